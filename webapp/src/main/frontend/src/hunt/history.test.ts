import { describe, expect, it } from 'vitest';
import { HISTORY_CAP, HISTORY_KEY, loadHistory, loadPillsToQuery, remember, savePillsToQuery, saveToHistory } from './history';

function memory(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(HISTORY_KEY, initial);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the recent queries', () => {
  it('puts the latest first and keeps each query once', () => {
    expect(remember([], 'a')).toEqual(['a']);
    expect(remember(['b', 'a'], 'a')).toEqual(['a', 'b']);
    expect(remember(['a'], '  a  ')).toEqual(['a']);
  });

  it('ignores blank queries', () => {
    expect(remember(['a'], '   ')).toEqual(['a']);
  });

  it('keeps at most the cap', () => {
    const many = Array.from({ length: HISTORY_CAP }, (_, i) => `q${i}`);
    const next = remember(many, 'new');
    expect(next).toHaveLength(HISTORY_CAP);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`q${HISTORY_CAP - 1}`);
    expect(remember(['a', 'b', 'c'], 'd', 2)).toEqual(['d', 'a']);
  });

  it('is stored per browser and survives a corrupt entry', () => {
    const storage = memory();
    expect(loadHistory(storage)).toEqual([]);
    saveToHistory('a', storage);
    expect(saveToHistory('b', storage)).toEqual(['b', 'a']);
    expect(loadHistory(storage)).toEqual(['b', 'a']);
    expect(loadHistory(memory('not json'))).toEqual([]);
    expect(loadHistory(memory('{"a":1}'))).toEqual([]);
    expect(loadHistory(memory('["x", 3, null, "y"]'))).toEqual(['x', 'y']);
    expect(loadHistory(undefined)).toEqual([]);
  });
});

describe('pills writing the query', () => {
  it('is off unless chosen, and remembered', () => {
    const storage = memory();
    expect(loadPillsToQuery(storage)).toBe(false);
    savePillsToQuery(true, storage);
    expect(loadPillsToQuery(storage)).toBe(true);
    savePillsToQuery(false, storage);
    expect(loadPillsToQuery(storage)).toBe(false);
    expect(loadPillsToQuery(undefined)).toBe(false);
  });
});
