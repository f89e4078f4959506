import { Fragment, useState } from 'react';
import { endpoint, formatCount, formatTime, hexToBytes } from '../../format';
import type { Paged, PacketRow } from '../../types';
import { HexViewer } from '../HexViewer';

/** A packet's local time; the date is left out when it is the conversation's start date (shown above). */
export function shortTime(timestamp: string, conversationStart?: string): string {
  const full = formatTime(timestamp);
  const day = conversationStart ? formatTime(conversationStart).slice(0, 11) : '';
  return day.length === 11 && full.startsWith(day) ? full.slice(11) : full;
}

/**
 * One page of the conversation's packets (spec 2.6); a row expands to the hex viewer of its stored payload.
 * Mount it anew for each page, so that no row stays expanded.
 */
export function PacketTable({ packets, conversationStart }: { packets: Paged<PacketRow>; conversationStart?: string }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <div className="table-scroll">
      <table className="grid packets" data-testid="packets-table">
        <thead>
          <tr>
            <th className="num">#</th>
            <th aria-label="Direction">Dir</th>
            <th title="Local time; the date is shown only where it differs from the conversation start date">Time</th>
            <th>Endpoints</th>
            <th className="num">Length</th>
            <th>Badges</th>
            <th>Info</th>
          </tr>
        </thead>
        <tbody>
          {packets.items.length === 0 && (
            <tr>
              <td colSpan={7} className="empty-cell">
                No packets.
              </td>
            </tr>
          )}
          {packets.items.map((p) => {
            const open = expanded === p.index;
            const toggle = () => setExpanded(open ? null : p.index);
            return (
              <Fragment key={p.index}>
                <tr
                  className={`clickable${open ? ' selected' : ''}`}
                  onClick={toggle}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      toggle();
                    }
                  }}
                  tabIndex={0}
                  aria-expanded={open}
                  data-testid="packet-row"
                  data-packet-index={p.index}
                  data-has-payload={hexToBytes(p.payloadHex).length > 0 ? 'true' : 'false'}
                  title={`frame ${p.frameNumber}`}
                >
                  <td className="num">{p.index}</td>
                  <td className="dir">
                    {p.direction === 'CLIENT_TO_SERVER' ? (
                      <span className="dir-c2s" title="client to server" data-testid="dir-c2s">
                        →
                      </span>
                    ) : (
                      <span className="dir-s2c" title="server to client" data-testid="dir-s2c">
                        ←
                      </span>
                    )}
                  </td>
                  <td className="time" title={p.timestamp}>
                    {shortTime(p.timestamp, conversationStart)}
                  </td>
                  <td className="mono endpoints">
                    <span>{endpoint(p.srcIp, p.srcPort)}</span> → <span>{endpoint(p.dstIp, p.dstPort)}</span>
                  </td>
                  <td className="num">{formatCount(p.frameLength)}</td>
                  <td className="badges">
                    {p.fileType && (
                      <span className="badge filetype" data-testid="badge-filetype">
                        {p.fileType}
                      </span>
                    )}
                    {p.ascii && (
                      <span className="badge ascii" data-testid="badge-ascii">
                        ASCII
                      </span>
                    )}
                  </td>
                  <td className="info">{p.info ?? ''}</td>
                </tr>
                {open && (
                  <tr className="hex-row">
                    <td colSpan={7}>
                      <HexViewer hex={p.payloadHex} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
