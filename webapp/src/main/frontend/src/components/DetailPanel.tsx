import { Fragment, useCallback, useEffect, useState } from 'react';
import { api, errorMessage, isAbort } from '../api';
import { distinct, endpoint, formatCount, formatDuration, formatTime, hexToBytes, parseTime } from '../format';
import type { Conversation, Id, Paged, PacketRow } from '../types';
import { DeviceBadge, GeoLine, RuleBadges } from './EnrichmentBadges';
import { ExtractedFiles } from './ExtractedFiles';
import { AppName, IdsBadges, RiskBadges, idsAlertViews } from './FlowBadges';
import { HexViewer } from './HexViewer';
import { HostPopup } from './HostPopup';
import { InfoIcon } from './Icons';
import { Pager } from './Pager';

const PACKET_PAGE_SIZE = 100;

/** A packet's local time; the date is left out when it is the conversation's start date (shown above). */
function shortTime(timestamp: string, conversationStart?: string): string {
  const full = formatTime(timestamp);
  const day = conversationStart ? formatTime(conversationStart).slice(0, 11) : '';
  return day.length === 11 && full.startsWith(day) ? full.slice(11) : full;
}

/** True when the conversation carries any TLS fact worth a TLS block. */
function hasTls(c: Conversation): boolean {
  // the hostname alone is no TLS: for plain HTTP it is the Host header (shown under Identity)
  return [c.ja3Client, c.ja3Server, c.tlsIssuer, c.tlsSubject, c.certNotBefore, c.certNotAfter].some((v) => !!v);
}

/** A certificate date: local time (the raw value as tooltip), or the raw text when it cannot be read. */
function CertDate({ iso, testId, expired }: { iso: string; testId: string; expired?: boolean }) {
  return (
    <dd className={`time${expired ? ' expired' : ''}`} title={iso}>
      <span data-testid={testId}>{parseTime(iso) ? formatTime(iso) : iso}</span>
      {expired && (
        <span className="badge expired" data-testid="expired-badge" title="The certificate's validity ended before now">
          Expired
        </span>
      )}
    </dd>
  );
}

/** An endpoint of the identity block: the address, its device badge and a button opening the host popup. */
function EndpointLine({ ip, port, deviceType, testId, onHost }: { ip: string; port?: number; deviceType?: string; testId: string; onHost: () => void }) {
  return (
    <dd className="endpoint-line">
      <span className="mono" data-testid={testId}>{endpoint(ip, port)}</span>
      {deviceType ? (
        <button type="button" className="badge-button" onClick={onHost} title="Device classification of this address" data-testid={`${testId}-device`}>
          <DeviceBadge type={deviceType} />
        </button>
      ) : (
        <button type="button" className="icon-button small" onClick={onHost} aria-label={`Host details of ${ip}`} title="Host details" data-testid={`${testId}-host`}>
          <InfoIcon />
        </button>
      )}
    </dd>
  );
}

/** The conversation's fields and its packet table (spec 10.4, 2.6); a packet row expands a hex viewer. */
export function DetailPanel({ conversationId, onClose }: { conversationId: Id; onClose: () => void }) {
  const [conv, setConv] = useState<Conversation | null>(null);
  const [packets, setPackets] = useState<Paged<PacketRow> | null>(null);
  const [packetPage, setPacketPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [hostIp, setHostIp] = useState<string | null>(null);
  const [showExtracted, setShowExtracted] = useState(false);

  const closeHost = useCallback(() => setHostIp(null), []);
  const closeExtracted = useCallback(() => setShowExtracted(false), []);

  useEffect(() => {
    const ctrl = new AbortController();
    api
      .getConversation(conversationId, ctrl.signal)
      .then(setConv)
      .catch((e) => {
        if (!isAbort(e)) setError(`Could not load the conversation: ${errorMessage(e)}`);
      });
    return () => ctrl.abort();
  }, [conversationId]);

  useEffect(() => {
    const ctrl = new AbortController();
    api
      .listPackets(conversationId, packetPage, PACKET_PAGE_SIZE, ctrl.signal)
      .then((p) => {
        setPackets(p);
        setExpanded(null);
      })
      .catch((e) => {
        if (!isAbort(e)) setError(`Could not load the packets: ${errorMessage(e)}`);
      });
    return () => ctrl.abort();
  }, [conversationId, packetPage]);

  const userAgents = distinct(conv?.httpUserAgents);
  const hasRisks = !!conv?.flowRisks && conv.flowRisks.length > 0;
  const hasIdsAlerts = !!conv && idsAlertViews(conv).length > 0;
  const hasRules = !!conv && Array.isArray(conv.customRules) && conv.customRules.length > 0;
  const extracted = conv?.extractedFileCount ?? 0;

  return (
    <aside className="detail-panel" data-testid="detail-panel" data-conversation-id={String(conversationId)} aria-label="Conversation detail">
      <div className="detail-head">
        <h2>
          {conv ? (
            <span className="mono">
              {endpoint(conv.srcIp, conv.srcPort)} → {endpoint(conv.dstIp, conv.dstPort)}
            </span>
          ) : (
            'Conversation'
          )}
        </h2>
        <button type="button" className="close" onClick={onClose} aria-label="Close detail panel" data-testid="detail-close">
          ×
        </button>
      </div>

      {error && (
        <div className="alert alert-error" role="alert" data-testid="detail-error">
          {error}
        </div>
      )}

      {conv && (
        <div className="detail-sections" data-testid="detail-fields">
          <section>
            <h3>Identity</h3>
            <dl className="kv">
              <dt>Source</dt>
              <EndpointLine ip={conv.srcIp} port={conv.srcPort} deviceType={conv.srcDeviceType} testId="detail-source" onHost={() => setHostIp(conv.srcIp)} />
              {conv.srcGeo && (
                <>
                  <dt>Location</dt>
                  <dd><GeoLine geo={conv.srcGeo} testId="detail-src-geo" /></dd>
                </>
              )}
              <dt>Destination</dt>
              <EndpointLine ip={conv.dstIp} port={conv.dstPort} deviceType={conv.dstDeviceType} testId="detail-destination" onHost={() => setHostIp(conv.dstIp)} />
              {conv.dstGeo && (
                <>
                  <dt>Location</dt>
                  <dd><GeoLine geo={conv.dstGeo} testId="detail-dst-geo" /></dd>
                </>
              )}
              {conv.hostname && (
                <>
                  <dt>Host (SNI)</dt>
                  <dd className="mono" data-testid="detail-hostname">{conv.hostname}</dd>
                </>
              )}
            </dl>
          </section>
          <section>
            <h3>Protocol</h3>
            <dl className="kv">
              <dt>Protocol</dt>
              <dd data-testid="detail-protocol">{conv.protocol}</dd>
              {conv.transport && (
                <>
                  <dt>Transport</dt>
                  <dd>{conv.transport}</dd>
                </>
              )}
              <dt>Dissected protocol</dt>
              <dd data-testid="detail-dissector">{conv.dissectorProtocol ?? ''}</dd>
              {conv.appName && (
                <>
                  <dt>Application</dt>
                  <dd data-testid="detail-app">
                    <AppName conv={conv} />
                  </dd>
                </>
              )}
              {conv.category && (
                <>
                  <dt>Category</dt>
                  <dd data-testid="detail-category">{conv.category}</dd>
                </>
              )}
              {conv.appName && conv.dpiConfidence && (
                <>
                  <dt>Classified by</dt>
                  <dd data-testid="detail-dpi-confidence">{conv.dpiConfidence}</dd>
                </>
              )}
              {conv.fileTypes && conv.fileTypes.length > 0 && (
                <>
                  <dt>File types</dt>
                  <dd>
                    {conv.fileTypes.map((t) => (
                      <span key={t} className="badge filetype">
                        {t}
                      </span>
                    ))}
                  </dd>
                </>
              )}
            </dl>
          </section>
          <section>
            <h3>Statistics</h3>
            <dl className="kv">
              <dt>Packets</dt>
              <dd data-testid="detail-packets">{formatCount(conv.packetCount)}</dd>
              <dt>Bytes</dt>
              <dd data-testid="detail-bytes">{formatCount(conv.totalBytes)}</dd>
              <dt>Start</dt>
              <dd className="time" title={conv.startTime}>{formatTime(conv.startTime)}</dd>
              <dt>End</dt>
              <dd className="time" title={conv.endTime}>{formatTime(conv.endTime)}</dd>
              {conv.durationMs != null && (
                <>
                  <dt>Duration</dt>
                  <dd>{formatDuration(conv.durationMs)}</dd>
                </>
              )}
            </dl>
          </section>
          {(hasRisks || hasIdsAlerts || hasRules) && (
            <section className="full-width" data-testid="security-block">
              <h3>Security</h3>
              <dl className="kv">
                {hasRisks && (
                  <>
                    <dt>Risks</dt>
                    <dd className="risk-list">
                      <RiskBadges risks={conv.flowRisks} />
                    </dd>
                  </>
                )}
                {hasRules && (
                  <>
                    <dt>Custom rules</dt>
                    <dd className="risk-list" data-testid="detail-rules">
                      <RuleBadges rules={conv.customRules} />
                    </dd>
                  </>
                )}
                {hasIdsAlerts && (
                  <>
                    <dt title="Intrusion detection (Suricata) alerts">IDS alerts</dt>
                    <dd className="risk-list" data-testid="detail-ids-alerts">
                      <IdsBadges conv={conv} />
                    </dd>
                  </>
                )}
              </dl>
            </section>
          )}
          {hasTls(conv) && (
            <section className="full-width" data-testid="tls-block">
              <h3>TLS</h3>
              <dl className="kv">
                {conv.hostname && (
                  <>
                    <dt>SNI</dt>
                    <dd className="mono" data-testid="tls-sni">{conv.hostname}</dd>
                  </>
                )}
                {conv.ja3Client && (
                  <>
                    <dt>JA3 client</dt>
                    <dd className="mono" data-testid="tls-ja3-client">{conv.ja3Client}</dd>
                  </>
                )}
                {conv.ja3Server && (
                  <>
                    <dt>JA3S server</dt>
                    <dd className="mono" data-testid="tls-ja3-server">{conv.ja3Server}</dd>
                  </>
                )}
                {conv.tlsIssuer && (
                  <>
                    <dt>Issuer</dt>
                    <dd data-testid="tls-issuer">{conv.tlsIssuer}</dd>
                  </>
                )}
                {conv.tlsSubject && (
                  <>
                    <dt>Subject</dt>
                    <dd data-testid="tls-subject">{conv.tlsSubject}</dd>
                  </>
                )}
                {conv.certNotBefore && (
                  <>
                    <dt>Valid from</dt>
                    <CertDate iso={conv.certNotBefore} testId="tls-valid-from" />
                  </>
                )}
                {conv.certNotAfter && (
                  <>
                    <dt>Valid to</dt>
                    <CertDate iso={conv.certNotAfter} testId="tls-valid-to" expired={(parseTime(conv.certNotAfter)?.getTime() ?? Infinity) < Date.now()} />
                  </>
                )}
              </dl>
            </section>
          )}
          {userAgents.length > 0 && (
            <section className="full-width" data-testid="http-block">
              <h3>HTTP</h3>
              <dl className="kv">
                <dt>User agents</dt>
                <dd>
                  <ul className="ua-list" data-testid="user-agents">
                    {userAgents.map((ua) => (
                      <li key={ua} className="mono" data-testid="user-agent">
                        {ua}
                      </li>
                    ))}
                  </ul>
                </dd>
              </dl>
            </section>
          )}
        </div>
      )}

      {extracted > 0 && conv && (
        <button type="button" className="extracted-button" onClick={() => setShowExtracted(true)} data-testid="extracted-button" data-count={extracted}>
          Extracted files ({formatCount(extracted)})
        </button>
      )}
      {hostIp !== null && <HostPopup conversationId={conversationId} ip={hostIp} onClose={closeHost} />}
      {showExtracted && conv && <ExtractedFiles fileId={conv.fileId} conversationId={conversationId} onClose={closeExtracted} />}

      <h3 className="packets-title">Packets</h3>
      {!packets && !error && <div className="notice">Loading packets…</div>}
      {packets && packets.totalPages > 1 && (
        <Pager page={packets.page} totalPages={packets.totalPages} total={packets.total} noun="packets" onPage={setPacketPage} testIdPrefix="packets-page" />
      )}
      {packets && (
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
              const hasPayload = hexToBytes(p.payloadHex).length > 0;
              return (
                <Fragment key={p.index}>
                  <tr
                    className={`clickable${open ? ' selected' : ''}`}
                    onClick={() => setExpanded(open ? null : p.index)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        setExpanded(open ? null : p.index);
                      }
                    }}
                    tabIndex={0}
                    aria-expanded={open}
                    data-testid="packet-row"
                    data-packet-index={p.index}
                    data-has-payload={hasPayload ? 'true' : 'false'}
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
                      {shortTime(p.timestamp, conv?.startTime)}
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
      )}
    </aside>
  );
}
