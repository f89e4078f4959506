import { describe, expect, it } from 'vitest';
import type { ExpertEntry } from '../../types';
import { expertLabel, notable } from './ExpertBadges';

const entry = (severity: ExpertEntry['severity'], group: string, message: string): ExpertEntry => ({ severity, group, message, field: '' });

describe('Expert Info badges', () => {
  it('names the entries an analyst looks for, and keeps the message of the others', () => {
    expect(expertLabel(entry('NOTE', 'Sequence', 'This frame is a (suspected) retransmission'))).toBe('Retransmission');
    expect(expertLabel(entry('NOTE', 'Sequence', 'Duplicate ACK (#1)'))).toBe('Dup ACK');
    expect(expertLabel(entry('WARNING', 'Sequence', 'TCP Zero Window segment'))).toBe('Zero window');
    expect(expertLabel(entry('WARNING', 'Sequence', 'Previous segment(s) not captured (common at capture start)'))).toBe('Segment lost');
    expect(expertLabel(entry('ERROR', 'Malformed', 'Malformed Packet (Exception occurred)'))).toBe('Malformed');
    expect(expertLabel(entry('WARNING', 'Protocol', 'Short message'))).toBe('Short message');
    expect(expertLabel(entry('WARNING', 'Protocol', 'A message far longer than a badge has room for'))).toHaveLength(28);
  });

  it('badges notes, warnings and errors, not chats', () => {
    expect(notable(entry('CHAT', 'Sequence', 'GET / HTTP/1.1\\r\\n'))).toBe(false);
    expect(notable(entry('COMMENT', 'Comment', 'a comment'))).toBe(false);
    expect(['NOTE', 'WARNING', 'ERROR'].every((s) => notable(entry(s as ExpertEntry['severity'], 'Sequence', 'x')))).toBe(true);
  });
});
