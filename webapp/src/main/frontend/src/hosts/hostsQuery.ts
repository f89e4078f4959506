// The host list's state as it lives in the URL (/files/{id}/hosts?internal=false&sort=-peers&page=2), under the
// list API's own parameter names, so the API query is the URL's query minus paging.

export const HOST_SORTS = ['-bytes', '-packets', '-peers', 'address'] as const;
export type HostSort = (typeof HOST_SORTS)[number];
export const HOST_SORT_LABELS: Record<HostSort, string> = {
  '-bytes': 'Most bytes first',
  '-packets': 'Most packets first',
  '-peers': 'Most peers first',
  address: 'By address',
};

export interface HostsQuery {
  address: string;
  /** 'true', 'false' or '' for both. */
  internal: string;
  deviceType: string;
  sort: HostSort;
  page: number;
}

export const emptyHostsQuery = (): HostsQuery => ({ address: '', internal: '', deviceType: '', sort: '-bytes', page: 1 });

export function readHostsQuery(search: string): HostsQuery {
  const p = new URLSearchParams(search);
  const q = emptyHostsQuery();
  q.address = p.get('address') ?? '';
  const internal = p.get('internal');
  q.internal = internal === 'true' || internal === 'false' ? internal : '';
  q.deviceType = p.get('deviceType') ?? '';
  const sort = p.get('sort');
  // the API's default direction written out or not: "bytes" is "-bytes"
  const known = HOST_SORTS.find((s) => s === sort || s === `-${sort}` || `+${s}` === sort);
  if (known) q.sort = known;
  q.page = Math.max(1, parseInt(p.get('page') ?? '1', 10) || 1);
  return q;
}

/** The list API's filters and sort (no paging); the default sort left out. */
export function hostFilters(q: HostsQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.address.trim()) p.set('address', q.address.trim());
  if (q.internal) p.set('internal', q.internal);
  if (q.deviceType.trim()) p.set('deviceType', q.deviceType.trim());
  if (q.sort !== '-bytes') p.set('sort', q.sort);
  return p;
}

export function writeHostsQuery(q: HostsQuery): string {
  const p = hostFilters(q);
  if (q.page !== 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const hasHostFilters = (q: HostsQuery) => !!(q.address.trim() || q.internal || q.deviceType.trim());
