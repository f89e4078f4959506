// Display helpers. Everything here returns plain strings; React renders them as text.
import { currentTimeZone, type TimeZoneChoice } from './timeZone';

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?(?:\[[^\]]+\])?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The parts of an ISO-8601 timestamp: the instant to the whole second, and the fraction's digits as sent. */
function readIso(iso: string | undefined | null): { date: Date; frac: string } | null {
  if (!iso) return null;
  const m = ISO.exec(iso.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.000${zone ? normalizeZone(zone) : ''}`);
  return Number.isNaN(date.getTime()) ? null : { date, frac: frac ?? '' };
}

/**
 * A fraction of a second at a fixed precision: microseconds, zero-padded; nanoseconds when the digits below the
 * microsecond are not all zero (a nanosecond capture), so that nothing the capture recorded is dropped.
 */
export function fixedFraction(frac: string): string {
  const digits = frac.padEnd(9, '0').slice(0, 9);
  return /^0*$/.test(digits.slice(6)) ? digits.slice(0, 6) : digits;
}

/**
 * An ISO-8601 timestamp as "YYYY-MM-DD HH:MM:SS.ffffff" in UTC or the browser's zone (the tab's choice unless
 * given), at a fixed precision (see fixedFraction). The fraction is carried over from the string, as JavaScript
 * dates only hold milliseconds (offsets are whole minutes, so it does not change with the zone). A trailing
 * region id such as "[Europe/Berlin]" (Java's ZonedDateTime form) is accepted and ignored; the offset rules.
 * What cannot be read is returned as it came.
 */
export function formatTime(iso: string | undefined | null, zone: TimeZoneChoice = currentTimeZone()): string {
  const t = readIso(iso);
  if (!t) return iso ?? '';
  const d = t.date;
  const shown =
    zone === 'utc'
      ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
      : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return `${shown}.${fixedFraction(t.frac)}`;
}

/**
 * An ISO-8601 timestamp as "YYYY-MM-DD HH:MM:SS" plus `digits` fraction digits (0 to 9, cut, not rounded, so a
 * time never reads as later than it is), in the chosen zone; what cannot be read is returned as it came.
 */
export function formatTimeTo(iso: string | undefined | null, digits: number, zone: TimeZoneChoice = currentTimeZone()): string {
  const t = readIso(iso);
  if (!t) return iso ?? '';
  const whole = formatTime(`${(iso ?? '').trim().replace(/[.,]\d+/, '')}`, zone).replace(/\.\d+$/, '');
  const n = Math.max(0, Math.min(9, Math.floor(digits)));
  return n === 0 ? whole : `${whole}.${t.frac.padEnd(9, '0').slice(0, n)}`;
}

/** The time of day of an ISO-8601 timestamp, "HH:MM:SS.ffffff" (see formatTime), without the date. */
export function timeOfDay(iso: string | undefined | null, zone: TimeZoneChoice = currentTimeZone()): string {
  const full = formatTime(iso, zone);
  return /^\d{4}-\d{2}-\d{2} /.test(full) ? full.slice(11) : full;
}

/** The calendar date ("YYYY-MM-DD") of a timestamp in the chosen zone, or '' when it cannot be read. */
export function dateOf(iso: string | undefined | null, zone: TimeZoneChoice = currentTimeZone()): string {
  const full = formatTime(iso, zone);
  return /^\d{4}-\d{2}-\d{2} /.test(full) ? full.slice(0, 10) : '';
}

/** True when the timestamps fall on more than one calendar date in the chosen zone. */
export function spansDays(times: readonly (string | undefined | null)[], zone: TimeZoneChoice = currentTimeZone()): boolean {
  return new Set(times.map((t) => dateOf(t, zone)).filter((d) => d !== '')).size > 1;
}

/** Nanoseconds since the epoch, exactly (the fraction's digits, not a JavaScript date's milliseconds); null when unreadable. */
export function epochNanos(iso: string | undefined | null): bigint | null {
  const t = readIso(iso);
  if (!t) return null;
  return BigInt(t.date.getTime()) * 1_000_000n + BigInt(t.frac.padEnd(9, '0').slice(0, 9));
}

/**
 * Seconds from `start` to `iso` at the fixed precision of formatTime ("0.000123", "-1.500000"), as Wireshark's
 * "seconds since" time formats; computed on nanoseconds, so no digit is lost. '' when either cannot be read.
 */
export function relativeSeconds(iso: string | undefined | null, start: string | undefined | null): string {
  const at = epochNanos(iso);
  const from = epochNanos(start);
  if (at === null || from === null) return '';
  const diff = at - from;
  const abs = diff < 0n ? -diff : diff;
  const whole = abs / 1_000_000_000n;
  const frac = String(abs % 1_000_000_000n).padStart(9, '0');
  return `${diff < 0n ? '-' : ''}${whole}.${fixedFraction(frac)}`;
}

/** "1 conversation", "2 conversations", "0 files": the count (grouped) and the noun in its number. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : pluralForm}`;
}

/** `text` cut to `max` characters, the last of them an ellipsis when it was longer. */
export function truncate(text: string | undefined | null, max: number): string {
  const chars = Array.from(text ?? '');
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * The instant of an ISO-8601 timestamp (same forms as formatTime; without an offset it is read as local
 * time), to the millisecond, or null when it cannot be read.
 */
export function parseTime(iso: string | undefined | null): Date | null {
  const t = readIso(iso);
  if (!t) return null;
  return new Date(t.date.getTime() + Number(t.frac.padEnd(3, '0').slice(0, 3)));
}

/** The distinct non-blank strings of a list, in first-seen order. */
export function distinct(values: readonly (string | null | undefined)[] | undefined | null): string[] {
  const seen = new Set<string>();
  for (const v of values ?? []) {
    if (typeof v === 'string' && v.trim() !== '') seen.add(v);
  }
  return [...seen];
}

function normalizeZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${(digits.slice(2) || '00').padEnd(2, '0')}`;
}

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

export function formatSize(bytes: number | undefined | null): string {
  if (bytes == null || !Number.isFinite(bytes)) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(value < 10 ? 2 : 1)} ${UNITS[unit]}`;
}

export function formatCount(n: number | undefined | null): string {
  if (n == null || !Number.isFinite(n)) return '';
  return n.toLocaleString('en-US');
}

/**
 * A duration for reading: milliseconds below a second, seconds to the millisecond below a minute, then the two or
 * three largest whole units ("4 min 3 s", "3 h 5 min 2 s", "2 d 0 h 22 min").
 */
export function formatDuration(ms: number | undefined | null): string {
  if (ms == null || !Number.isFinite(ms)) return '';
  if (ms < 1000) return `${ms.toFixed(ms < 10 && ms % 1 !== 0 ? 3 : 0)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(3)} s`;
  const total = Math.floor(ms / 1000);
  const [d, h, m, s] = [Math.floor(total / 86_400), Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60];
  if (d > 0) return `${d} d ${h} h ${m} min`;
  if (h > 0) return `${h} h ${m} min ${s} s`;
  return `${m} min ${s} s`;
}

/** "ip:port", with IPv6 addresses bracketed when a port follows. */
export function endpoint(ip: string, port?: number | null): string {
  if (port == null) return ip;
  return ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`;
}

/** Bytes of a hex string; characters that are not hex digits are ignored. */
export function hexToBytes(hex: string | undefined | null): number[] {
  const clean = (hex ?? '').replace(/[^0-9a-fA-F]/g, '');
  const out: number[] = [];
  for (let i = 0; i + 1 < clean.length; i += 2) out.push(parseInt(clean.slice(i, i + 2), 16));
  return out;
}

export const printable = (b: number) => (b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : '.');
