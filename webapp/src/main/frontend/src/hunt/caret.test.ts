import { describe, expect, it } from 'vitest';
import { caretAt, indexOfPosition } from './caret';
import { applySuggestion } from './problem';

describe('the error caret', () => {
  it('marks the character at the 1-based position', () => {
    expect(caretAt('snii == "a"', 1)).toEqual({ before: '', at: 's', after: 'nii == "a"', index: 0 });
    expect(caretAt('app == ', 8)).toEqual({ before: 'app == ', at: '', after: '', index: 7 });
    expect(caretAt('ab', 2)).toMatchObject({ before: 'a', at: 'b', after: '' });
  });

  it('clamps a position before the start or past the end', () => {
    expect(caretAt('abc', 0).index).toBe(0);
    expect(caretAt('abc', -5).index).toBe(0);
    expect(caretAt('abc', 99)).toEqual({ before: 'abc', at: '', after: '', index: 3 });
    expect(caretAt('abc', Number.NaN).index).toBe(0);
  });

  it('counts characters as the service does, not UTF-16 units', () => {
    const text = 'ua == "😀" &&';
    // the 😀 is one character (position 8) of two UTF-16 units
    expect(indexOfPosition(text, 8)).toBe(7);
    expect(caretAt(text, 8).at).toBe('😀');
    expect(caretAt(text, 9)).toMatchObject({ at: '"', index: 9 });
  });

  it('puts a suggested field in place of the misspelt word', () => {
    expect(applySuggestion('snii == "a"', 1, 'sni')).toBe('sni == "a"');
    expect(applySuggestion('app == "x" && snii == "a"', 15, 'sni')).toBe('app == "x" && sni == "a"');
    expect(applySuggestion('(snii)', 2, 'sni')).toBe('(sni)');
  });
});
