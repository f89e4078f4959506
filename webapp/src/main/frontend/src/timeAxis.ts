// Times on a chart's axis and in its tooltips: as precise as the axis's step, no more (a 5 ms bin reads to the
// millisecond, a 10 s bin to the second, an hour's bin to the minute), with the date as soon as the times fall on
// more than one day. A chart of 200 bins would otherwise repeat a date and six fraction digits in every label.
import { dateOf, epochNanos, formatTimeTo } from './format';
import { currentTimeZone, type TimeZoneChoice } from './timeZone';

const SECOND = 1e9;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** How an axis with ticks `stepNanos` apart writes a time. */
export interface AxisTimeFormat {
  /** Fraction digits after the seconds; -1 leaves the seconds out. */
  digits: number;
  /** Whether the date is written: the axis passes a day, or its steps are a day or more. */
  withDate: boolean;
  /** Whether the time of day is written at all. */
  withTime: boolean;
}

/**
 * The format of an axis from `first` to `last` (ISO-8601) in steps of `stepNanos`: fraction digits down to the
 * step's order of magnitude (5 ms: 3, 100 ms: 1, 200 ns: 7), the seconds from a minute's step on left out, the time
 * of day from a day's step on; the date when the first and last time fall on different dates in the zone.
 */
export function axisTimeFormat(first: string, last: string, stepNanos: number, zone: TimeZoneChoice = currentTimeZone()): AxisTimeFormat {
  const step = Math.max(1, stepNanos);
  const spansDays = dateOf(first, zone) !== dateOf(last, zone);
  if (step >= DAY) return { digits: -1, withDate: true, withTime: false };
  const digits = step >= MINUTE ? -1 : Math.max(0, Math.min(9, 9 - Math.floor(Math.log10(step) + 1e-9)));
  return { digits, withDate: spansDays, withTime: true };
}

/** A time as the axis's format writes it. */
export function axisTime(iso: string, f: AxisTimeFormat, zone: TimeZoneChoice = currentTimeZone()): string {
  const full = formatTimeTo(iso, Math.max(0, f.digits), zone);
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(full)) return full;
  const date = full.slice(0, 10);
  if (!f.withTime) return date;
  const time = f.digits < 0 ? full.slice(11, 16) : full.slice(11);
  return f.withDate ? `${date} ${time}` : time;
}

/** Digits a fraction of nanoseconds needs: none, or milli-, micro- or nanoseconds. */
function fractionDigits(nanos: bigint): number {
  const fraction = ((nanos % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n;
  if (fraction === 0n) return 0;
  if (fraction % 1_000_000n === 0n) return 3;
  return fraction % 1_000n === 0n ? 6 : 9;
}

/**
 * A time window's ends for reading, at the precision they need (`2014-01-14 17:03:10 – 17:03:20`): the date once,
 * again at the end only when it differs. An end that is the last nanosecond before a rounder instant (what a window
 * chosen on whole bins ends with) reads as that instant, "– 17:03:20" standing for "until 17:03:20".
 */
export function windowText(from: string, to: string, zone: TimeZoneChoice = currentTimeZone()): { from: string; to: string } {
  const show = (iso: string, nanos: bigint | null) => formatTimeTo(iso, nanos === null ? 9 : fractionDigits(nanos), zone);
  const fromNanos = from ? epochNanos(from) : null;
  const fromText = from ? show(from, fromNanos) : '';
  let toText = '';
  if (to) {
    const toNanos = epochNanos(to);
    const next = toNanos === null ? null : toNanos + 1n;
    const rounder = next !== null && toNanos !== null && fractionDigits(next) < fractionDigits(toNanos);
    toText = rounder ? show(isoOf(next), next) : show(to, toNanos);
    if (fromText && toText.slice(0, 10) === fromText.slice(0, 10)) toText = toText.slice(11);
  }
  return { from: fromText, to: toText };
}

/** Nanoseconds since the epoch as ISO-8601 in UTC with all nine fraction digits. */
function isoOf(nanos: bigint): string {
  const seconds = nanos / 1_000_000_000n - (nanos < 0n && nanos % 1_000_000_000n !== 0n ? 1n : 0n);
  const fraction = nanos - seconds * 1_000_000_000n;
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 19)}.${fraction.toString().padStart(9, '0')}Z`;
}
