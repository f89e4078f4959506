import { describe, expect, it } from 'vitest';
import { stepFromQuery, tracerPath } from './paths';

describe('tracer paths', () => {
  it('names the conversation, and the step after the first', () => {
    expect(tracerPath(42)).toBe('/tracer/42');
    expect(tracerPath('42', 1)).toBe('/tracer/42');
    expect(tracerPath(42, 7)).toBe('/tracer/42?step=7');
  });

  it('reads the step back, and the first for anything else', () => {
    expect(stepFromQuery('?step=7')).toBe(7);
    expect(stepFromQuery('step=12&x=1')).toBe(12);
    for (const bad of ['', '?step=', '?step=0', '?step=-3', '?step=2.5', '?step=abc', '?step=9999999999']) {
      expect(stepFromQuery(bad)).toBe(1);
    }
  });
});
