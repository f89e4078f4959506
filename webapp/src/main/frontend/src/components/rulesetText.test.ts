import { describe, expect, it } from 'vitest';
import type { IdsRuleset } from '../types';
import { rulesetChip, rulesetDetail, rulesetSummary } from './rulesetText';

const builtIn = { name: 'pcaplens.rules', origin: 'built in', builtIn: true, ruleCount: 9, version: 'a1b2c3d4e5f6' };
const alone: IdsRuleset = {
  ruleCount: 9,
  builtInOnly: true,
  version: 'a1b2c3d4e5f6',
  warning: 'only the 9 built-in rules run',
  sources: [builtIn],
};
const withEt: IdsRuleset = {
  ruleCount: 48213,
  builtInOnly: false,
  version: 'a1b2c3d4e5f6+0a0b0c0d0e0f',
  updatedAt: '2026-12-01T20:10:24Z',
  sources: [builtIn, { name: 'suricata.rules', origin: 'ET Open', builtIn: false, ruleCount: 48204, version: '0a0b0c0d0e0f', updatedAt: '2026-12-01T20:10:24Z' }],
};

describe('the IDS rule set in words', () => {
  it('says when only the built-in rules run', () => {
    expect(rulesetSummary(alone)).toBe('9 rules: 9 built in');
    expect(rulesetChip(alone)).toBe('9 built-in rules only');
    expect(rulesetDetail(alone)).toContain('only the 9 built-in rules run');
  });

  it('names every source with its count and date', () => {
    expect(rulesetSummary(withEt)).toMatch(/^48,213 rules: 9 built in, 48,204 from ET Open \(updated 2026-12-0[12]\)$/);
    expect(rulesetChip(withEt)).toBe('48,213 rules');
    expect(rulesetDetail(withEt)).toContain('rule set version a1b2c3d4e5f6+0a0b0c0d0e0f');
  });
});
