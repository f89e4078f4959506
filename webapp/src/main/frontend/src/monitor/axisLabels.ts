// The monitor timeline's column labels: each snapshot's place and capture start, as precise as the snapshots need
// to be told apart on the axis (weekly captures by their date, several a day by date and time, one day's by time).
import { axisTime, axisTimeFormat } from '../timeAxis';
import { dateOf } from '../format';

const MINUTE = 60e9;
const DAY = 24 * 60 * MINUTE;

/** "#3 · 2024-01-22", "#3 · 2024-01-22 14:05" or "#3 · 14:05", for snapshots in capture-start order. */
export function columnLabels(points: readonly { order: number; captureStart: string }[]): string[] {
  if (points.length === 0) return [];
  const first = points[0].captureStart;
  const last = points[points.length - 1].captureStart;
  const dates = points.map((p) => dateOf(p.captureStart));
  const sharedDate = new Set(dates).size < dates.length;
  // one a day or fewer: the date says it; several on one day: the time of day too, to the minute
  const format = axisTimeFormat(first, last, sharedDate ? MINUTE : DAY);
  return points.map((p) => `#${p.order} · ${axisTime(p.captureStart, format)}`);
}
