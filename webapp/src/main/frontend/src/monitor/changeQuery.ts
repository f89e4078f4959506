// The change list's state as it lives in the network page's address, so that a reload or a shared link shows
// the same events: `severity`, `type`, `snapshot`, `reviewed`, `muted`, `page` and `size`. Without a `severity` the list
// shows WARNING and CRITICAL: INFO (hosts coming and going) outnumbers them tenfold in a busy network.

import { PAGE_SIZES } from '../components/Pager';
import { CHANGE_SEVERITIES, type ChangeSeverity } from '../types';
import { isChangeType, type ChangeType } from './changeTypes';

export interface ChangeQuery {
  /** Never empty: every severity is the same as no severity filter. In INFO, WARNING, CRITICAL order. */
  severities: readonly ChangeSeverity[];
  type: ChangeType | null;
  /** The snapshot that brought the changes. */
  snapshot: string | null;
  reviewed: boolean | null;
  /** Muted changes listed too (the service leaves them out by default). */
  muted: boolean;
  page: number;
  size: number;
}

export const DEFAULT_SEVERITIES: readonly ChangeSeverity[] = ['WARNING', 'CRITICAL'];
export const DEFAULT_CHANGE_SIZE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function defaultChangeQuery(): ChangeQuery {
  return { severities: DEFAULT_SEVERITIES, type: null, snapshot: null, reviewed: null, muted: false, page: 1, size: DEFAULT_CHANGE_SIZE };
}

/** The given severities in scale order, without repeats; none at all means every one. */
export function normalSeverities(values: readonly string[]): ChangeSeverity[] {
  const chosen = CHANGE_SEVERITIES.filter((s) => values.includes(s));
  return chosen.length === 0 ? [...CHANGE_SEVERITIES] : chosen;
}

/** The `page` of an address's query string, 1 when it names none or no valid one. */
export function pageFromQuery(search: string): number {
  return Math.max(1, parseInt(new URLSearchParams(search).get('page') ?? '1', 10) || 1);
}

/** Reads the change list's state from an address's query string; anything malformed falls back to the default. */
export function readChangeQuery(search: string): ChangeQuery {
  const p = new URLSearchParams(search);
  const q = defaultChangeQuery();
  const severity = p.get('severity');
  if (severity !== null) q.severities = normalSeverities(severity.split(',').map((v) => v.trim().toUpperCase()));
  const type = (p.get('type') ?? '').trim().toUpperCase();
  q.type = isChangeType(type) ? type : null;
  const snapshot = (p.get('snapshot') ?? '').trim();
  q.snapshot = UUID.test(snapshot) ? snapshot.toLowerCase() : null;
  const reviewed = p.get('reviewed');
  q.reviewed = reviewed === 'true' ? true : reviewed === 'false' ? false : null;
  q.muted = p.get('muted') === 'true';
  q.page = pageFromQuery(search);
  const size = parseInt(p.get('size') ?? '', 10);
  q.size = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CHANGE_SIZE;
  return q;
}

const sameSeverities = (a: readonly ChangeSeverity[], b: readonly ChangeSeverity[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** The address's query string for `q` (defaults left out), with a leading '?', or '' when all is default. */
export function writeChangeQuery(q: ChangeQuery): string {
  const p = new URLSearchParams();
  if (!sameSeverities(q.severities, DEFAULT_SEVERITIES)) p.set('severity', q.severities.join(','));
  if (q.type) p.set('type', q.type);
  if (q.snapshot) p.set('snapshot', q.snapshot);
  if (q.reviewed !== null) p.set('reviewed', String(q.reviewed));
  if (q.muted) p.set('muted', 'true');
  if (q.page !== 1) p.set('page', String(q.page));
  if (q.size !== DEFAULT_CHANGE_SIZE) p.set('size', String(q.size));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The filters as the changes endpoint takes them (api.md), without paging. */
export function changeFilterParams(q: ChangeQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.severities.length < CHANGE_SEVERITIES.length) p.set('severity', q.severities.join(','));
  if (q.type) p.set('type', q.type);
  if (q.snapshot) p.set('snapshotId', q.snapshot);
  if (q.reviewed !== null) p.set('reviewed', String(q.reviewed));
  if (q.muted) p.set('muted', 'any');
  return p;
}

/** A click on a severity's pill: on becomes off and off on; turning the last one off shows every severity. */
export function toggleSeverity(current: readonly ChangeSeverity[], severity: ChangeSeverity): ChangeSeverity[] {
  const on = current.includes(severity);
  return normalSeverities(on ? current.filter((s) => s !== severity) : [...current, severity]);
}

/** True when a filter differs from what the list opens with ("Reset filters" has something to do). */
export function differsFromDefault(q: ChangeQuery): boolean {
  return q.type !== null || q.snapshot !== null || q.reviewed !== null || q.muted || !sameSeverities(q.severities, DEFAULT_SEVERITIES);
}
