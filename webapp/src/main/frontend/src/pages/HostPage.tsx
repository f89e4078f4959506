import { lazy, Suspense, useEffect } from 'react';
import { ApiError, errorMessage, resources } from '../api';
import { CaptureHeader } from '../components/CaptureHeader';
import { CaptureLoadError } from '../components/PageLoadError';
import { formatCount, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { placeOf, sourceLabel } from '../hosts/hostFacts';
import { HostTraffic } from '../hosts/HostTraffic';
import { ServerLogs } from '../hosts/ServerLogs';
import { WhereElse } from '../hosts/WhereElse';
import { hostExplorerLink, hostPath, hostsPath } from '../hosts/links';
import type { HostDetail, HostIdentity } from '../hosts/types';
import { FileTabs } from '../overview/FileTabs';
import { Link } from '../router';
import { isActive } from '../types';
import '../hosts/hosts.css';

// ECharts loads with the charts that use it, not with every page
const PeersChart = lazy(() => import('../hosts/PeersChart').then((m) => ({ default: m.PeersChart })));

/**
 * "/files/{fileId}/hosts/{address}": one host of the capture's inventory: what is known of it, the names it went
 * by and where each was read, the services it answered, its top peers, and the other captures that saw it.
 * Everything shown comes from the capture: text, never markup.
 */
export function HostPage({ fileId, address }: { fileId: string; address: string }) {
  const file = useApi(resources.file(fileId), { pollWhile: (f, failed) => !failed && f !== null && isActive(f) });
  const ready = file.data?.status === 'COMPLETED';
  const record = useApi(ready ? resources.captureHost(fileId, address) : null);

  const fileName = file.data?.name;
  useEffect(() => {
    document.title = fileName !== undefined ? `pcaplens: ${address} in ${fileName}` : 'pcaplens';
  }, [fileName, address]);

  if (file.error) return <CaptureLoadError error={file.error} />;
  if (!file.data) return <div className="notice">Loading…</div>;
  const missing = record.error instanceof ApiError && record.error.status === 404;
  return (
    <section className="host-page" data-testid="host-page" data-address={address}>
      <CaptureHeader file={file.data} facts={false} />
      <FileTabs fileId={fileId} current="hosts" />
      <div className="crumbs">
        <Link to={hostsPath(fileId)}>Hosts</Link> / <span className="mono">{address}</span>
      </div>
      {!ready && <div className="notice">The host is shown once the analysis is complete.</div>}
      {record.error != null && (
        <div className="alert alert-error" role="alert" data-testid={missing ? 'host-not-found' : 'host-load-error'}>
          {missing ? `The capture has no host ${address}.` : `Could not load the host: ${errorMessage(record.error)}`}
        </div>
      )}
      {ready && !record.data && !record.error && <div className="notice">Loading…</div>}
      {record.data && <HostRecord fileId={fileId} detail={record.data} />}
      <WhereElse fileId={fileId} address={record.data?.host.address ?? address} />
    </section>
  );
}

function HostRecord({ fileId, detail }: { fileId: string; detail: HostDetail }) {
  const h = detail.host;
  return (
    <>
      <h2 className="host-title mono" data-testid="host-address">
        {h.address}
      </h2>
      <dl className="host-facts" data-testid="host-facts">
        <Item label="MAC" value={h.mac} mono testId="host-mac" />
        <Item label="Vendor" value={h.vendor} testId="host-vendor" />
        <Item label="Device type" value={h.deviceType} testId="host-device-type" />
        <Item label="Operating system (hint)" value={detail.os?.name} testId="host-os" />
        <Item label="Place" value={placeOf(h)} testId="host-place" />
        <Item label="Subnets" value={[h.subnet24, h.subnet16].filter(Boolean).join(', ')} mono />
        <Item label="Sent" value={`${formatSize(h.bytesSent)} in ${formatCount(h.packetsSent)} packets`} testId="host-sent" />
        <Item label="Received" value={`${formatSize(h.bytesReceived)} in ${formatCount(h.packetsReceived)} packets`} testId="host-received" />
        <Item label="Peers" value={formatCount(h.peers)} testId="host-peers" />
        <Item label="Conversations" value={formatCount(h.conversations)} />
        <Item label="First seen" value={formatTime(h.firstSeen)} />
        <Item label="Last seen" value={formatTime(h.lastSeen)} />
      </dl>
      {detail.os && (
        <ul className="muted small host-os-signals" data-testid="host-os-signals">
          {detail.os.signals.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <p>
        <Link to={hostExplorerLink(fileId, h.address)} data-testid="host-explorer">
          Its {formatCount(h.conversations)} {h.conversations === 1 ? 'conversation' : 'conversations'} in the explorer
        </Link>
      </p>

      <section className="host-section">
        <h3>Names</h3>
        {detail.names.length === 0 ? (
          <p className="muted" data-testid="host-names-empty">No name was seen for this host (HTTP Host, TLS server name or certificate).</p>
        ) : (
          <table className="grid" data-testid="host-names">
            <thead>
              <tr>
                <th>Name</th>
                <th>Source</th>
                <th>First seen</th>
                <th>Last seen</th>
                <th className="num">Conversations</th>
              </tr>
            </thead>
            <tbody>
              {detail.names.map((n) => (
                <tr key={`${n.source} ${n.name}`} data-testid="host-name" data-name={n.name} data-source={n.source}>
                  <td className="mono">{n.name}</td>
                  <td>
                    <span className="badge name-source" title={n.source}>
                      {sourceLabel(n.source)}
                    </span>
                  </td>
                  <td>{formatTime(n.firstSeen)}</td>
                  <td>{formatTime(n.lastSeen)}</td>
                  <td className="num">{formatCount(n.conversations)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {detail.identities.length > 0 && <Identities identities={detail.identities} />}

      <HostTraffic fileId={fileId} address={h.address} />

      <section className="host-section">
        <h3>Services</h3>
        {detail.roles.length === 0 ? (
          <p className="muted" data-testid="host-roles-empty">The host answered no service.</p>
        ) : (
          <table className="grid" data-testid="host-roles">
            <thead>
              <tr>
                <th>Transport</th>
                <th className="num">Port</th>
                <th>Application</th>
                <th className="num">Clients</th>
                <th className="num">Conversations</th>
                <th className="num">Packets</th>
                <th className="num">Bytes</th>
              </tr>
            </thead>
            <tbody>
              {detail.roles.map((r) => (
                <tr key={`${r.transport} ${r.port} ${r.app ?? ''}`} data-testid="host-role-row">
                  <td>{r.transport}</td>
                  <td className="num">{r.port}</td>
                  <td>{r.app}</td>
                  <td className="num">{formatCount(r.clients)}</td>
                  <td className="num">{formatCount(r.conversations)}</td>
                  <td className="num">{formatCount(r.packets)}</td>
                  <td className="num">{formatSize(r.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <ServerLogs fileId={fileId} address={h.address} roles={detail.roles} />

      <section className="host-section">
        <h3>Top peers</h3>
        {detail.topPeers.length === 0 ? (
          <p className="muted">No peer.</p>
        ) : (
          <div className="host-peers">
            <table className="grid" data-testid="host-top-peers">
              <thead>
                <tr>
                  <th>Peer</th>
                  <th className="num">Packets</th>
                  <th className="num">Bytes</th>
                  <th className="num">Conversations</th>
                </tr>
              </thead>
              <tbody>
                {detail.topPeers.map((p) => (
                  <tr key={p.address} data-testid="host-peer" data-address={p.address}>
                    <td>
                      <Link to={hostPath(fileId, p.address)} className="mono">
                        {p.address}
                      </Link>
                    </td>
                    <td className="num">{formatCount(p.packets)}</td>
                    <td className="num">{formatSize(p.bytes)}</td>
                    <td className="num">{formatCount(p.conversations)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Suspense fallback={null}>
              <PeersChart peers={detail.topPeers} />
            </Suspense>
          </div>
        )}
      </section>
    </>
  );
}

function Item({ label, value, mono, testId }: { label: string; value?: string | null; mono?: boolean; testId?: string }) {
  if (!value) return null;
  return (
    <div className="host-fact">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Identities({ identities }: { identities: HostIdentity[] }) {
  return (
    <section className="host-section">
      <h3>Identities</h3>
      <table className="grid" data-testid="host-identities">
        <thead>
          <tr>
            <th>User</th>
            <th>Domain</th>
            <th>Source</th>
            <th>First seen</th>
            <th>Last seen</th>
            <th className="num">Conversations</th>
          </tr>
        </thead>
        <tbody>
          {identities.map((i, n) => (
            <tr key={n} data-testid="host-identity">
              <td className="mono">{i.user}</td>
              <td className="mono">{i.domain}</td>
              <td>{i.source && <span className="badge name-source">{i.source}</span>}</td>
              <td>{formatTime(i.firstSeen)}</td>
              <td>{formatTime(i.lastSeen)}</td>
              <td className="num">{formatCount(i.conversations)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
