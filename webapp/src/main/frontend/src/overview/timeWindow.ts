// The traffic chart's bins and the time windows chosen on it. The service computes the bins; the browser only
// asks for as many as the chart has room for, and turns a range of bins back into exact instants (nanoseconds:
// captures keep them, and JavaScript dates hold milliseconds only).

export const MIN_BINS = 200;
export const MAX_BINS = 600;

/** Pixels per bin the traffic chart aims at. */
const BIN_PX = 2;

/**
 * How many bins to ask the service for, for a chart `px` wide: about one per two pixels, from 200 to 600, in
 * steps of 50 so that a slightly different width asks the same question.
 */
export function binsForWidth(px: number): number {
  if (!Number.isFinite(px) || px <= 0) return MIN_BINS;
  const stepped = Math.round(px / BIN_PX / 50) * 50;
  return Math.min(MAX_BINS, Math.max(MIN_BINS, stepped));
}

const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i;

/** Nanoseconds since the epoch of an ISO-8601 instant with an offset; null if it is not one. */
export function epochNanos(iso: string): bigint | null {
  const m = INSTANT.exec(iso.trim());
  if (!m) return null;
  const ms = Date.parse(`${m[1]}${m[3].toUpperCase()}`);
  if (Number.isNaN(ms)) return null;
  return BigInt(ms) * 1_000_000n + BigInt((m[2] ?? '').padEnd(9, '0'));
}

/** An instant as ISO-8601 in UTC with as many fraction digits as it needs (none to nine). */
export function isoOfNanos(nanos: bigint): string {
  let seconds = nanos / 1_000_000_000n;
  let fraction = nanos % 1_000_000_000n;
  if (fraction < 0n) {
    fraction += 1_000_000_000n;
    seconds -= 1n;
  }
  const whole = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  const digits = fraction === 0n ? '' : `.${fraction.toString().padStart(9, '0').replace(/0+$/, '')}`;
  return `${whole}${digits}Z`;
}

/** The service's timeline: bins of `binNanos` from `start` on. */
export interface Bins {
  start?: string;
  binNanos?: number;
  bins?: unknown[];
}

/**
 * The window the bins `first` to `last` (indices, either order) cover: from the first one's start to the last
 * nanosecond of the last one, so that a conversation starting in the next bin is not in it. Null without bins.
 */
export function binWindow(t: Bins, first: number, last: number): { from: string; to: string } | null {
  const count = t.bins?.length ?? 0;
  const start = t.start ? epochNanos(t.start) : null;
  if (start === null || !t.binNanos || count === 0) return null;
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, Math.round(i)));
  const [a, b] = [clamp(Math.min(first, last)), clamp(Math.max(first, last))];
  const width = BigInt(t.binNanos);
  return { from: isoOfNanos(start + BigInt(a) * width), to: isoOfNanos(start + BigInt(b + 1) * width - 1n) };
}
