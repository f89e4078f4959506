import { TokenSignIn } from './access/TokenSignIn';
import { useAccess } from './access/useAccess';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { FilesPage } from './pages/FilesPage';
import { HuntPage } from './pages/HuntPage';
import { ConversationsPage } from './pages/ConversationsPage';
import { NetworkPage } from './pages/NetworkPage';
import { OverviewPage } from './pages/OverviewPage';
import { ExtractedFilesPage } from './pages/ExtractedFilesPage';
import { FindingsPage } from './pages/FindingsPage';
import { HostPage } from './pages/HostPage';
import { HostsPage } from './pages/HostsPage';
import { MapPage } from './pages/MapPage';
import { NetworksPage } from './pages/NetworksPage';
import { TracerPage } from './pages/TracerPage';
import { scopeFromQuery } from './tracer/paths';
import { Link, useLocation } from './router';
import { useTimeZone } from './timeZone';

/**
 * Routes: "/" = file list, "/files/{fileId}" = conversations of one file, "/files/{fileId}/overview" = its
 * overview (where the file list leads), "/files/{fileId}/extracted" = the files its traffic carried,
 * "/files/{fileId}/findings" = what its detectors found, "/files/{fileId}/hosts" = its host inventory,
 * "/files/{fileId}/hosts/{address}" = one host of it, "/files/{fileId}/map" = its network map,
 * "/tracer/{conversationId}" = the tracer, "/hunt" = one hunt language expression (`q`) over every capture,
 * "/monitor" = the monitored networks, "/monitor/{networkId}" = the monitor view of one network.
 */
export function App() {
  const location = useLocation();
  const { signIn } = useAccess();
  // every time on every page is shown in the chosen zone: a change renders the page again
  const zone = useTimeZone();
  const path = location.split('?')[0].replace(/\/+$/, '') || '/';
  const fileMatch = /^\/files\/([^/]+)$/.exec(path);
  const overviewMatch = /^\/files\/([^/]+)\/overview$/.exec(path);
  const extractedMatch = /^\/files\/([^/]+)\/extracted$/.exec(path);
  const findingsMatch = /^\/files\/([^/]+)\/findings$/.exec(path);
  const hostsMatch = /^\/files\/([^/]+)\/hosts$/.exec(path);
  const hostMatch = /^\/files\/([^/]+)\/hosts\/([^/]+)$/.exec(path);
  const mapMatch = /^\/files\/([^/]+)\/map$/.exec(path);
  const tracerMatch = /^\/tracer\/([^/]+)$/.exec(path);
  const networkMatch = /^\/monitor\/([^/]+)$/.exec(path);

  let page;
  if (path === '/') page = <FilesPage />;
  else if (fileMatch) page = <ConversationsPage key={fileMatch[1]} fileId={decodeURIComponent(fileMatch[1])} />;
  else if (overviewMatch) page = <OverviewPage key={overviewMatch[1]} fileId={decodeURIComponent(overviewMatch[1])} />;
  else if (extractedMatch) page = <ExtractedFilesPage key={extractedMatch[1]} fileId={decodeURIComponent(extractedMatch[1])} />;
  else if (findingsMatch) page = <FindingsPage key={findingsMatch[1]} fileId={decodeURIComponent(findingsMatch[1])} />;
  else if (hostsMatch) page = <HostsPage key={hostsMatch[1]} fileId={decodeURIComponent(hostsMatch[1])} />;
  else if (hostMatch)
    page = <HostPage key={path} fileId={decodeURIComponent(hostMatch[1])} address={decodeURIComponent(hostMatch[2])} />;
  else if (mapMatch) page = <MapPage key={mapMatch[1]} fileId={decodeURIComponent(mapMatch[1])} />;
  else if (tracerMatch) {
    const scope = scopeFromQuery(location.includes('?') ? location.slice(location.indexOf('?')) : '');
    page = <TracerPage key={`${tracerMatch[1]} ${scope}`} conversationId={decodeURIComponent(tracerMatch[1])} scope={scope} />;
  }
  else if (path === '/hunt') page = <HuntPage />;
  else if (path === '/monitor') page = <NetworksPage />;
  else if (networkMatch) page = <NetworkPage key={networkMatch[1]} networkId={decodeURIComponent(networkMatch[1])} />;
  else
    page = (
      <div className="notice" data-testid="not-found">
        No page at <code>{path}</code>. <Link to="/">Back to the file list</Link>
      </div>
    );

  return (
    <>
      <Header />
      {/* the sign-in view stands in for any page while the service asks for a token; the page loads afresh after */}
      <main className="main" data-zone={zone}>{signIn ? <TokenSignIn refused={signIn.refused} /> : page}</main>
      <Footer />
    </>
  );
}
