// The hunt page's "grouped by capture" summary. It is computed from the rows of the page shown (the API has no
// per-capture aggregate of a query): hits, first and last seen count the page's rows only.
import type { HuntConversation } from './types';

export interface CaptureHits {
  fileId: HuntConversation['fileId'];
  fileName: string;
  hits: number;
  /** The earliest start and the latest end among the capture's rows (ISO instants), '' when none has one. */
  firstSeen: string;
  lastSeen: string;
}

const instant = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/** One entry per capture among `rows`, in the order captures first appear, with their hits and time span. */
export function groupByCapture(rows: readonly HuntConversation[]): CaptureHits[] {
  const groups = new Map<string, CaptureHits>();
  for (const r of rows) {
    const key = String(r.fileId);
    let g = groups.get(key);
    if (!g) {
      g = { fileId: r.fileId, fileName: r.fileName, hits: 0, firstSeen: '', lastSeen: '' };
      groups.set(key, g);
    }
    g.hits++;
    const start = instant(r.startTime);
    if (!Number.isNaN(start) && (g.firstSeen === '' || start < instant(g.firstSeen))) g.firstSeen = r.startTime;
    const end = instant(r.endTime ?? r.startTime);
    if (!Number.isNaN(end) && (g.lastSeen === '' || end > instant(g.lastSeen))) g.lastSeen = r.endTime ?? r.startTime;
  }
  return [...groups.values()];
}
