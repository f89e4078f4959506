// The conversation table's columns (spec 10.1): the default set, the optional ones the picker offers, and
// which the server can sort by (api.md: every scalar field).
import type { ReactNode } from 'react';
import { AppName, IdsBadges, RiskBadges } from '../components/FlowBadges';
import { CountryCell, DeviceBadge, RuleBadges } from '../components/EnrichmentBadges';
import { distinct, formatCount, formatDuration, formatSize, formatTime, timeOfDay } from '../format';
import type { Conversation, Facets } from '../types';

export interface Column {
  id: string;
  label: string;
  /** The API's sort field; absent for list-valued columns. */
  sortField?: string;
  className?: string;
  title?: string;
  defaultVisible: boolean;
  /** Shown only when the page has data for it (the IDS column only when IDS ran). */
  onlyWhen?: (rows: Conversation[]) => boolean;
  /**
   * Whether the capture has any value for the column, from its filter values (and the page's rows): a default
   * column without one is left out until the user picks columns (IDS alerts, custom rules, user agents…).
   */
  hasValues?: (facets: Facets, rows: Conversation[]) => boolean;
  cell: (c: Conversation, rows?: RowsView) => ReactNode;
}

/** What a cell may need to know about the rows shown with it. */
export interface RowsView {
  /** The rows' times fall on one calendar date: time cells show the time of day only (the date is in their tooltip). */
  oneDay: boolean;
}

const some = (values: Record<string, number> | undefined) => values !== undefined && Object.keys(values).length > 0;
/** HTTP among the capture's protocols: only HTTP carries user agents. */
const hasHttp = (f: Facets) => [f.protocols, f.dissectorProtocols, f.apps].some((v) => Object.keys(v ?? {}).some((k) => /^HTTP/i.test(k)));

/** Two values of a row's source and destination in one cell: "US → DE"; one side alone when the other has none. */
function Pair({ src, dst }: { src: ReactNode; dst: ReactNode }) {
  if (!src && !dst) return null;
  return (
    <>
      {src}
      <span className="pair-sep"> → </span>
      {dst}
    </>
  );
}

const timeCell = (iso: string | undefined, rows?: RowsView) => (rows?.oneDay ? timeOfDay(iso) : formatTime(iso));

/** Which name the Host column shows, and what the IP / Hostname filter matches beside it. */
export const HOSTNAME_TITLE =
  'The TLS Client Hello\'s server name (SNI), or the HTTP Host DPI read. The IP / Hostname filter also matches every name seen in the flow: DNS questions, HTTP Host, SNI and certificate names (see the detail panel).';

export const COLUMNS: readonly Column[] = [
  { id: 'srcIp', label: 'Source IP', sortField: 'srcIp', className: 'mono', defaultVisible: true, cell: (c) => c.srcIp },
  { id: 'dstIp', label: 'Destination IP', sortField: 'dstIp', className: 'mono', defaultVisible: true, cell: (c) => c.dstIp },
  { id: 'srcPort', label: 'Src Port', sortField: 'srcPort', className: 'num', defaultVisible: true, cell: (c) => c.srcPort ?? '' },
  { id: 'dstPort', label: 'Dst Port', sortField: 'dstPort', className: 'num', defaultVisible: true, cell: (c) => c.dstPort ?? '' },
  { id: 'protocol', label: 'Protocol', sortField: 'protocol', defaultVisible: true, cell: (c) => c.protocol },
  {
    id: 'appName',
    label: 'Application',
    sortField: 'appName',
    title: 'Application found by deep packet inspection (nDPI); italic when guessed by port/IP',
    defaultVisible: true,
    cell: (c) => <AppName conv={c} />,
  },
  { id: 'category', label: 'Category', sortField: 'category', defaultVisible: true, cell: (c) => c.category ?? '' },
  { id: 'dissectorProtocol', label: 'Dissected', sortField: 'dissectorProtocol', defaultVisible: true, cell: (c) => c.dissectorProtocol ?? '' },
  { id: 'risks', label: 'Risks', className: 'risks', defaultVisible: true, hasValues: (f) => some(f.risks), cell: (c) => <RiskBadges risks={c.flowRisks} /> },
  {
    id: 'idsAlerts',
    label: 'IDS Alerts',
    className: 'risks ids-alerts',
    title: 'Intrusion detection (Suricata) alert signatures',
    defaultVisible: true,
    onlyWhen: (rows) => rows.some((c) => Array.isArray(c.idsAlerts) || Array.isArray(c.idsAlertDetails)),
    hasValues: (f) => some(f.idsAlerts),
    cell: (c) => <IdsBadges conv={c} />,
  },
  {
    id: 'countries',
    label: 'Countries',
    sortField: 'dstCountry',
    title: 'Countries of the external source → destination addresses (sorts by the destination)',
    defaultVisible: true,
    hasValues: (f) => some(f.countries),
    cell: (c) => <Pair src={<CountryCell geo={c.srcGeo} />} dst={<CountryCell geo={c.dstGeo} />} />,
  },
  {
    id: 'devices',
    label: 'Devices',
    sortField: 'srcDeviceType',
    title: 'Predicted device types of the source → destination (sorts by the source)',
    defaultVisible: true,
    hasValues: (f) => some(f.deviceTypes),
    cell: (c) => (c.srcDeviceType || c.dstDeviceType ? <Pair src={<DeviceBadge type={c.srcDeviceType} />} dst={<DeviceBadge type={c.dstDeviceType} />} /> : null),
  },
  {
    id: 'totalBytes',
    label: 'Bytes',
    sortField: 'totalBytes',
    className: 'num',
    title: 'Bytes of the conversation in binary units (KiB = 1,024 bytes); the exact count in each cell\'s tooltip',
    defaultVisible: true,
    cell: (c) => formatSize(c.totalBytes),
  },
  { id: 'packetCount', label: 'Packets', sortField: 'packetCount', className: 'num', defaultVisible: true, cell: (c) => formatCount(c.packetCount) },
  { id: 'startTime', label: 'Start', sortField: 'startTime', className: 'time', defaultVisible: true, cell: (c, rows) => timeCell(c.startTime, rows) },
  { id: 'endTime', label: 'End', sortField: 'endTime', className: 'time', defaultVisible: true, cell: (c, rows) => timeCell(c.endTime, rows) },
  { id: 'customRules', label: 'Custom Rules', className: 'risks', defaultVisible: true, hasValues: (f) => some(f.customRules), cell: (c) => <RuleBadges rules={c.customRules} /> },
  {
    id: 'userAgent',
    label: 'User-Agent',
    className: 'ua',
    defaultVisible: true,
    hasValues: (f, rows) => hasHttp(f) || rows.some((c) => distinct(c.httpUserAgents).length > 0),
    cell: (c) => {
      const uas = distinct(c.httpUserAgents);
      return uas.length === 0 ? '' : <span title={uas.join('\n')}>{uas[0]}{uas.length > 1 ? ` (+${uas.length - 1})` : ''}</span>;
    },
  },
  {
    id: 'hostname',
    label: 'Host (SNI)',
    sortField: 'hostname',
    className: 'mono',
    title: HOSTNAME_TITLE,
    defaultVisible: false,
    cell: (c) => c.hostname ?? '',
  },
  { id: 'srcCountry', label: 'Src Country', sortField: 'srcCountry', title: 'Country of an external source address', defaultVisible: false, cell: (c) => <CountryCell geo={c.srcGeo} /> },
  { id: 'dstCountry', label: 'Dst Country', sortField: 'dstCountry', title: 'Country of an external destination address', defaultVisible: false, cell: (c) => <CountryCell geo={c.dstGeo} /> },
  { id: 'srcDeviceType', label: 'Src Device', sortField: 'srcDeviceType', title: 'Predicted device type of the source', defaultVisible: false, cell: (c) => <DeviceBadge type={c.srcDeviceType} /> },
  { id: 'dstDeviceType', label: 'Dst Device', sortField: 'dstDeviceType', title: 'Predicted device type of the destination', defaultVisible: false, cell: (c) => <DeviceBadge type={c.dstDeviceType} /> },
  { id: 'transport', label: 'Transport', sortField: 'transport', defaultVisible: false, cell: (c) => c.transport ?? '' },
  { id: 'durationMs', label: 'Duration', sortField: 'durationMs', className: 'num', defaultVisible: false, cell: (c) => formatDuration(c.durationMs) },
  {
    id: 'fileTypes',
    label: 'File Types',
    defaultVisible: false,
    cell: (c) => (c.fileTypes ?? []).map((t) => <span key={t} className="badge filetype">{t}</span>),
  },
  { id: 'ja3Client', label: 'JA3', sortField: 'ja3Client', className: 'mono', defaultVisible: false, cell: (c) => c.ja3Client ?? '' },
  { id: 'ja3Server', label: 'JA3S', sortField: 'ja3Server', className: 'mono', defaultVisible: false, cell: (c) => c.ja3Server ?? '' },
  { id: 'ja4Client', label: 'JA4', sortField: 'ja4Client', className: 'mono', defaultVisible: false, cell: (c) => c.ja4Client ?? '' },
  { id: 'extractedFileCount', label: 'Files', sortField: 'extractedFileCount', className: 'num', title: 'Files extracted from the conversation', defaultVisible: false, cell: (c) => (c.extractedFileCount ? formatCount(c.extractedFileCount) : '') },
  { id: 'id', label: 'ID', sortField: 'id', className: 'num', defaultVisible: false, cell: (c) => String(c.id) },
  { id: 'communityId', label: 'Community ID', sortField: 'communityId', className: 'mono', title: 'Community ID of the flow (v1, seed 0), the key Zeek, Suricata and Arkime log it by', defaultVisible: false, cell: (c) => c.communityId ?? '' },
];

export const DEFAULT_COLUMNS: readonly string[] = COLUMNS.filter((c) => c.defaultVisible).map((c) => c.id);

/**
 * The columns the table shows for `ids`: those the page has data for and, while the user has not picked columns
 * (`ids` are the default set, in any order), only those the capture has values for.
 */
export function shownColumns(ids: readonly string[], rows: Conversation[], facets: Facets | null): Column[] {
  // moved or resized columns are still the default set: only adding or removing one is picking
  const picked = [...ids].sort().join(',') !== [...DEFAULT_COLUMNS].sort().join(',');
  return ids
    .map((id) => COLUMNS.find((c) => c.id === id))
    .filter((c): c is Column => c !== undefined && (!c.onlyWhen || c.onlyWhen(rows)))
    .filter((c) => picked || !c.hasValues || facets === null || c.hasValues(facets, rows));
}

const STORAGE_KEY = 'pcaplens.explorer.columns';

/** The picked columns, as remembered in this browser; the default set when nothing (valid) is stored. */
export function loadColumns(): string[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return [...DEFAULT_COLUMNS];
    const ids: unknown = JSON.parse(raw);
    if (!Array.isArray(ids)) return [...DEFAULT_COLUMNS];
    const known = ids.filter((id): id is string => typeof id === 'string' && COLUMNS.some((c) => c.id === id));
    return known.length > 0 ? known : [...DEFAULT_COLUMNS];
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

export function saveColumns(ids: readonly string[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
}
