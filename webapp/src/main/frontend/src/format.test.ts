import { describe, expect, it } from 'vitest';
import {
  dateOf,
  distinct,
  endpoint,
  epochNanos,
  fixedFraction,
  formatCount,
  formatDuration,
  formatSize,
  formatTime,
  hexToBytes,
  parseTime,
  plural,
  printable,
  relativeSeconds,
  spansDays,
  timeOfDay,
  truncate,
} from './format';

// vite.config.ts runs the tests in Europe/Berlin: UTC+2 in summer, UTC+1 in winter.

describe('formatTime', () => {
  it('shows an instant in local time at microsecond precision, zero-padded', () => {
    expect(formatTime('2014-01-13T18:24:01.897975Z', 'local')).toBe('2014-01-13 19:24:01.897975');
    expect(formatTime('2024-07-01T10:00:00.5Z', 'local')).toBe('2024-07-01 12:00:00.500000');
    expect(formatTime('2024-07-01T10:00:00Z', 'local')).toBe('2024-07-01 12:00:00.000000');
  });

  it('keeps nanoseconds when the capture recorded them, and only then', () => {
    expect(formatTime('2014-01-13T18:24:01.897975123Z', 'local')).toBe('2014-01-13 19:24:01.897975123');
    expect(formatTime('2014-01-13T18:24:01.897975000Z', 'local')).toBe('2014-01-13 19:24:01.897975');
  });

  it('shows the same instant in UTC when asked, with the same fraction', () => {
    expect(formatTime('2014-01-13T18:24:01.897975123Z', 'utc')).toBe('2014-01-13 18:24:01.897975123');
    expect(formatTime('2024-07-01T01:30:00.25+02:00', 'utc')).toBe('2024-06-30 23:30:00.250000');
  });

  it('applies the offset, with or without a colon, and ignores a trailing region id', () => {
    expect(formatTime('2024-07-01T10:00:00+05:30', 'local')).toBe('2024-07-01 06:30:00.000000');
    expect(formatTime('2024-07-01T10:00:00-0400', 'local')).toBe('2024-07-01 16:00:00.000000');
    expect(formatTime('2024-07-01T10:00:00+02:00[Europe/Berlin]', 'local')).toBe('2024-07-01 10:00:00.000000');
  });

  it('crosses midnight into the local date', () => {
    expect(formatTime('2024-12-31T23:30:00Z', 'local')).toBe('2025-01-01 00:30:00.000000');
  });

  it('reads a time without offset as local time', () => {
    expect(formatTime('2024-07-01 10:00:00', 'local')).toBe('2024-07-01 10:00:00.000000');
  });

  it('gives back what it cannot read, and nothing for nothing', () => {
    expect(formatTime('yesterday')).toBe('yesterday');
    expect(formatTime('2024-13-45T99:00:00Z')).toBe('2024-13-45T99:00:00Z');
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('fixedFraction', () => {
  it('pads to microseconds and keeps nanoseconds only when they are not zero', () => {
    expect(fixedFraction('')).toBe('000000');
    expect(fixedFraction('16564')).toBe('165640');
    expect(fixedFraction('1656400')).toBe('165640');
    expect(fixedFraction('165640001')).toBe('165640001');
  });
});

describe('timeOfDay, dateOf and spansDays', () => {
  it('shows only the time of day, at microsecond precision', () => {
    expect(timeOfDay('2014-01-13T18:24:01.897975Z', 'local')).toBe('19:24:01.897975');
    expect(timeOfDay('2014-01-13T18:24:01.897975123Z', 'utc')).toBe('18:24:01.897975123');
    expect(timeOfDay('2014-01-13T17:04:02.16564+01:00', 'local')).toBe('17:04:02.165640');
    expect(timeOfDay('2024-12-31T23:30:00Z', 'local')).toBe('00:30:00.000000');
  });

  it('gives back what it cannot read', () => {
    expect(timeOfDay('yesterday')).toBe('yesterday');
    expect(timeOfDay(undefined)).toBe('');
  });

  it('finds the date in the chosen zone, so that a span over midnight depends on the zone', () => {
    expect(dateOf('2024-12-31T23:30:00Z', 'utc')).toBe('2024-12-31');
    expect(dateOf('2024-12-31T23:30:00Z', 'local')).toBe('2025-01-01');
    expect(spansDays(['2024-12-31T22:30:00Z', '2024-12-31T23:30:00Z'], 'utc')).toBe(false);
    expect(spansDays(['2024-12-31T22:30:00Z', '2024-12-31T23:30:00Z'], 'local')).toBe(true);
    expect(spansDays([undefined, 'nonsense', '2024-12-31T22:30:00Z'], 'utc')).toBe(false);
  });
});

describe('relativeSeconds and epochNanos', () => {
  it('counts from the start to the nanosecond, beyond what a JavaScript date holds', () => {
    expect(relativeSeconds('2014-01-13T18:24:01.897975123Z', '2014-01-13T18:24:01.897975Z')).toBe('0.000000123');
    expect(relativeSeconds('2014-01-13T18:24:02.000001Z', '2014-01-13T18:24:01.999999Z')).toBe('0.000002');
    expect(relativeSeconds('2014-01-15T18:46:01.5+01:00', '2014-01-13T18:24:01Z')).toBe('170520.500000');
  });

  it('is zero at the start, negative before it, and empty for an unreadable time', () => {
    expect(relativeSeconds('2014-01-13T18:24:01.5Z', '2014-01-13T18:24:01.5Z')).toBe('0.000000');
    expect(relativeSeconds('2014-01-13T18:24:00.75Z', '2014-01-13T18:24:01Z')).toBe('-0.250000');
    expect(relativeSeconds('soon', '2014-01-13T18:24:01Z')).toBe('');
  });

  it('reads nanoseconds since the epoch exactly', () => {
    expect(epochNanos('1970-01-01T00:00:01.000000001Z')).toBe(1_000_000_001n);
    expect(epochNanos('2014-01-13T18:24:01.897975123Z')).toBe(1_389_637_441_897_975_123n);
  });
});

describe('plural', () => {
  it('puts the noun in the number of the count', () => {
    expect(plural(1, 'conversation')).toBe('1 conversation');
    expect(plural(2, 'conversation')).toBe('2 conversations');
    expect(plural(0, 'file')).toBe('0 files');
    expect(plural(1234, 'packet')).toBe('1,234 packets');
    expect(plural(1, 'match', 'matches')).toBe('1 match');
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis within the limit', () => {
    expect(truncate('GET / HTTP/1.1', 20)).toBe('GET / HTTP/1.1');
    expect(truncate('abcdefghij', 10)).toBe('abcdefghij');
    expect(truncate('abcdefghijk', 10)).toBe('abcdefghi…');
    expect(truncate(undefined, 5)).toBe('');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀…');
  });
});

describe('parseTime', () => {
  it('gives the instant, to the millisecond', () => {
    expect(parseTime('2014-01-13T18:24:01.897975Z')?.toISOString()).toBe('2014-01-13T18:24:01.897Z');
    expect(parseTime('2024-07-01T12:00:00+02:00')?.toISOString()).toBe('2024-07-01T10:00:00.000Z');
  });

  it('is null for text that is no timestamp', () => {
    expect(parseTime('not a date')).toBeNull();
    expect(parseTime(null)).toBeNull();
  });
});

describe('formatSize', () => {
  it('counts bytes below one KiB as they are', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
  });

  it('uses binary units, two decimals below ten and one above', () => {
    expect(formatSize(1024)).toBe('1.00 KiB');
    expect(formatSize(1536)).toBe('1.50 KiB');
    expect(formatSize(10 * 1024)).toBe('10.0 KiB');
    expect(formatSize(927 * 1024 * 1024)).toBe('927.0 MiB');
    expect(formatSize(10 * 1024 ** 3)).toBe('10.0 GiB');
  });

  it('stops at TiB', () => {
    expect(formatSize(2048 * 1024 ** 4)).toBe('2048.0 TiB');
  });

  it('shows nothing for an unknown size', () => {
    expect(formatSize(undefined)).toBe('');
    expect(formatSize(Number.NaN)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe('');
  });
});

describe('formatDuration', () => {
  it('shows milliseconds below a second, with three decimals only for a fraction below ten', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(2.5)).toBe('2.500 ms');
    expect(formatDuration(12.5)).toBe('13 ms');
  });

  it('shows seconds to the millisecond below a minute', () => {
    expect(formatDuration(1000)).toBe('1.000 s');
    expect(formatDuration(59_999)).toBe('59.999 s');
  });

  it('shows the largest whole units from a minute on', () => {
    expect(formatDuration(60_000)).toBe('1 min 0 s');
    expect(formatDuration(245_900)).toBe('4 min 5 s');
    expect(formatDuration(3_725_400)).toBe('1 h 2 min 5 s');
    expect(formatDuration(86_400_000)).toBe('1 d 0 h 0 min');
    expect(formatDuration((2 * 86_400 + 22 * 60 + 59) * 1000)).toBe('2 d 0 h 22 min');
  });

  it('shows nothing for an unknown duration', () => {
    expect(formatDuration(undefined)).toBe('');
  });
});

describe('endpoint', () => {
  it('joins address and port, bracketing IPv6 addresses', () => {
    expect(endpoint('10.0.2.15', 55079)).toBe('10.0.2.15:55079');
    expect(endpoint('2001:db8::1', 443)).toBe('[2001:db8::1]:443');
  });

  it('is the bare address without a port (port 0 is a port)', () => {
    expect(endpoint('2001:db8::1')).toBe('2001:db8::1');
    expect(endpoint('00:1a:6b:6c:0c:cc', null)).toBe('00:1a:6b:6c:0c:cc');
    expect(endpoint('10.0.0.1', 0)).toBe('10.0.0.1:0');
  });
});

describe('hexToBytes and printable', () => {
  it('reads hex in either case, skipping separators and a dangling digit', () => {
    expect(hexToBytes('47 45:54')).toEqual([0x47, 0x45, 0x54]);
    expect(hexToBytes('0aFf1')).toEqual([0x0a, 0xff]);
    expect(hexToBytes(undefined)).toEqual([]);
  });

  it('shows printable ASCII as itself and every other byte as a dot', () => {
    expect(hexToBytes('474554200d0a7f').map(printable).join('')).toBe('GET ...');
  });
});

describe('distinct', () => {
  it('keeps the first of each non-blank string, in order', () => {
    expect(distinct(['curl/8', ' ', 'Wget', 'curl/8', null, undefined, ''])).toEqual(['curl/8', 'Wget']);
    expect(distinct(undefined)).toEqual([]);
  });
});
