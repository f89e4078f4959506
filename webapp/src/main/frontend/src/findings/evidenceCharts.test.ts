import { describe, expect, it } from 'vitest';
import { chartFor, connectionStarts, evidenceOnly, formatGap, gaps, gapStats, histogram, scanTargets, type EvidenceRow } from './evidenceCharts';

const T0 = Date.parse('2024-05-01T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

let nextId = 1;
const row = (over: Partial<EvidenceRow>): EvidenceRow => ({
  id: nextId++,
  srcIp: '10.0.0.5',
  srcPort: 40000 + nextId,
  dstIp: '192.0.2.7',
  dstPort: 443,
  transport: 'TCP',
  startTime: at(0),
  dstPackets: 1,
  ...over,
});

describe('chartFor', () => {
  it('draws intervals for beaconing and a target grid for scans, nothing for other kinds', () => {
    expect(chartFor('beaconing')).toBe('intervals');
    expect(chartFor('vertical_scan')).toBe('targets-ports');
    expect(chartFor('horizontal_scan')).toBe('targets-hosts');
    expect(chartFor('tls_no_sni')).toBeNull();
    expect(chartFor('')).toBeNull();
  });
});

describe('beacon intervals', () => {
  it('counts the rows of one connection once, at their earliest start, and sorts the starts', () => {
    const rows = [
      row({ srcPort: 50002, startTime: at(120_000) }),
      row({ srcPort: 50000, startTime: at(0) }),
      // a second row of the first connection, later: the connection still starts at 0
      row({ srcPort: 50000, startTime: at(30_000) }),
      row({ srcPort: 50001, startTime: at(60_000) }),
      // the same ports over UDP are another connection
      row({ srcPort: 50000, transport: 'UDP', startTime: at(90_000) }),
    ];
    expect(connectionStarts(rows)).toEqual([T0, T0 + 60_000, T0 + 90_000, T0 + 120_000]);
  });

  it('leaves out a row without a readable start', () => {
    expect(connectionStarts([row({ startTime: 'not a time' }), row({ startTime: at(5) })])).toEqual([T0 + 5]);
  });

  it('gives n-1 gaps for n starts, each the difference of neighbours', () => {
    expect(gaps([0, 60_000, 125_000, 180_000])).toEqual([60_000, 65_000, 55_000]);
    expect(gaps([42])).toEqual([]);
    expect(gaps([])).toEqual([]);
  });

  it("gives the gaps' mean and population deviation, as the detector's period and jitter", () => {
    const s = gapStats([60_000, 65_000, 55_000])!;
    expect(s.count).toBe(3);
    expect(s.meanMs).toBe(60_000);
    // sqrt(((0)^2 + 5000^2 + 5000^2) / 3)
    expect(s.deviationMs).toBeCloseTo(Math.sqrt((2 * 5000 ** 2) / 3), 6);
    expect([s.minMs, s.maxMs]).toEqual([55_000, 65_000]);
    expect(gapStats([])).toBeNull();
  });

  it('puts every gap in exactly one of equal bins from the shortest to the longest', () => {
    const values = [10, 20, 20, 30, 40, 50, 110];
    const bins = histogram(values, 4);
    expect(bins).toHaveLength(4);
    // bins of (110 - 10) / 4 = 25: [10, 35) [35, 60) [60, 85) [85, 110]
    expect(bins.map((b) => b.count)).toEqual([4, 2, 0, 1]);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(values.length);
    expect(bins[0].fromMs).toBe(10);
    expect(bins[3].toMs).toBe(110);
    bins.slice(1).forEach((b, i) => expect(b.fromMs).toBeCloseTo(bins[i].toMs, 9));
  });

  it('makes one bin of gaps all of one length, and none of no gaps', () => {
    expect(histogram([60_000, 60_000, 60_000], 10)).toEqual([{ fromMs: 60_000, toMs: 60_000, count: 3 }]);
    expect(histogram([], 10)).toEqual([]);
  });

  it('writes a gap in the unit people read it in', () => {
    expect(formatGap(250)).toBe('250 ms');
    expect(formatGap(1500)).toBe('1.50 s');
    expect(formatGap(60_000)).toBe('1 min');
    expect(formatGap(723_000)).toBe('12 min 3 s');
    expect(formatGap(3_900_000)).toBe('1 h 5 min');
  });
});

describe('scan targets', () => {
  it('lists each port of a vertical scan once, answered when its destination sent two packets or more', () => {
    const rows = [
      row({ dstPort: 443, dstPackets: 1 }),
      row({ dstPort: 22, dstPackets: 1 }),
      // a second probe of 22, answered: the port counts as answered
      row({ dstPort: 22, dstPackets: 5 }),
      // exactly two packets back is an answer, one (a lone SYN-ACK or reset) is not
      row({ dstPort: 8080, dstPackets: 2 }),
      row({ dstPort: 1000, dstPackets: 0 }),
      row({ dstPort: null }),
    ];
    expect(scanTargets(rows, 'targets-ports')).toEqual([
      { target: '22', answered: true, conversations: 2 },
      { target: '443', answered: false, conversations: 1 },
      { target: '1000', answered: false, conversations: 1 },
      { target: '8080', answered: true, conversations: 1 },
    ]);
  });

  it('lists each host of a horizontal scan once, IPv4 in number order before other addresses', () => {
    const rows = [
      row({ dstIp: '10.0.0.10', dstPort: 445 }),
      row({ dstIp: '10.0.0.9', dstPort: 445, dstPackets: 3 }),
      row({ dstIp: '2001:db8::1', dstPort: 445 }),
      row({ dstIp: '10.0.0.10', dstPort: 445 }),
    ];
    expect(scanTargets(rows, 'targets-hosts')).toEqual([
      { target: '10.0.0.9', answered: true, conversations: 1 },
      { target: '10.0.0.10', answered: false, conversations: 2 },
      { target: '2001:db8::1', answered: false, conversations: 1 },
    ]);
  });

  it("keeps only the finding's evidence among the rows its q selects", () => {
    const rows = [row({ id: 7 }), row({ id: 8 }), row({ id: 9 })];
    expect(evidenceOnly(rows, new Set([7, 9])).map((r) => r.id)).toEqual([7, 9]);
  });
});
