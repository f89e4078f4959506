import { errorMessage, resources } from '../api';
import { formatCount, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { conversationsPath } from '../overview/links';
import { Link } from '../router';
import { hostPath } from './links';
import type { HostSighting } from './types';

/** How many other captures' sightings are listed. */
const SIGHTINGS = 20;

const MATCHED_BY: Record<HostSighting['matchedBy'], string> = { ADDRESS: 'address', MAC: 'MAC', NAME: 'name' };

/**
 * The other captures that saw the host, by address, MAC or name, with the monitored networks each belongs to.
 */
export function WhereElse({ fileId, address }: { fileId: string; address: string }) {
  const sightings = useApi(resources.hostSightings(address, SIGHTINGS));
  if (sightings.error)
    return (
      <section className="host-section">
        <h3>Where else</h3>
        <p className="muted" data-testid="host-elsewhere-error">Could not look the host up in the other captures: {errorMessage(sightings.error)}</p>
      </section>
    );
  const data = sightings.data;
  if (!data) return null;
  const others = data.items.filter((s) => String(s.fileId) !== fileId);
  return (
    <section className="host-section" data-testid="host-elsewhere">
      <h3>Where else</h3>
      {others.length === 0 ? (
        <p className="muted">No other capture saw this host.</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th>Capture</th>
              <th>Network</th>
              <th>As</th>
              <th>Matched by</th>
              <th className="num">Packets</th>
              <th className="num">Bytes</th>
              <th>First seen</th>
              <th>Last seen</th>
            </tr>
          </thead>
          <tbody>
            {others.map((s) => (
              <tr key={`${s.fileId} ${s.address} ${s.matchedBy} ${s.name ?? ''}`} data-testid="host-sighting">
                <td>
                  <Link to={conversationsPath(String(s.fileId))}>{s.fileName}</Link>
                </td>
                <td>
                  {s.networks.map((n, k) => (
                    <span key={n.id}>
                      {k > 0 && ', '}
                      <Link to={`/monitor/${encodeURIComponent(n.id)}`}>{n.name}</Link>
                    </span>
                  ))}
                </td>
                <td>
                  <Link to={hostPath(String(s.fileId), s.address)} className="mono">
                    {s.address}
                  </Link>
                </td>
                <td>
                  {MATCHED_BY[s.matchedBy] ?? s.matchedBy}
                  {s.matchedBy === 'NAME' && s.name ? <span className="mono"> {s.name}</span> : null}
                </td>
                <td className="num">{formatCount(s.packets)}</td>
                <td className="num">{formatSize(s.bytes)}</td>
                <td>{formatTime(s.firstSeen)}</td>
                <td>{formatTime(s.lastSeen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.total > data.items.length && <p className="muted small">The first {formatCount(data.items.length)} of {formatCount(data.total)} sightings.</p>}
    </section>
  );
}
