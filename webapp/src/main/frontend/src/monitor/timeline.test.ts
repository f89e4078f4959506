import { describe, expect, it } from 'vitest';
import { snapshot } from './fixtures';
import { niceAxis, timelineLayout, timelinePoints } from './timeline';

const BOX = { width: 800, height: 300, margin: { top: 10, right: 40, bottom: 50, left: 40 } };

describe('timeline points', () => {
  it('are in capture-start order whatever order the snapshots come in, offsets taken into account', () => {
    const a = snapshot('2024-01-08T09:00:00Z', 1);
    const b = snapshot('2024-01-15T11:00:00+02:00', 2); // 09:00 UTC
    const c = snapshot('2024-01-15T09:30:00Z', 3);
    expect(timelinePoints([c, b, a]).map((p) => p.snapshotId)).toEqual([a.id, b.id, c.id]);
  });

  it('carry each snapshot’s counts by severity, hosts and violations', () => {
    const [p] = timelinePoints([snapshot('2024-01-08T09:00:00Z', 1, { INFO: 40, WARNING: 4, CRITICAL: 1 }, 178, 6)]);
    expect(p.changes).toEqual({ INFO: 40, WARNING: 4, CRITICAL: 1 });
    expect(p.hosts).toBe(178);
    expect(p.violations).toBe(6);
  });

  it('read a severity the summary left out as zero', () => {
    const s = snapshot('2024-01-08T09:00:00Z', 1, { INFO: 3 });
    s.summary.changes = { INFO: 3 } as typeof s.summary.changes;
    expect(timelinePoints([s])[0].changes).toEqual({ INFO: 3, WARNING: 0, CRITICAL: 0 });
  });
});

describe('a nice axis', () => {
  it('steps by 1, 2 or 5 times a power of ten and reaches the largest value', () => {
    expect(niceAxis(60)).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
    expect(niceAxis(183)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceAxis(57)).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
  });

  it('still has a top when there is nothing to count', () => {
    expect(niceAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('the timeline layout', () => {
  const points = timelinePoints([
    snapshot('2024-01-08T09:00:00Z', 1, {}, 178),
    snapshot('2024-01-15T09:00:00Z', 2, { INFO: 40, WARNING: 2, CRITICAL: 0 }, 164, 2),
    snapshot('2024-01-22T09:00:00Z', 3, { INFO: 20, WARNING: 4, CRITICAL: 3 }, 169, 8),
  ]);
  const layout = timelineLayout(points, BOX);
  const plotHeight = layout.bottom - layout.top;

  it('puts one column per snapshot, left to right, inside the plot', () => {
    const xs = layout.columns.map((c) => c.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    for (const c of layout.columns) {
      expect(c.barX).toBeGreaterThanOrEqual(layout.left);
      expect(c.barX + c.barWidth).toBeLessThanOrEqual(layout.right);
    }
  });

  it('stacks CRITICAL, WARNING, INFO from the baseline up, each as tall as its count, zeros left out', () => {
    const unit = plotHeight / layout.counts.top;
    const third = layout.columns[2];
    expect(third.segments.map((s) => [s.severity, s.count])).toEqual([['CRITICAL', 3], ['WARNING', 4], ['INFO', 20]]);
    let bottom = layout.bottom;
    for (const s of third.segments) {
      expect(s.height).toBeCloseTo(s.count * unit, 6);
      expect(s.y + s.height).toBeCloseTo(bottom, 6);
      bottom = s.y;
    }
    expect(third.barTop).toBeCloseTo(bottom, 6);
    expect(layout.columns[1].segments.map((s) => s.severity)).toEqual(['WARNING', 'INFO']);
    expect(layout.columns[0].segments).toEqual([]);
    expect(layout.columns[0].barTop).toBe(layout.bottom);
  });

  it('scales the changes, the violations and the hosts each on their own axis', () => {
    expect(layout.counts).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
    expect(layout.hosts.top).toBe(200);
    // the most violations are 8: their axis ends there, whatever the changes' scale
    expect(layout.violations).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    const [first, , third] = layout.columns;
    expect(first.hostsY).toBeCloseTo(layout.bottom - (plotHeight * 178) / 200, 6);
    expect(third.violationsY).toBeCloseTo(layout.top, 6);
    expect(third.violationsY).toBeCloseTo(layout.violationY(8), 6);
  });

  it('leaves out the severities not stacked and scales for the others', () => {
    const severe = timelineLayout(points, BOX, ['WARNING', 'CRITICAL']);
    expect(severe.columns.map((c) => c.segments.map((s) => s.severity))).toEqual([[], ['WARNING'], ['CRITICAL', 'WARNING']]);
    // the tallest stack is 7 changes: up to 8 in steps of 2
    expect(severe.counts.top).toBe(8);
    expect(severe.violations.top).toBe(8);
    const unit = (severe.bottom - severe.top) / severe.counts.top;
    expect(severe.columns[2].stacked).toBe(7);
    expect(severe.columns[2].barTop).toBeCloseTo(severe.bottom - 7 * unit, 6);
  });

  it('draws nothing for a network without snapshots', () => {
    expect(timelineLayout([], BOX).columns).toEqual([]);
  });
});
