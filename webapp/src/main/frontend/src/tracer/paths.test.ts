import { describe, expect, it } from 'vitest';
import { scopeFromQuery, stepFromQuery, tracerPath } from './paths';

describe('tracer paths', () => {
  it('names the conversation, and the step after the first', () => {
    expect(tracerPath(42)).toBe('/tracer/42');
    expect(tracerPath('42', 1)).toBe('/tracer/42');
    expect(tracerPath(42, 7)).toBe('/tracer/42?step=7');
  });

  it('names the row-only replay, and leaves the whole connection (the default) out', () => {
    expect(tracerPath(42, 1, 'row')).toBe('/tracer/42?scope=row');
    expect(tracerPath(42, 7, 'row')).toBe('/tracer/42?step=7&scope=row');
    expect(tracerPath(42, 7, 'connection')).toBe('/tracer/42?step=7');
  });

  it('reads the step back, and the first for anything else', () => {
    expect(stepFromQuery('?step=7')).toBe(7);
    expect(stepFromQuery('step=12&x=1')).toBe(12);
    for (const bad of ['', '?step=', '?step=0', '?step=-3', '?step=2.5', '?step=abc', '?step=9999999999']) {
      expect(stepFromQuery(bad)).toBe(1);
    }
  });

  it('reads the scope back: the row alone only when asked for', () => {
    expect(scopeFromQuery('?step=3&scope=row')).toBe('row');
    for (const other of ['', '?scope=connection', '?scope=ROW', '?scope=']) {
      expect(scopeFromQuery(other)).toBe('connection');
    }
  });
});
