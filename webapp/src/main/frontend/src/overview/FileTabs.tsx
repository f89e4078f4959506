import { hostsPath, mapPath } from '../hosts/links';
import { Link } from '../router';
import { conversationsPath, extractedFilesPath, findingsPath, overviewPath } from './links';
import './overview.css';

/** The tab bar above a capture's pages: its overview, its conversation table, its hosts and their map, the files
 * its traffic carried and what its detectors found. */
export function FileTabs({ fileId, current }: { fileId: string; current: 'overview' | 'conversations' | 'hosts' | 'map' | 'extracted' | 'findings' }) {
  const tabs = [
    { id: 'overview', label: 'Overview', to: overviewPath(fileId) },
    { id: 'conversations', label: 'Conversations', to: conversationsPath(fileId) },
    { id: 'hosts', label: 'Hosts', to: hostsPath(fileId) },
    { id: 'map', label: 'Map', to: mapPath(fileId) },
    { id: 'extracted', label: 'Extracted files', to: extractedFilesPath(fileId) },
    { id: 'findings', label: 'Findings', to: findingsPath(fileId) },
  ] as const;
  return (
    <nav className="file-tabs" aria-label="Capture views" data-testid="file-tabs">
      {tabs.map((t) => (
        <Link key={t.id} to={t.to} className={t.id === current ? 'tab on' : 'tab'} aria-current={t.id === current ? 'page' : undefined} data-testid={`tab-${t.id}`}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
