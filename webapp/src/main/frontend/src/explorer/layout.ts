// The conversation table's layout: which columns, in which order, at which widths. Compact default widths make
// the default columns fit a 1,440 px screen beside the filter panel; a column the user resized keeps its width.
// The layout is remembered in this browser and carried in the URL (`cols`), so a shared link shows the same table.
import { COLUMNS, DEFAULT_COLUMNS, loadColumns, saveColumns } from './columns';

export interface ColumnLayout {
  /** Visible column ids, in the table's order. */
  ids: string[];
  /** Widths in pixels of the columns the user resized; the others have their compact default. */
  widths: Record<string, number>;
}

export const MIN_WIDTH = 32;
export const MAX_WIDTH = 900;

/** Compact default widths in pixels (cell padding included); a value longer than its cell ends in an ellipsis. */
const DEFAULT_WIDTHS: Record<string, number> = {
  // each wide enough for its header (two-word headers on two lines) and its usual values at the table's 11 px;
  // the default set is at most 1,104 px wide, within the 1,112 px a 1,440 px window leaves beside the filters
  srcIp: 102,
  dstIp: 102,
  srcPort: 44,
  dstPort: 44,
  protocol: 58,
  appName: 76,
  category: 62,
  dissectorProtocol: 66,
  risks: 40,
  idsAlerts: 58,
  countries: 66,
  devices: 56,
  srcCountry: 56,
  dstCountry: 56,
  srcDeviceType: 60,
  dstDeviceType: 60,
  totalBytes: 70,
  packetCount: 54,
  startTime: 108,
  endTime: 108,
  customRules: 58,
  userAgent: 48,
  hostname: 120,
  durationMs: 80,
  communityId: 120,
};
const FALLBACK_WIDTH = 80;

export function columnWidth(layout: ColumnLayout, id: string): number {
  return layout.widths[id] ?? DEFAULT_WIDTHS[id] ?? FALLBACK_WIDTH;
}

const known = (id: string) => COLUMNS.some((c) => c.id === id);
const clampWidth = (w: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w)));

export const defaultLayout = (): ColumnLayout => ({ ids: [...DEFAULT_COLUMNS], widths: {} });

/** "srcIp:120,dstIp,…": the ids in order, with the width of each resized column; '' for the default layout. */
export function formatLayout(layout: ColumnLayout): string {
  const isDefault = Object.keys(layout.widths).length === 0 && layout.ids.join(',') === DEFAULT_COLUMNS.join(',');
  if (isDefault) return '';
  return layout.ids.map((id) => (layout.widths[id] != null ? `${id}:${layout.widths[id]}` : id)).join(',');
}

/** The layout a `cols` parameter describes; unknown ids and bad widths are dropped; null when nothing is left. */
export function parseLayout(raw: string | null | undefined): ColumnLayout | null {
  if (!raw) return null;
  const layout: ColumnLayout = { ids: [], widths: {} };
  for (const part of raw.split(',')) {
    const [id, width] = part.trim().split(':');
    if (!id || !known(id) || layout.ids.includes(id)) continue;
    layout.ids.push(id);
    const w = Number(width);
    if (width !== undefined && Number.isFinite(w) && w > 0) layout.widths[id] = clampWidth(w);
  }
  return layout.ids.length > 0 ? layout : null;
}

export function withWidth(layout: ColumnLayout, id: string, width: number): ColumnLayout {
  return { ...layout, widths: { ...layout.widths, [id]: clampWidth(width) } };
}

/** The layout with column `id` moved to position `to` (clamped to the ends). */
export function moveColumn(layout: ColumnLayout, id: string, to: number): ColumnLayout {
  const from = layout.ids.indexOf(id);
  if (from < 0) return layout;
  const ids = layout.ids.filter((c) => c !== id);
  ids.splice(Math.max(0, Math.min(ids.length, to)), 0, id);
  return { ...layout, ids };
}

/** The layout showing `ids` (a column added goes last; the others keep their order and widths). */
export function withColumns(layout: ColumnLayout, ids: readonly string[]): ColumnLayout {
  const kept = layout.ids.filter((id) => ids.includes(id));
  const added = ids.filter((id) => !kept.includes(id));
  return { ...layout, ids: [...kept, ...added] };
}

const WIDTHS_KEY = 'pcaplens.explorer.widths';

/** The layout remembered in this browser; the default when nothing (valid) is stored. */
export function loadLayout(): ColumnLayout {
  let widths: Record<string, number> = {};
  try {
    const parsed = parseLayout(Object.entries(JSON.parse(window.localStorage.getItem(WIDTHS_KEY) ?? '{}') as Record<string, unknown>)
      .map(([id, w]) => `${id}:${String(w)}`)
      .join(','));
    widths = parsed?.widths ?? {};
  } catch {
    widths = {};
  }
  return { ids: loadColumns(), widths };
}

export function saveLayout(layout: ColumnLayout): void {
  saveColumns(layout.ids);
  try {
    window.localStorage.setItem(WIDTHS_KEY, JSON.stringify(layout.widths));
  } catch {
    // storage full or disabled: the layout lasts for this page (and its URL) only
  }
}
