import { describe, expect, it } from 'vitest';
import type { FindingCounts } from '../types';
import { findingsBadge, severityColourClass } from './findingsBadge';

const counts = (c: Partial<FindingCounts>): FindingCounts => {
  const base = { critical: 0, high: 0, medium: 0, low: 0, info: 0, ...c };
  return { ...base, total: base.critical + base.high + base.medium + base.low + base.info };
};

describe('findingsBadge', () => {
  it('counts every finding and takes the colour of the most severe', () => {
    expect(findingsBadge(counts({ high: 2, medium: 1, info: 3 }))).toEqual({ total: 6, severity: 'high', breakdown: '2 high, 1 medium, 3 info' });
    expect(findingsBadge(counts({ critical: 1, low: 4 }))?.severity).toBe('critical');
    expect(findingsBadge(counts({ info: 1 }))?.severity).toBe('info');
  });

  it('shows nothing for a capture without findings or one no detector ran over', () => {
    expect(findingsBadge(counts({}))).toBeNull();
    expect(findingsBadge(null)).toBeNull();
    expect(findingsBadge(undefined)).toBeNull();
  });

  it('colours info with the neutral class, the others with their own', () => {
    expect(severityColourClass('info')).toBe('sev-unknown');
    expect(severityColourClass('high')).toBe('sev-high');
  });
});
