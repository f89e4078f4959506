import { endpoint } from '../../format';
import type { Conversation } from '../../types';
import { CopyText } from '../CopyText';
import { DeviceBadge, GeoLine } from '../EnrichmentBadges';
import { InfoIcon } from '../Icons';
import { HOSTNAME_TITLE } from '../../explorer/columns';

/** Who talks to whom: both endpoints with their device class and location, and the server name. */
export function IdentitySection({ conv, onHost }: { conv: Conversation; onHost: (ip: string) => void }) {
  return (
    <section>
      <h3>Identity</h3>
      <dl className="kv">
        <dt>Source</dt>
        <EndpointLine ip={conv.srcIp} port={conv.srcPort} deviceType={conv.srcDeviceType} testId="detail-source" onHost={() => onHost(conv.srcIp)} />
        {conv.srcGeo && (
          <>
            <dt>Location</dt>
            <dd><GeoLine geo={conv.srcGeo} testId="detail-src-geo" /></dd>
          </>
        )}
        <dt>Destination</dt>
        <EndpointLine ip={conv.dstIp} port={conv.dstPort} deviceType={conv.dstDeviceType} testId="detail-destination" onHost={() => onHost(conv.dstIp)} />
        {conv.dstGeo && (
          <>
            <dt>Location</dt>
            <dd><GeoLine geo={conv.dstGeo} testId="detail-dst-geo" /></dd>
          </>
        )}
        {conv.hostname && (
          <>
            <dt title={HOSTNAME_TITLE}>Host (SNI)</dt>
            <dd className="mono" data-testid="detail-hostname">{conv.hostname}</dd>
          </>
        )}
        {conv.names && conv.names.length > 0 && (
          <>
            <dt title="Every name seen in this flow, with where it was read; the IP / Hostname filter matches them all">Names seen</dt>
            <dd>
              <ul className="seen-names" data-testid="detail-names">
                {conv.names.map((n) => (
                  <li key={`${n.source}:${n.name}`}>
                    <span className="mono">{n.name}</span> <span className="badge" title={SOURCE_TITLES[n.source ?? ''] ?? n.source}>{SOURCE_LABELS[n.source ?? ''] ?? n.source}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {conv.logins && conv.logins.length > 0 && (
          <>
            <dt title="Logins this conversation carried unencrypted: the user name and how the password went by (the password itself is never stored)">Logins in clear</dt>
            <dd>
              <ul className="seen-names" data-testid="detail-logins">
                {conv.logins.map((l) => (
                  <li key={`${l.protocol}:${l.client}:${l.user}`}>
                    <span className="mono">{l.user}</span> <span className="badge">{l.protocol}</span>{' '}
                    <span className="muted">from {l.client}, password {PASSWORD_LABELS[l.password ?? ''] ?? l.password}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {conv.communityId && (
          <>
            <dt title="Community ID of the flow (v1, seed 0): search it in Zeek, Suricata, Arkime or Security Onion">Community ID</dt>
            <dd><CopyText text={conv.communityId} label="Community ID" testId="detail-community-id" /></dd>
          </>
        )}
        {conv.wiresharkFilter && (
          <>
            <dt title="Display filter for this flow in Wireshark (every Protocol label of it: Wireshark cannot filter on the Protocol column)">Wireshark filter</dt>
            <dd><CopyText text={conv.wiresharkFilter} label="Wireshark filter" testId="detail-wireshark-filter" /></dd>
          </>
        )}
      </dl>
    </section>
  );
}

const PASSWORD_LABELS: Record<string, string> = { clear: 'sent as typed', encoded: 'sent in base64', not_seen: 'not seen' };
const SOURCE_LABELS: Record<string, string> = { DNS: 'DNS', HTTP_HOST: 'HTTP Host', TLS_SNI: 'TLS SNI', CERT_SAN: 'Cert SAN', CERT_SUBJECT: 'Cert CN' };
const SOURCE_TITLES: Record<string, string> = {
  DNS: 'A DNS question of the flow',
  HTTP_HOST: 'The Host header of an HTTP request',
  TLS_SNI: 'The server name of a TLS Client Hello',
  CERT_SAN: 'A DNS name (subject alternative name) of a certificate the server sent',
  CERT_SUBJECT: "The common name of the server certificate's subject",
};

/** An endpoint: the address, its device badge and a button opening the host popup. */
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
