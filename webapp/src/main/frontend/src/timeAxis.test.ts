import { describe, expect, it } from 'vitest';
import { axisTime, axisTimeFormat, windowText } from './timeAxis';

// vite.config.ts runs the tests in Europe/Berlin: UTC+2 in summer, UTC+1 in winter.

describe('times on an axis', () => {
  it('take as many fraction digits as the step has below the second', () => {
    const digits = (step: number) => axisTimeFormat('2024-01-01T10:00:00Z', '2024-01-01T10:00:01Z', step).digits;
    expect([1, 50, 1_000, 5_000, 1_000_000, 20_000_000, 100_000_000, 1e9, 50e9, 60e9].map(digits)).toEqual([9, 8, 6, 6, 3, 2, 1, 0, 0, -1]);
  });

  it('carry the date when the axis passes midnight in the zone shown', () => {
    expect(axisTimeFormat('2024-01-01T22:30:00Z', '2024-01-01T23:30:00Z', 60e9, 'local').withDate).toBe(true);
    expect(axisTimeFormat('2024-01-01T22:30:00Z', '2024-01-01T22:50:00Z', 60e9, 'utc').withDate).toBe(false);
    const f = axisTimeFormat('2024-01-01T22:30:00Z', '2024-01-01T23:30:00Z', 60e9, 'local');
    expect(axisTime('2024-01-01T22:30:00Z', f, 'local')).toBe('2024-01-01 23:30');
    expect(axisTime('2024-01-01T23:30:00Z', f, 'local')).toBe('2024-01-02 00:30');
  });

  it('cut the fraction rather than round it, so no time reads later than it is', () => {
    const f = axisTimeFormat('2024-01-01T10:00:00Z', '2024-01-01T10:00:01Z', 1_000_000, 'utc');
    expect(axisTime('2024-01-01T10:00:00.9999Z', f, 'utc')).toBe('10:00:00.999');
  });
});

describe('a time window for reading', () => {
  it('ends on the instant a window of whole bins stops before, not its last nanosecond', () => {
    expect(windowText('2011-03-02T00:05:30Z', '2011-03-02T00:05:39.999999999Z', 'utc')).toEqual({ from: '2011-03-02 00:05:30', to: '00:05:40' });
    expect(windowText('2011-03-02T00:05:30.25Z', '2011-03-02T00:05:30.259999999Z', 'utc')).toEqual({ from: '2011-03-02 00:05:30.250', to: '00:05:30.260' });
  });

  it('keeps every digit an end needs, and the date of an end on another day', () => {
    expect(windowText('2011-03-02T23:59:59.000001Z', '2011-03-03T00:00:00.123456789Z', 'utc')).toEqual({
      from: '2011-03-02 23:59:59.000001',
      to: '2011-03-03 00:00:00.123456789',
    });
    expect(windowText('', '2011-03-02T10:00:00.5Z', 'utc')).toEqual({ from: '', to: '2011-03-02 10:00:00.500' });
  });
});
