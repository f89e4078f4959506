import { describe, expect, it } from 'vitest';
import type { FindingsNarrative } from '../types';
import { narrativeSource } from './FindingsNarrative';

const narrative = (over: Partial<FindingsNarrative>): FindingsNarrative => ({
  fileId: 'f',
  source: 'built-in',
  text: 'This capture has 1 finding: 1 high.',
  findings: 1,
  findingIds: ['a'],
  total: 1,
  ...over,
});

describe('narrativeSource', () => {
  it('names the model that wrote the summary', () => {
    expect(narrativeSource(narrative({ source: 'model', model: 'gpt-4o-mini' }))).toBe('written by gpt-4o-mini');
  });

  it('says a summary is built in, and why when it stands in for a model', () => {
    expect(narrativeSource(narrative({}))).toBe('built-in summary');
    expect(narrativeSource(narrative({ fallbackReason: 'the language model gave no answer within 2000 ms' }))).toBe(
      'built-in summary (the language model gave no answer within 2000 ms)',
    );
  });
});
