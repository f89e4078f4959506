// Display helpers. Everything here returns plain strings; React renders them as text.

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?(?:\[[^\]]+\])?$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An ISO-8601 timestamp in the browser's local time as "YYYY-MM-DD HH:MM:SS.ffffff", keeping every
 * fractional digit the server sent (JavaScript dates only hold milliseconds, so the fraction is carried
 * over from the string; offsets are whole minutes, so it does not change with the zone). A trailing
 * region id such as "[Europe/Berlin]" (Java's ZonedDateTime form) is accepted and ignored; the offset rules.
 */
export function formatTime(iso: string | undefined | null): string {
  if (!iso) return '';
  const m = ISO.exec(iso.trim());
  if (!m) return iso;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = frac ? frac.slice(0, 3).padEnd(3, '0') : '000';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${zone ? normalizeZone(zone) : ''}`);
  if (Number.isNaN(date.getTime())) return iso;
  const local =
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return frac ? `${local}.${frac}` : local;
}

/**
 * The time of day of an ISO-8601 timestamp in local time, "HH:MM:SS.ffffff" (see formatTime), without the date.
 * A fraction shorter than microseconds is padded to them (the service leaves trailing zeros out), so that the
 * times of a list line up.
 */
export function timeOfDay(iso: string | undefined | null): string {
  const full = formatTime(iso);
  const m = /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2}:\d{2})(?:\.(\d+))?$/.exec(full);
  if (!m) return full;
  return m[2] === undefined ? m[1] : `${m[1]}.${m[2].padEnd(6, '0')}`;
}

/** `text` cut to `max` characters, the last of them an ellipsis when it was longer. */
export function truncate(text: string | undefined | null, max: number): string {
  const chars = Array.from(text ?? '');
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * The instant of an ISO-8601 timestamp (same forms as formatTime; without an offset it is read as local
 * time, as formatTime shows it), or null when it cannot be read.
 */
export function parseTime(iso: string | undefined | null): Date | null {
  if (!iso) return null;
  const m = ISO.exec(iso.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = frac ? frac.slice(0, 3).padEnd(3, '0') : '000';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${zone ? normalizeZone(zone) : ''}`);
  return Number.isNaN(date.getTime()) ? null : date;
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

export function formatDuration(ms: number | undefined | null): string {
  if (ms == null || !Number.isFinite(ms)) return '';
  if (ms < 1000) return `${ms.toFixed(ms < 10 && ms % 1 !== 0 ? 3 : 0)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(3)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${(s - m * 60).toFixed(1)} s`;
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
