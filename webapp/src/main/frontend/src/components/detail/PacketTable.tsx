import { Fragment, useState } from 'react';
import { endpoint, formatCount, formatTime, hexToBytes, relativeSeconds, spansDays, timeOfDay } from '../../format';
import { currentTimeZone, useTimeZone, zoneLabel } from '../../timeZone';
import { resources } from '../../api';
import { useApi } from '../../hooks/useApi';
import type { ExpertEntry, Id, Paged, PacketRow } from '../../types';
import { HexViewer } from '../HexViewer';
import { ExpertBadges } from './ExpertBadges';
import { PacketDetailPane } from './PacketDetailPane';

/** How the packet list shows time, as Wireshark's time display formats: the time of capture, or seconds since the conversation began. */
export type PacketTimeFormat = 'absolute' | 'relative';

/** The conversation's time span, which decides how packet times are shown. */
export interface ConversationSpan {
  start?: string;
  end?: string;
}

/**
 * A packet's time as the list shows it: seconds since the conversation's start ("0.000123"), or the time of day,
 * with the date only when the conversation spans more than one day.
 */
export function packetTime(timestamp: string, span: ConversationSpan, format: PacketTimeFormat, zone = currentTimeZone()): string {
  if (format === 'relative' && span.start) return relativeSeconds(timestamp, span.start);
  return spansDays([span.start, span.end], zone) ? formatTime(timestamp, zone) : timeOfDay(timestamp, zone);
}

/**
 * One page of the conversation's packets (spec 2.6), with each packet's notable Expert Info as badges; a row expands
 * to the packet's protocol tree and bytes, and the hex viewer of its stored payload. Mount it anew for each page, so
 * that no row stays expanded.
 */
export function PacketTable({ conversationId, packets, span, timeFormat }: { conversationId: Id; packets: Paged<PacketRow>; span: ConversationSpan; timeFormat: PacketTimeFormat }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const frames = packets.items.map((p) => p.frameNumber);
  const expert = useApi(frames.length > 0 ? resources.expert(conversationId, Math.min(...frames), Math.max(...frames)) : null);
  const expertOf = new Map<number, ExpertEntry[]>((expert.data?.frames ?? []).map((f) => [f.frameNumber, f.expert]));
  const zone = useTimeZone();
  const timeTitle =
    timeFormat === 'relative'
      ? 'Seconds since the conversation began'
      : `Time of capture (${zoneLabel(zone)}); the date is shown when the conversation spans more than one day`;
  return (
    <div className="table-scroll">
      <table className="grid packets" data-testid="packets-table">
        <thead>
          <tr>
            <th className="num">#</th>
            <th aria-label="Direction">Dir</th>
            <th title={timeTitle} data-testid="packet-time-header">{timeFormat === 'relative' ? 'Time (s)' : 'Time'}</th>
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
                  <td className="time" title={`${formatTime(p.timestamp, zone)} (${zoneLabel(zone)})`} data-testid="packet-time">
                    {packetTime(p.timestamp, span, timeFormat, zone)}
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
                    <ExpertBadges entries={expertOf.get(p.frameNumber) ?? []} />
                  </td>
                  <td className="info">{p.info ?? ''}</td>
                </tr>
                {open && (
                  <tr className="hex-row">
                    <td colSpan={7}>
                      <PacketDetailPane conversationId={conversationId} frameNumber={p.frameNumber} />
                      <div className="stored-payload-title">Stored payload</div>
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
