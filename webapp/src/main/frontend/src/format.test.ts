import { describe, expect, it } from 'vitest';
import { distinct, endpoint, formatCount, formatDuration, formatSize, formatTime, hexToBytes, parseTime, printable, timeOfDay, truncate } from './format';

// vite.config.ts runs the tests in Europe/Berlin: UTC+2 in summer, UTC+1 in winter.

describe('formatTime', () => {
  it('shows an instant in local time and keeps every fractional digit the server sent', () => {
    expect(formatTime('2014-01-13T18:24:01.897975123Z')).toBe('2014-01-13 19:24:01.897975123');
    expect(formatTime('2024-07-01T10:00:00.5Z')).toBe('2024-07-01 12:00:00.5');
  });

  it('applies the offset, with or without a colon, and ignores a trailing region id', () => {
    expect(formatTime('2024-07-01T10:00:00+05:30')).toBe('2024-07-01 06:30:00');
    expect(formatTime('2024-07-01T10:00:00-0400')).toBe('2024-07-01 16:00:00');
    expect(formatTime('2024-07-01T10:00:00+02:00[Europe/Berlin]')).toBe('2024-07-01 10:00:00');
  });

  it('crosses midnight into the local date', () => {
    expect(formatTime('2024-12-31T23:30:00Z')).toBe('2025-01-01 00:30:00');
  });

  it('reads a time without offset as local time', () => {
    expect(formatTime('2024-07-01 10:00:00')).toBe('2024-07-01 10:00:00');
  });

  it('gives back what it cannot read, and nothing for nothing', () => {
    expect(formatTime('yesterday')).toBe('yesterday');
    expect(formatTime('2024-13-45T99:00:00Z')).toBe('2024-13-45T99:00:00Z');
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('timeOfDay', () => {
  it('shows only the local time of day, with every fractional digit', () => {
    expect(timeOfDay('2014-01-13T18:24:01.897975Z')).toBe('19:24:01.897975');
    expect(timeOfDay('2014-01-13T18:24:01.897975123Z')).toBe('19:24:01.897975123');
    expect(timeOfDay('2024-12-31T23:30:00Z')).toBe('00:30:00');
  });

  it('pads a fraction to microseconds, so that a list lines up', () => {
    expect(timeOfDay('2014-01-13T17:04:02.16564+01:00')).toBe('17:04:02.165640');
    expect(timeOfDay('2014-01-13T17:04:02.5Z')).toBe('18:04:02.500000');
  });

  it('gives back what it cannot read', () => {
    expect(timeOfDay('yesterday')).toBe('yesterday');
    expect(timeOfDay(undefined)).toBe('');
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

  it('shows minutes and seconds from a minute on', () => {
    expect(formatDuration(60_000)).toBe('1 min 0.0 s');
    expect(formatDuration(3_725_400)).toBe('62 min 5.4 s');
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
