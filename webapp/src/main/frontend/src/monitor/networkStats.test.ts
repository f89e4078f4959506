import { describe, expect, it } from 'vitest';
import { snapshot } from './fixtures';
import { networkStats } from './networkStats';

describe('a network’s line in the list', () => {
  it('has the latest capture start and the changes of every snapshot by severity', () => {
    const stats = networkStats([
      snapshot('2024-01-15T09:00:00Z', 2, { INFO: 40, WARNING: 2 }),
      snapshot('2024-01-22T10:00:00+02:00', 3, { INFO: 20, CRITICAL: 1 }),
      snapshot('2024-01-08T09:00:00Z', 1),
    ]);
    expect(stats.lastCapture).toBe('2024-01-22T10:00:00+02:00');
    expect(stats.changes).toEqual({ INFO: 60, WARNING: 2, CRITICAL: 1 });
  });

  it('has no last capture and zero changes without snapshots', () => {
    expect(networkStats([])).toEqual({ lastCapture: null, changes: { INFO: 0, WARNING: 0, CRITICAL: 0 } });
  });
});
