// The hunt page's state as it lives in the URL: the expression, its scope, sort and paging (the list endpoint's
// names; `network` the monitored network whose captures are hunted, absent for every capture).
import { PAGE_SIZES } from '../components/Pager';
import { DEFAULT_SIZE, formatSort, parseSort, type SortKey } from '../explorer/query';

export interface HuntQuery {
  q: string;
  /** The monitored network's id, '' for every capture. */
  network: string;
  sort: SortKey[];
  page: number;
  size: number;
}

export function emptyHuntQuery(): HuntQuery {
  return { q: '', network: '', sort: [], page: 1, size: DEFAULT_SIZE };
}

/** Reads the hunt page's state from a location's query string; anything malformed falls back to the default. */
export function readHuntQuery(search: string): HuntQuery {
  const p = new URLSearchParams(search);
  const size = parseInt(p.get('size') ?? '', 10);
  return {
    q: p.get('q') ?? '',
    network: p.get('network') ?? '',
    sort: parseSort(p.get('sort')),
    page: Math.max(1, parseInt(p.get('page') ?? '1', 10) || 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
  };
}

/** The hunt page's URL query string, defaults left out, with a leading '?' ('' when all are defaults). */
export function writeHuntQuery(h: HuntQuery): string {
  const p = new URLSearchParams();
  if (h.q.trim()) p.set('q', h.q.trim());
  if (h.network) p.set('network', h.network);
  if (h.sort.length > 0) p.set('sort', formatSort(h.sort));
  if (h.page !== 1) p.set('page', String(h.page));
  if (h.size !== DEFAULT_SIZE) p.set('size', String(h.size));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A capture's conversations page with the same expression (and, when given, one conversation open). */
export function captureHuntPath(fileId: string | number, q: string, conversationId?: string | number): string {
  const p = new URLSearchParams();
  if (q.trim()) p.set('q', q.trim());
  if (conversationId !== undefined) p.set('conv', String(conversationId));
  const s = p.toString();
  return `/files/${encodeURIComponent(String(fileId))}${s ? `?${s}` : ''}`;
}
