import { describe, expect, it } from 'vitest';
import { analysisState } from './analysisState';

describe('the upload notice', () => {
  it('reads as a sentence for every state', () => {
    expect(`analysis.pcap ${analysisState('ANALYZING')}`).toBe('analysis.pcap being analysed');
    expect(analysisState('QUEUED')).toBe('waiting to be analysed');
    expect(analysisState('COMPLETED')).toBe('analysed');
    expect(analysisState('FAILED')).toBe('analysis failed');
  });
});
