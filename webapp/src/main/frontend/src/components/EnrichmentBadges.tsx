import type { Geo, RuleMatch } from '../types';

const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];

/** Severity as a CSS class suffix; anything unknown is shown like "low" would not be, as plain. */
export function severityClass(severity: string | undefined): string {
  const s = (severity ?? '').toLowerCase();
  return SEVERITY_ORDER.includes(s) ? `sev-${s}` : 'sev-unknown';
}

/**
 * Custom signature matches coloured by severity (spec 10.4: critical red, high orange, medium amber,
 * low purple), the most severe first.
 */
export function RuleBadges({ rules }: { rules?: RuleMatch[] | null }) {
  if (!Array.isArray(rules) || rules.length === 0) return null;
  const rank = (r: RuleMatch) => {
    const i = SEVERITY_ORDER.indexOf(String(r.severity).toLowerCase());
    return i < 0 ? SEVERITY_ORDER.length : i;
  };
  const sorted = rules.filter((r) => r && typeof r.name === 'string').slice().sort((a, b) => rank(a) - rank(b));
  return (
    <>
      {sorted.map((r) => (
        <span
          key={r.name}
          className={`badge rule ${severityClass(r.severity)}`}
          data-testid="rule-badge"
          data-severity={String(r.severity).toLowerCase()}
          title={`custom rule, severity ${r.severity}`}
        >
          {r.name}
        </span>
      ))}
    </>
  );
}

/** "DE", or the country name when there is no code. */
export function countryLabel(geo?: Geo | null): string {
  if (!geo) return '';
  return geo.countryCode || geo.country || '';
}

/** Green "online" or grey "offline" badge naming where the location came from (spec 2.5). */
export function GeoSourceBadge({ source }: { source?: string }) {
  if (!source) return null;
  const online = source === 'online';
  return (
    <span
      className={`badge geo-source ${online ? 'geo-online' : 'geo-offline'}`}
      data-testid="geo-source"
      data-source={source}
      title={online ? 'from the online lookup service' : 'from the offline databases (country and autonomous system, no outbound call)'}
    >
      {online ? 'online' : 'offline'}
    </span>
  );
}

/** Country (with the full name as tooltip) for a table cell; nothing for internal addresses. */
export function CountryCell({ geo }: { geo?: Geo | null }) {
  const label = countryLabel(geo);
  if (!label) return null;
  return (
    <span className="country" title={[geo?.country, geo?.asn, geo?.org].filter(Boolean).join(', ')} data-testid="country">
      {label}
    </span>
  );
}

/** One line of geolocation for the detail panel: country, region, city, ASN and organisation, and the source badge. */
export function GeoLine({ geo, testId }: { geo?: Geo | null; testId: string }) {
  if (!geo) return null;
  const place = [geo.city, geo.region, geo.country ?? geo.countryCode].filter(Boolean).join(', ');
  const network = [geo.asn, geo.org].filter(Boolean).join(' ');
  return (
    <span className="geo-line" data-testid={testId}>
      {place || countryLabel(geo) || 'unknown place'}
      {network && <span className="geo-network"> · {network}</span>}
      <GeoSourceBadge source={geo.source} />
    </span>
  );
}

/** Below this confidence (in %) a device type reads as a guess ("Printer?"), below {@link SURE} as "probably". */
export const GUESS = 40;
export const SURE = 70;

/** The badge's text: the type, hedged as its confidence calls for (none known: as it is). */
export function deviceLabel(type: string, confidence?: number | null): string {
  if (confidence == null || type === 'Unknown' || confidence >= SURE) return type;
  return confidence < GUESS ? `${type}?` : `probably ${type}`;
}

/** A predicted device class as a small badge; with its confidence, a weak verdict reads as the guess it is. */
export function DeviceBadge({ type, confidence }: { type?: string | null; confidence?: number | null }) {
  if (!type) return null;
  const hedged = confidence != null && type !== 'Unknown' && confidence < SURE;
  return (
    <span
      className={`badge device${hedged ? ' device-guess' : ''}`}
      data-testid="device-badge"
      data-device-type={type}
      data-confidence={confidence ?? undefined}
      title={confidence != null ? `${type}, ${confidence}% confidence` : undefined}
    >
      {deviceLabel(type, confidence)}
    </span>
  );
}
