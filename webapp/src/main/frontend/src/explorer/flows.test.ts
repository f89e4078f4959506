import { describe, expect, it } from 'vitest';
import { initiatorNote, labelSummary } from './flows';

describe('a flow in the flow view', () => {
  it('lists the labels it went through with their packets, in the order its rows began', () => {
    const labels = [
      { protocol: 'TCP', packets: 1190, conversationId: 1000 },
      { protocol: 'HTTP', packets: 14, conversationId: 1001 },
    ];
    expect(labelSummary(labels)).toBe('TCP 1,190 · HTTP 14');
    expect(labelSummary([])).toBe('');
  });

  it('says how its initiator was told', () => {
    expect(initiatorNote({ initiator: 'SYN' })).toBe('sent the first SYN');
    expect(initiatorNote({ initiator: 'FIRST_PACKET' })).toContain('no SYN captured');
  });
});
