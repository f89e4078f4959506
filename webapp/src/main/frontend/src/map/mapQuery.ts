// The map's state as it lives in the URL (/files/{id}/map?groupBy=subnet24&limit=500&protocol=HTTP&q=…), under
// the graph API's own parameter names, so the API query is the URL's query.

export const GROUPINGS = ['none', 'subnet24', 'subnet16', 'asn', 'country', 'deviceType'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const GROUPING_LABELS: Record<Grouping, string> = {
  none: 'Hosts',
  subnet24: 'Subnets (/24, IPv6 /64)',
  subnet16: 'Subnets (/16, IPv6 /48)',
  asn: 'Autonomous systems',
  country: 'Countries',
  deviceType: 'Device types',
};

export const LIMITS = [50, 200, 500, 1000, 2000, 5000] as const;
export const DEFAULT_LIMIT = 200;

export interface MapQuery {
  groupBy: Grouping;
  limit: number;
  /** Conversation filters, as the explorer writes them: comma-separated values. */
  protocol: string;
  app: string;
  /** A hunt expression (docs/hunt.md). */
  q: string;
}

export const emptyMapQuery = (): MapQuery => ({ groupBy: 'none', limit: DEFAULT_LIMIT, protocol: '', app: '', q: '' });

export function readMapQuery(search: string): MapQuery {
  const p = new URLSearchParams(search);
  const q = emptyMapQuery();
  const groupBy = p.get('groupBy');
  if ((GROUPINGS as readonly string[]).includes(groupBy ?? '')) q.groupBy = groupBy as Grouping;
  const limit = Number(p.get('limit'));
  if (Number.isInteger(limit) && limit >= 2 && limit <= 5000) q.limit = limit;
  q.protocol = p.get('protocol') ?? '';
  q.app = p.get('app') ?? '';
  q.q = p.get('q') ?? '';
  return q;
}

/** The graph API's parameters for the map: only what differs from the API's defaults. */
export function graphParams(q: MapQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.groupBy !== 'none') p.set('groupBy', q.groupBy);
  if (q.limit !== DEFAULT_LIMIT) p.set('limit', String(q.limit));
  if (q.protocol.trim()) p.set('protocol', q.protocol.trim());
  if (q.app.trim()) p.set('app', q.app.trim());
  if (q.q.trim()) p.set('q', q.q.trim());
  return p;
}

/** The map page's query string, with a leading '?' ('' for the defaults). */
export function writeMapQuery(q: MapQuery): string {
  const s = graphParams(q).toString();
  return s ? `?${s}` : '';
}
