import { formatTime } from '../format';

/** A snapshot as lists and the chart name it: "#3 · 2024-01-22", its place and its capture's start date (local time). */
export function snapshotLabel(s: { order: number; captureStart: string }): string {
  return `#${s.order} · ${formatTime(s.captureStart).slice(0, 10)}`;
}
