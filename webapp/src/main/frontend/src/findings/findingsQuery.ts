// The findings page keeps its filters, sort and page in the URL under the API's own parameter names, so a view can
// be shared and Back/Forward restore it; and the labels and grouping the page shows its findings under.
import { FINDING_SEVERITIES, type DetectorRun, type Finding, type FindingSeverity } from '../types';

export type FindingSort = 'severity' | 'score' | 'kind';

export const FINDING_SORTS: readonly FindingSort[] = ['severity', 'score', 'kind'];

export interface FindingsQuery {
  /** One kind exactly ("vertical_scan"), '' for any. */
  kind: string;
  /** The least severity shown, '' for any. */
  severity: FindingSeverity | '';
  /** One of the finding's hosts as written there, '' for any. */
  host: string;
  sort: FindingSort;
  page: number;
}

/** Every kind a detector finds (docs/findings.md), in the order the detectors are listed there. */
export const FINDING_KINDS = [
  'beaconing',
  'vertical_scan',
  'horizontal_scan',
  'long_connection',
  'exfiltration',
  'tls_expired_certificate',
  'tls_not_yet_valid',
  'tls_self_signed',
  'tls_name_mismatch',
  'tls_no_sni',
  'tls_old_version',
  'tls_rare_fingerprint',
  'protocol_mismatch',
  'ids_alert',
  'custom_rule',
  'dns_tunnel',
  'dns_nonstandard_port',
  'dns_nxdomain_burst',
  'icmp_tunnel',
  'tor',
  'cleartext_credentials',
] as const;

const KIND_LABELS: Record<string, string> = {
  beaconing: 'Beaconing',
  vertical_scan: 'Vertical scan',
  horizontal_scan: 'Horizontal scan',
  long_connection: 'Long connection',
  exfiltration: 'Exfiltration',
  tls_expired_certificate: 'TLS expired certificate',
  tls_self_signed: 'TLS self-signed certificate',
  tls_no_sni: 'TLS without server name',
  tls_not_yet_valid: 'TLS certificate not valid yet',
  tls_name_mismatch: 'TLS name mismatch',
  tls_old_version: 'TLS older than 1.2',
  tls_rare_fingerprint: 'TLS rare client fingerprint',
  icmp_tunnel: 'ICMP tunnel',
  tor: 'Tor',
  dns_tunnel: 'DNS tunnel',
  dns_nonstandard_port: 'DNS on a non-standard port',
  dns_nxdomain_burst: 'NXDOMAIN burst',
  cleartext_credentials: 'Cleartext credentials',
  protocol_mismatch: 'Protocol mismatch',
  ids_alert: 'IDS alert',
  custom_rule: 'Custom rule',
};

/** A kind as people read it; one the page does not know yet is shown as sent, underscores as spaces. */
export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.replace(/_/g, ' ');
}

/** "Critical", "High", …; "Any severity" for ''. */
export function severityLabel(severity: FindingSeverity | ''): string {
  return severity === '' ? 'Any severity' : severity.charAt(0).toUpperCase() + severity.slice(1);
}

const isSeverity = (s: string): s is FindingSeverity => (FINDING_SEVERITIES as readonly string[]).includes(s);

export const emptyFindingsQuery = (): FindingsQuery => ({ kind: '', severity: '', host: '', sort: 'severity', page: 1 });

/** Reads the page's state from a location's query string; a value that names nothing is left out. */
export function readFindingsQuery(search: string): FindingsQuery {
  const p = new URLSearchParams(search);
  const severity = (p.get('severity') ?? '').toLowerCase();
  const sort = (p.get('sort') ?? '').toLowerCase();
  const page = Number(p.get('page') ?? '1');
  return {
    kind: (p.get('kind') ?? '').trim(),
    severity: isSeverity(severity) ? severity : '',
    host: (p.get('host') ?? '').trim(),
    sort: (FINDING_SORTS as readonly string[]).includes(sort) ? (sort as FindingSort) : 'severity',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The filters and sort as the API takes them (no paging): only what is set, the default sort left out. */
export function findingsFilters(q: FindingsQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.kind.trim()) p.set('kind', q.kind.trim());
  if (q.severity) p.set('severity', q.severity);
  if (q.host.trim()) p.set('host', q.host.trim());
  if (q.sort !== 'severity') p.set('sort', q.sort);
  return p;
}

/** The page's own URL query: the API's filters, and the page when past the first; '' when all are defaults. */
export function writeFindingsQuery(q: FindingsQuery): string {
  const p = findingsFilters(q);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Whether any filter is set (the sort and page are not filters). */
export const hasFindingFilters = (q: FindingsQuery): boolean => findingsFilters({ ...q, sort: 'severity' }).toString() !== '';

export interface SeverityGroup {
  severity: FindingSeverity;
  findings: Finding[];
}

/**
 * The findings under their severity, most severe first, each group in the order the list gave them; a severity
 * with no finding is left out.
 */
export function groupBySeverity(findings: readonly Finding[]): SeverityGroup[] {
  return FINDING_SEVERITIES.map((severity) => ({ severity, findings: findings.filter((f) => f.severity === severity) })).filter(
    (g) => g.findings.length > 0,
  );
}

/** "scans v2: 3 found", "tls v1: nothing found", "beaconing v1: failed (why)". */
export function detectorRunLabel(run: DetectorRun): string {
  const name = `${run.detector} v${run.version}`;
  if (run.status === 'failed') return `${name}: failed${run.failure ? ` (${run.failure})` : ''}`;
  return `${name}: ${run.found === 0 ? 'nothing found' : `${run.found} found`}`;
}

/** What the detectors' runs say together: whether an empty list means "nothing found" or not. */
export function detectorsSummary(runs: readonly DetectorRun[]): { ran: number; failed: number; text: string } {
  const failed = runs.filter((r) => r.status === 'failed').length;
  const ran = runs.length - failed;
  let text: string;
  if (runs.length === 0) text = 'No detector ran on this capture.';
  else if (failed === 0) text = `${ran} ${ran === 1 ? 'detector' : 'detectors'} ran`;
  else text = `${ran} ran, ${failed} failed: the list may miss what ${failed === 1 ? 'it' : 'they'} would have found`;
  return { ran, failed, text };
}

/** A finding's parameters as name and value, sorted by name. */
export function parameterList(parameters: Readonly<Record<string, string>> | undefined): [string, string][] {
  return Object.entries(parameters ?? {}).sort(([a], [b]) => a.localeCompare(b));
}

/** A score as the list shows it: whole numbers as they are, others to two decimals. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? score.toLocaleString('en-US') : score.toFixed(2);
}
