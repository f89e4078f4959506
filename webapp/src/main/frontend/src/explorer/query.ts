// The explorer's state as it lives in the URL: filters, sort and paging (spec 10.2, 10.3). The same names
// as the list endpoint's query parameters (api.md), so the API query is the URL's query minus paging.

import { PAGE_SIZES } from '../components/Pager';

/** Pill and multi-select filters: OR within one, AND across (api.md parameter names). */
export const LIST_FILTERS = [
  'protocol',
  'dissectorProtocol',
  'app',
  'category',
  'fileType',
  'risk',
  'idsAlert',
  'rule',
  'country',
  'deviceType',
  'asn',
] as const;

export type ListFilter = (typeof LIST_FILTERS)[number];

/**
 * A pill group's value written with this mark before it is excluded (NOT) instead of selected, in the URL as in
 * the API (`protocol=!TCP`); the lists hold excluded values so.
 */
export const NOT = '!';
export const isExcluded = (value: string) => value.startsWith(NOT);
export const excludedValue = (value: string) => value.slice(NOT.length);

/** The group's values with `value` excluded, or, when it already is, no longer excluded; never also selected. */
export function toggleExclusion(values: readonly string[], value: string): string[] {
  const mark = NOT + value;
  return values.includes(mark) ? values.filter((v) => v !== mark) : [...values.filter((v) => v !== value), mark];
}

export interface SortKey {
  field: string;
  asc: boolean;
}

/** What the table lists: the spec's conversation rows, or one row per transport flow (`view=flows`). */
export type ExplorerView = 'conversations' | 'flows';

export type PayloadScope = 'stored' | 'full';

export interface ExplorerQuery {
  /** The hunt language expression (`q`), ANDed by the API with every other filter; '' for none. */
  q: string;
  ip: string;
  port: string;
  /** A flow's Community ID, matched exactly. */
  communityId: string;
  payload: string;
  /** Where the payload is searched: the stored first 64 bytes of each packet (the default) or whole packets. */
  payloadScope: PayloadScope;
  risksOnly: boolean;
  lists: Record<ListFilter, string[]>;
  /** The time window (`from`, `to`: ISO instants with an offset, '' when open): conversations active in it. */
  from: string;
  to: string;
  sort: SortKey[];
  page: number;
  size: number;
  /** The conversation whose detail panel is open (`conv`), so a link can point at one conversation. */
  open: string | null;
  /** Rows or flows; the filters and sort apply to either. */
  view: ExplorerView;
  /** The table's columns, order and widths (`cols`, see explorer/layout.ts); '' for the remembered layout. */
  cols: string;
}

export const DEFAULT_SIZE = 25;

/** Values the API splits on commas; IDS signature and rule names may contain commas, so they are repeated instead. */
const COMMA_SAFE: ReadonlySet<ListFilter> = new Set(['idsAlert', 'rule']);

function emptyLists(): Record<ListFilter, string[]> {
  return Object.fromEntries(LIST_FILTERS.map((f) => [f, [] as string[]])) as Record<ListFilter, string[]>;
}

export function emptyQuery(): ExplorerQuery {
  return { q: '', ip: '', port: '', communityId: '', payload: '', payloadScope: 'stored', risksOnly: false, lists: emptyLists(), from: '', to: '', sort: [], page: 1, size: DEFAULT_SIZE, open: null, view: 'conversations', cols: '' };
}

/** `field:dir,…` as the API reads it. */
export function parseSort(raw: string | null): SortKey[] {
  if (!raw) return [];
  const keys: SortKey[] = [];
  for (const part of raw.split(',')) {
    const [field, dir] = part.trim().split(':');
    if (!field || keys.some((k) => k.field === field)) continue;
    keys.push({ field, asc: (dir ?? 'asc').toLowerCase() !== 'desc' });
  }
  return keys;
}

export const formatSort = (keys: readonly SortKey[]) => keys.map((k) => `${k.field}:${k.asc ? 'asc' : 'desc'}`).join(',');

/** Reads the explorer state from a location's query string; anything malformed falls back to the default. */
export function readQuery(search: string): ExplorerQuery {
  const p = new URLSearchParams(search);
  const q = emptyQuery();
  q.q = p.get('q') ?? '';
  q.ip = p.get('ip') ?? '';
  q.port = p.get('port') ?? '';
  q.communityId = p.get('communityId') ?? '';
  q.payload = p.get('payload') ?? '';
  q.payloadScope = p.get('payloadScope') === 'full' ? 'full' : 'stored';
  q.risksOnly = p.get('risksOnly') === 'true';
  for (const f of LIST_FILTERS) {
    const values = p.getAll(f).flatMap((v) => (COMMA_SAFE.has(f) ? [v] : v.split(',')));
    q.lists[f] = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
  }
  q.from = (p.get('from') ?? '').trim();
  q.to = (p.get('to') ?? '').trim();
  q.sort = parseSort(p.get('sort'));
  q.page = Math.max(1, parseInt(p.get('page') ?? '1', 10) || 1);
  const size = parseInt(p.get('size') ?? '', 10);
  q.size = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE;
  const open = p.get('conv');
  q.open = open && /^\d{1,18}$/.test(open) ? open : null;
  q.view = p.get('view') === 'flows' ? 'flows' : 'conversations';
  q.cols = p.get('cols') ?? '';
  return q;
}

/** Filters and sort as query parameters (no paging): what the list, CSV and bulk PCAP endpoints take. */
export function filterParams(q: ExplorerQuery, withSort = true): URLSearchParams {
  const p = new URLSearchParams();
  if (q.q.trim()) p.set('q', q.q.trim());
  if (q.ip.trim()) p.set('ip', q.ip.trim());
  if (q.port.trim()) p.set('port', q.port.trim());
  if (q.communityId.trim()) p.set('communityId', q.communityId.trim());
  if (q.payload) p.set('payload', q.payload);
  if (q.payload && q.payloadScope === 'full') p.set('payloadScope', 'full');
  if (q.risksOnly) p.set('risksOnly', 'true');
  for (const f of LIST_FILTERS) {
    const values = q.lists[f];
    if (values.length === 0) continue;
    if (COMMA_SAFE.has(f) || values.some((v) => v.includes(','))) values.forEach((v) => p.append(f, v));
    else p.set(f, values.join(','));
  }
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  if (withSort && q.sort.length > 0) p.set('sort', formatSort(q.sort));
  return p;
}

/** The explorer's URL query string (filters, sort, and paging when not the default), with a leading '?'. */
export function writeQuery(q: ExplorerQuery): string {
  const p = filterParams(q);
  // the choice of whole packets made before a payload is typed: kept in the URL, though the API has no use for it yet
  if (!q.payload && q.payloadScope === 'full') p.set('payloadScope', 'full');
  if (q.page !== 1) p.set('page', String(q.page));
  if (q.size !== DEFAULT_SIZE) p.set('size', String(q.size));
  if (q.open !== null) p.set('conv', q.open);
  if (q.view === 'flows') p.set('view', 'flows');
  if (q.cols) p.set('cols', q.cols);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The same filters, sort and page size shown as rows or as flows, from the first page. */
export function switchView(q: ExplorerQuery, view: ExplorerView): ExplorerQuery {
  return { ...q, view, page: 1 };
}

/** True when any filter narrows the list. */
export function hasFilters(q: ExplorerQuery): boolean {
  return !!(q.q.trim() || q.ip.trim() || q.port.trim() || q.communityId.trim() || q.payload || q.risksOnly || q.from || q.to || LIST_FILTERS.some((f) => q.lists[f].length > 0));
}

/**
 * Spec 10.3: a click sorts by the column ascending, a second click descending, a third removes the sort;
 * with Shift the column is added to (or toggled within) the multi-column sort instead of replacing it.
 */
export function nextSort(current: readonly SortKey[], field: string, additive: boolean): SortKey[] {
  const at = current.findIndex((k) => k.field === field);
  const existing = at >= 0 ? current[at] : null;
  if (!additive) {
    if (!existing || current.length > 1) return [{ field, asc: existing ? !existing.asc : true }];
    return existing.asc ? [{ field, asc: false }] : [];
  }
  if (!existing) return [...current, { field, asc: true }];
  if (existing.asc) return current.map((k, i) => (i === at ? { field, asc: false } : k));
  return current.filter((_, i) => i !== at);
}

/** A version-1 Community ID as Zeek, Suricata and Arkime print it: "1:" and 28 base64 characters. */
export function communityIdError(id: string): string | null {
  const t = id.trim();
  if (t === '' || /^1:[A-Za-z0-9+/]{27}=$/.test(t)) return null;
  return 'A Community ID looks like 1:wCb3OG7yAFWelaUydu0D+125CLM= (version 1, 28 base64 characters).';
}

/** Spec 10.2 "Port": digits only, a port number. */
export function portError(port: string): string | null {
  const t = port.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return 'A port is written in digits only.';
  if (Number(t) > 65535) return `Port ${t} is out of range: a port is a number from 0 to 65535.`;
  return null;
}

/** How the payload box reads its text (same rules as the server): hex with 0x, hex bytes, else ASCII. */
export function describePayload(text: string): { ok: boolean; message: string } {
  if (text === '') return { ok: true, message: 'ASCII text, 0x-prefixed hex (0x474554) or hex bytes (47 45 54)' };
  const t = text.trim();
  if (/^0x/i.test(t)) {
    const hex = t.slice(2);
    if (hex === '' || hex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(hex)) {
      return { ok: false, message: '0x hex needs an even number of hex digits' };
    }
    return { ok: true, message: `hex: ${hex.length / 2} byte${hex.length === 2 ? '' : 's'}` };
  }
  if (/^[0-9a-f]{2}( +[0-9a-f]{2})+$/i.test(t)) {
    const n = t.split(/ +/).length;
    return { ok: true, message: `hex bytes: ${n} bytes` };
  }
  const n = new TextEncoder().encode(text).length;
  return { ok: true, message: `ASCII: ${n} byte${n === 1 ? '' : 's'}` };
}
