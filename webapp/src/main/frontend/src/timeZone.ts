// Whether times are shown in UTC or in the browser's zone: one choice for the whole tab, remembered in this
// browser. Times are formatted by format.ts, which reads the choice; components re-render through useTimeZone.
import { useSyncExternalStore } from 'react';

export type TimeZoneChoice = 'utc' | 'local';

const STORAGE_KEY = 'pcaplens.time.zone';
const listeners = new Set<() => void>();

function stored(): TimeZoneChoice {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(STORAGE_KEY) === 'utc' ? 'utc' : 'local';
  } catch {
    return 'local';
  }
}

let current: TimeZoneChoice = stored();

export const currentTimeZone = (): TimeZoneChoice => current;

export function setTimeZone(choice: TimeZoneChoice): void {
  if (choice === current) return;
  current = choice;
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice; the calling component renders again when it changes. */
export function useTimeZone(): TimeZoneChoice {
  return useSyncExternalStore(subscribe, currentTimeZone, currentTimeZone);
}

/** "+01:00" for an offset of minutes east of UTC. */
function offsetText(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const abs = Math.abs(minutesEast);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The zone times are shown in, as a label: "UTC", or the browser's zone with its offset now ("Europe/Berlin, UTC+01:00"). */
export function zoneLabel(choice: TimeZoneChoice, now: Date = new Date()): string {
  if (choice === 'utc') return 'UTC';
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = `UTC${offsetText(-now.getTimezoneOffset())}`;
  return name ? `${name}, ${offset}` : offset;
}
