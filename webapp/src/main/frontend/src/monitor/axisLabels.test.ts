import { describe, expect, it } from 'vitest';
import { columnLabels } from './axisLabels';

// vite.config.ts runs the tests in Europe/Berlin.

describe('the monitor timeline axis', () => {
  it('names weekly snapshots by their capture date', () => {
    expect(columnLabels([{ order: 1, captureStart: '2024-01-08T09:00:00.000001Z' }, { order: 2, captureStart: '2024-01-15T09:00:00Z' }])).toEqual([
      '#1 · 2024-01-08',
      '#2 · 2024-01-15',
    ]);
  });

  it('adds the time of day, to the minute, when snapshots share a date', () => {
    expect(
      columnLabels([
        { order: 1, captureStart: '2024-01-08T09:00:00Z' },
        { order: 2, captureStart: '2024-01-08T15:30:59.999999Z' },
        { order: 3, captureStart: '2024-01-09T09:00:00Z' },
      ]),
    ).toEqual(['#1 · 2024-01-08 10:00', '#2 · 2024-01-08 16:30', '#3 · 2024-01-09 10:00']);
    expect(columnLabels([{ order: 1, captureStart: '2024-01-08T09:00:00Z' }, { order: 2, captureStart: '2024-01-08T10:00:00Z' }])).toEqual([
      '#1 · 10:00',
      '#2 · 11:00',
    ]);
  });
});
