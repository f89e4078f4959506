import { describe, expect, it } from 'vitest';
import { packetTime } from './PacketTable';

const oneDay = { start: '2014-01-13T18:24:01.5Z', end: '2014-01-13T18:30:00Z' };
const twoDays = { start: '2014-01-13T18:24:01.5Z', end: '2014-01-15T18:46:00Z' };

describe('packet times', () => {
  it('shows the time of day when the conversation stays within one day', () => {
    expect(packetTime('2014-01-13T18:25:00.000125Z', oneDay, 'absolute', 'utc')).toBe('18:25:00.000125');
  });

  it('shows the date when the conversation spans days (in the chosen zone)', () => {
    expect(packetTime('2014-01-15T18:45:00Z', twoDays, 'absolute', 'utc')).toBe('2014-01-15 18:45:00.000000');
    expect(packetTime('2014-01-15T18:45:00Z', twoDays, 'absolute', 'local')).toBe('2014-01-15 19:45:00.000000');
  });

  it('counts seconds from the conversation start when asked, to the nanosecond', () => {
    expect(packetTime('2014-01-13T18:24:01.500000001Z', oneDay, 'relative', 'utc')).toBe('0.000000001');
    expect(packetTime('2014-01-13T18:25:01.75Z', oneDay, 'relative', 'local')).toBe('60.250000');
  });
});
