import { isAppGuess, type Conversation } from '../types';

export const GUESS_TITLE = 'classified by port/IP, not by inspection';

/**
 * The application nDPI named; in italics with a tooltip when it was guessed (by port, IP, …) rather than
 * found by inspecting the payload. Renders nothing when there is no application.
 */
export function AppName({ conv }: { conv: Pick<Conversation, 'appName' | 'dpiConfidence'> }) {
  if (!conv.appName) return null;
  const guess = isAppGuess(conv);
  return (
    <span
      className={guess ? 'app-name guess' : 'app-name'}
      data-testid="app-name"
      data-guess={guess ? 'true' : 'false'}
      data-confidence={conv.dpiConfidence}
      title={guess ? GUESS_TITLE : conv.dpiConfidence ? `classified by ${conv.dpiConfidence}` : undefined}
    >
      {conv.appName}
    </span>
  );
}

/** One small badge per flow risk (nDPI), in the order sent. */
export function RiskBadges({ risks }: { risks?: string[] | null }) {
  if (!risks || risks.length === 0) return null;
  return (
    <>
      {risks.map((r, i) => (
        <span key={`${i}:${r}`} className="badge risk" data-testid="risk-badge">
          {r}
        </span>
      ))}
    </>
  );
}

/** One IDS alert as shown: its signature and, when known, the rule ids and severities that raised it. */
export interface IdsAlertView {
  signature: string;
  /** "sid 9100003, severity 1" (several joined by "; "), or undefined when neither is known. */
  title?: string;
  /** The highest severity (lowest number) seen for the signature, when known. */
  severity?: number;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The distinct alerts of a conversation, one per signature: first the names in idsAlerts (in the order
 * sent), then any signature only found in idsAlertDetails. Malformed entries (non-string signatures,
 * non-numeric sid/severity) are skipped or left out of the tooltip.
 */
export function idsAlertViews(conv: Pick<Conversation, 'idsAlerts' | 'idsAlertDetails'>): IdsAlertView[] {
  const byName = new Map<string, { parts: string[]; severity?: number }>();
  const add = (name: unknown) => {
    if (typeof name !== 'string' || name.trim() === '') return undefined;
    let entry = byName.get(name);
    if (!entry) {
      entry = { parts: [] };
      byName.set(name, entry);
    }
    return entry;
  };
  for (const name of Array.isArray(conv.idsAlerts) ? conv.idsAlerts : []) add(name);
  for (const d of Array.isArray(conv.idsAlertDetails) ? conv.idsAlertDetails : []) {
    if (!d || typeof d !== 'object') continue;
    const entry = add(d.signature);
    if (!entry) continue;
    const bits: string[] = [];
    if (isNum(d.sid)) bits.push(`sid ${d.sid}`);
    if (isNum(d.severity)) {
      bits.push(`severity ${d.severity}`);
      if (entry.severity === undefined || d.severity < entry.severity) entry.severity = d.severity;
    }
    const part = bits.join(', ');
    if (part && !entry.parts.includes(part)) entry.parts.push(part);
  }
  return [...byName].map(([signature, e]) => ({
    signature,
    title: e.parts.length > 0 ? e.parts.join('; ') : undefined,
    severity: e.severity,
  }));
}

/**
 * One small purple badge per IDS alert signature (Suricata), with the sid and severity as tooltip.
 * Renders nothing when there are no alerts (IDS off, or on with nothing raised).
 */
export function IdsBadges({ conv }: { conv: Pick<Conversation, 'idsAlerts' | 'idsAlertDetails'> }) {
  const alerts = idsAlertViews(conv);
  if (alerts.length === 0) return null;
  return (
    <>
      {alerts.map((a) => (
        <span
          key={a.signature}
          className="badge ids"
          data-testid="ids-badge"
          data-severity={a.severity !== undefined ? String(a.severity) : undefined}
          title={a.title}
        >
          {a.signature}
        </span>
      ))}
    </>
  );
}
