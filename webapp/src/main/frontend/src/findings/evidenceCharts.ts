// What a finding's small chart draws, computed from its evidence conversations: the gaps between a beacon's
// connections, and which targets a scan tried and which of them answered. The rules are the detectors' own
// (docs/findings.md): the rows of one connection count once, and a destination answered when it sent two packets
// or more (a lone SYN-ACK or reset is how any port replies to a probe).

/** What the charts read of a conversation (the conversation list's fields). */
export interface EvidenceRow {
  id: number | string;
  srcIp: string;
  dstIp: string;
  srcPort?: number | null;
  dstPort?: number | null;
  transport?: string | null;
  protocol?: string | null;
  startTime: string;
  dstPackets?: number | null;
}

/** How many evidence conversations a chart reads at most: the finding's detail asks for no more. */
export const EVIDENCE_CAP = 1000;

/** A destination that sent this many packets or more took part in the conversation. */
export const ANSWER_PACKETS = 2;

export type ChartKind = 'intervals' | 'targets-ports' | 'targets-hosts';

/** Which chart helps a finding of this kind; null for kinds a chart adds nothing to. */
export function chartFor(kind: string): ChartKind | null {
  if (kind === 'beaconing') return 'intervals';
  if (kind === 'vertical_scan') return 'targets-ports';
  if (kind === 'horizontal_scan') return 'targets-hosts';
  return null;
}

const connectionKey = (r: EvidenceRow) => [r.transport ?? r.protocol ?? '', r.srcIp, r.srcPort ?? 0, r.dstIp, r.dstPort ?? 0].join(' ');

/**
 * Each connection's start in milliseconds since the epoch, earliest first: rows of one connection (same transport,
 * addresses and ports) count once, at their earliest start. Rows without a readable start are left out.
 */
export function connectionStarts(rows: readonly EvidenceRow[]): number[] {
  const starts = new Map<string, number>();
  for (const r of rows) {
    const t = Date.parse(r.startTime);
    if (Number.isNaN(t)) continue;
    const key = connectionKey(r);
    const seen = starts.get(key);
    if (seen === undefined || t < seen) starts.set(key, t);
  }
  return [...starts.values()].sort((a, b) => a - b);
}

/** The gaps between consecutive starts (sorted ascending), in milliseconds. */
export function gaps(sortedStarts: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < sortedStarts.length; i++) out.push(sortedStarts[i] - sortedStarts[i - 1]);
  return out;
}

export interface GapStats {
  count: number;
  meanMs: number;
  /** The population standard deviation, as the detector's jitter. */
  deviationMs: number;
  minMs: number;
  maxMs: number;
}

export function gapStats(values: readonly number[]): GapStats | null {
  if (values.length === 0) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return { count: values.length, meanMs: mean, deviationMs: Math.sqrt(variance), minMs: Math.min(...values), maxMs: Math.max(...values) };
}

export interface Bin {
  /** Inclusive lower edge, ms. */
  fromMs: number;
  /** Exclusive upper edge, ms (inclusive for the last bin). */
  toMs: number;
  count: number;
}

/**
 * The gaps in `bins` equal bins from the shortest to the longest; gaps all of one length make one bin. Every gap
 * falls in exactly one bin, so the counts add up to the number of gaps.
 */
export function histogram(values: readonly number[], bins: number): Bin[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (max === min || bins <= 1) return [{ fromMs: min, toMs: max, count: values.length }];
  const width = (max - min) / bins;
  const out: Bin[] = Array.from({ length: bins }, (_, i) => ({ fromMs: min + i * width, toMs: i === bins - 1 ? max : min + (i + 1) * width, count: 0 }));
  for (const v of values) out[Math.min(bins - 1, Math.floor((v - min) / width))].count++;
  return out;
}

export interface ScanTarget {
  /** A port number as text for a vertical scan, a host address for a horizontal one. */
  target: string;
  /** Whether any of its conversations was answered (the destination sent two packets or more). */
  answered: boolean;
  conversations: number;
}

/**
 * The targets a scan tried, each once, with whether it answered: the destination ports (`targets-ports`) or the
 * destination hosts (`targets-hosts`) of the evidence. Ports in number order, hosts in address order (IPv4 by
 * number, others as text after them).
 */
export function scanTargets(rows: readonly EvidenceRow[], by: 'targets-ports' | 'targets-hosts'): ScanTarget[] {
  const targets = new Map<string, ScanTarget>();
  for (const r of rows) {
    const key = by === 'targets-ports' ? (r.dstPort == null ? null : String(r.dstPort)) : r.dstIp;
    if (key == null) continue;
    const t = targets.get(key) ?? { target: key, answered: false, conversations: 0 };
    t.conversations++;
    if ((r.dstPackets ?? 0) >= ANSWER_PACKETS) t.answered = true;
    targets.set(key, t);
  }
  const list = [...targets.values()];
  return by === 'targets-ports' ? list.sort((a, b) => Number(a.target) - Number(b.target)) : list.sort((a, b) => compareHosts(a.target, b.target));
}

const ipv4 = (s: string): number | null => {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  return m ? ((Number(m[1]) * 256 + Number(m[2])) * 256 + Number(m[3])) * 256 + Number(m[4]) : null;
};

function compareHosts(a: string, b: string): number {
  const x = ipv4(a);
  const y = ipv4(b);
  if (x !== null && y !== null) return x - y;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The evidence rows among the rows a finding's `q` selects: `q` may select more than the proof. */
export function evidenceOnly<T extends { id: number | string }>(rows: readonly T[], ids: ReadonlySet<number>): T[] {
  return rows.filter((r) => ids.has(Number(r.id)));
}

/** "1.5 s", "12 min 3 s", "250 ms": a gap as people read it. */
export function formatGap(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s < 10 ? s.toFixed(2) : s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  const rest = Math.round(s - m * 60);
  if (m < 60) return rest === 0 ? `${m} min` : `${m} min ${rest} s`;
  const h = Math.floor(m / 60);
  return `${h} h ${m - h * 60} min`;
}
