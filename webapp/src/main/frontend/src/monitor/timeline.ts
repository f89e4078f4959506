// The timeline chart's data and geometry: one point per snapshot in capture-start order, its changes stacked by
// severity (CRITICAL on the baseline, so the rare severe ones line up across snapshots), its hosts on a second
// axis and the violations it holds on a third: a week with many violations and few new changes must not read as
// a line clipped to, or flattened by, the changes' scale. Pure functions, so the chart component only draws.

import { parseTime } from '../format';
import { CHANGE_SEVERITIES, type ChangeSeverity, type Snapshot } from '../types';

export interface TimelinePoint {
  snapshotId: string;
  fileId: string;
  order: number;
  captureStart: string;
  hosts: number;
  /** What the snapshot holds that breaks policy or threatens the network, new or not. */
  violations: number;
  /** The changes its pair found, by severity. */
  changes: Record<ChangeSeverity, number>;
}

/** Bottom to top. */
export const STACK_ORDER: readonly ChangeSeverity[] = ['CRITICAL', 'WARNING', 'INFO'];

const startOf = (s: Snapshot) => parseTime(s.captureStart)?.getTime() ?? Number.POSITIVE_INFINITY;

/** The snapshots as chart points, earliest capture start first (the service's `order` breaks ties). */
export function timelinePoints(snapshots: readonly Snapshot[]): TimelinePoint[] {
  return [...snapshots]
    .sort((a, b) => startOf(a) - startOf(b) || a.order - b.order)
    .map((s) => {
      const changes = Object.fromEntries(CHANGE_SEVERITIES.map((sev) => [sev, s.summary.changes[sev] ?? 0])) as Record<ChangeSeverity, number>;
      return {
        snapshotId: s.id,
        fileId: s.fileId,
        order: s.order,
        captureStart: s.captureStart,
        hosts: s.summary.hosts,
        violations: s.summary.violationCount,
        changes,
      };
    });
}

export interface Axis {
  /** The axis's top value, a whole number of steps. */
  top: number;
  /** 0, step, 2 × step … top. */
  ticks: number[];
}

/** An axis for values up to `max` in about `parts` steps of 1, 2 or 5 × 10^k (whole numbers: these are counts). */
export function niceAxis(max: number, parts = 4): Axis {
  const rough = Math.max(max, 1) / parts;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return { top, ticks };
}

export interface Box {
  width: number;
  height: number;
  /** Room for the axes and labels around the plot. */
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface Segment {
  severity: ChangeSeverity;
  count: number;
  y: number;
  height: number;
}

export interface Column {
  point: TimelinePoint;
  /** The centre of the column's band. */
  x: number;
  barX: number;
  barWidth: number;
  /** Bottom to top, zero counts left out. */
  segments: Segment[];
  /** The changes stacked, and where their stack ends. */
  stacked: number;
  barTop: number;
  hostsY: number;
  violationsY: number;
}

export interface TimelineLayout {
  columns: Column[];
  /** The changes axis (left). */
  counts: Axis;
  /** The violations axis (inner right). */
  violations: Axis;
  /** The hosts axis (outer right). */
  hosts: Axis;
  /** Where a value of each axis is drawn. */
  countY: (value: number) => number;
  violationY: (value: number) => number;
  hostY: (value: number) => number;
  /** Plot area. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const MAX_BAR = 46;

/**
 * Where everything goes in `box`: equal bands, bars at most MAX_BAR wide, heights proportional to the counts. Only
 * the `stacked` severities are drawn and scaled for: INFO, ten times as many as the others, would flatten them.
 */
export function timelineLayout(points: readonly TimelinePoint[], box: Box, stacked: readonly ChangeSeverity[] = CHANGE_SEVERITIES): TimelineLayout {
  const left = box.margin.left;
  const right = box.width - box.margin.right;
  const top = box.margin.top;
  const bottom = box.height - box.margin.bottom;
  const order = STACK_ORDER.filter((sev) => stacked.includes(sev));
  const stackOf = (p: TimelinePoint) => order.reduce((n, sev) => n + p.changes[sev], 0);
  const counts = niceAxis(Math.max(0, ...points.map(stackOf)));
  const violations = niceAxis(Math.max(0, ...points.map((p) => p.violations)));
  const hosts = niceAxis(Math.max(0, ...points.map((p) => p.hosts)));
  const countY = (v: number) => bottom - ((bottom - top) * v) / counts.top;
  const violationY = (v: number) => bottom - ((bottom - top) * v) / violations.top;
  const hostY = (v: number) => bottom - ((bottom - top) * v) / hosts.top;
  const band = points.length > 0 ? (right - left) / points.length : 0;
  const barWidth = Math.min(MAX_BAR, band * 0.6);

  const columns = points.map((point, i) => {
    const x = left + band * (i + 0.5);
    const segments: Segment[] = [];
    let below = 0;
    for (const severity of order) {
      const count = point.changes[severity];
      if (count === 0) continue;
      const y = countY(below + count);
      segments.push({ severity, count, y, height: countY(below) - y });
      below += count;
    }
    return { point, x, barX: x - barWidth / 2, barWidth, segments, stacked: below, barTop: countY(below), hostsY: hostY(point.hosts), violationsY: violationY(point.violations) };
  });
  return { columns, counts, violations, hosts, countY, violationY, hostY, left, right, top, bottom };
}
