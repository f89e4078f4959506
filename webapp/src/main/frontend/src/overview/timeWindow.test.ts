import { describe, expect, it } from 'vitest';
import { MAX_BINS, MIN_BINS, binWindow, binsForWidth, epochNanos, isoOfNanos } from './timeWindow';

describe('bins for the chart width', () => {
  it('asks for about one bin per two pixels, in steps of 50', () => {
    expect(binsForWidth(800)).toBe(400);
    expect(binsForWidth(810)).toBe(400);
    expect(binsForWidth(1000)).toBe(500);
  });

  it('stays within 200 and 600 bins', () => {
    expect(binsForWidth(120)).toBe(MIN_BINS);
    expect(binsForWidth(0)).toBe(MIN_BINS);
    expect(binsForWidth(Number.NaN)).toBe(MIN_BINS);
    expect(binsForWidth(5000)).toBe(MAX_BINS);
  });
});

describe('instants to the nanosecond', () => {
  it('reads ISO instants with any fraction and offset', () => {
    expect(epochNanos('1970-01-01T00:00:01Z')).toBe(1_000_000_000n);
    expect(epochNanos('1970-01-01T00:00:00.000000001Z')).toBe(1n);
    expect(epochNanos('2013-10-30T20:29:41.5Z')).toBe(1383164981_500_000_000n);
    expect(epochNanos('2013-10-30T22:29:41.123456789+02:00')).toBe(1383164981_123_456_789n);
    expect(epochNanos('2013-10-30 20:29:41')).toBeNull();
    expect(epochNanos('yesterday')).toBeNull();
  });

  it('writes them back in UTC without trailing zeros', () => {
    expect(isoOfNanos(1383164981_123_456_789n)).toBe('2013-10-30T20:29:41.123456789Z');
    expect(isoOfNanos(1383164981_500_000_000n)).toBe('2013-10-30T20:29:41.5Z');
    expect(isoOfNanos(1383164981_000_000_000n)).toBe('2013-10-30T20:29:41Z');
    expect(isoOfNanos(-1n)).toBe('1969-12-31T23:59:59.999999999Z');
  });
});

describe('the window of a range of bins', () => {
  const t = { start: '2013-10-30T20:29:41.000000100Z', binNanos: 5_000_000, bins: new Array(10).fill({}) };

  it('runs from the first bin start to the last nanosecond of the last bin', () => {
    expect(binWindow(t, 2, 4)).toEqual({ from: '2013-10-30T20:29:41.0100001Z', to: '2013-10-30T20:29:41.025000099Z' });
  });

  it('takes the bins in either order, rounds brushed positions and stays within the bins', () => {
    expect(binWindow(t, 4, 2)).toEqual(binWindow(t, 2, 4));
    expect(binWindow(t, 1.6, 3.8)).toEqual(binWindow(t, 2, 4));
    expect(binWindow(t, -3, 40)).toEqual({ from: '2013-10-30T20:29:41.0000001Z', to: '2013-10-30T20:29:41.050000099Z' });
  });

  it('is one bin wide for a single bin, and nothing without bins', () => {
    expect(binWindow(t, 0, 0)).toEqual({ from: '2013-10-30T20:29:41.0000001Z', to: '2013-10-30T20:29:41.005000099Z' });
    expect(binWindow({ ...t, bins: [] }, 0, 0)).toBeNull();
    expect(binWindow({ binNanos: 5, bins: [{}] }, 0, 0)).toBeNull();
  });
});
