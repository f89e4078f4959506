import { describe, expect, it } from 'vitest';
import { concatenated, frameRanges, hexBytes, hexDump } from './sessionBytes';

describe('hexDump', () => {
  it('gives each line its offset, 16 bytes in two groups and their ASCII', () => {
    const hex = Array.from(new TextEncoder().encode('GET / HTTP/1.1\r\nHost: a\r\n'), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(hexDump(hex, 0x20).split('\n')).toEqual([
      '00000020  47 45 54 20 2f 20 48 54  54 50 2f 31 2e 31 0d 0a  |GET / HTTP/1.1..|',
      '00000030  48 6f 73 74 3a 20 61 0d  0a                       |Host: a..|',
    ]);
  });

  it('shows nothing for no bytes', () => {
    expect(hexDump('', 0)).toBe('');
  });
});

describe('concatenated', () => {
  it('joins the chunks bytes in order', () => {
    expect(Array.from(concatenated([{ hex: '0102' }, { hex: null }, { hex: 'ff' }]))).toEqual([1, 2, 255]);
    expect(Array.from(hexBytes('0a 0B'))).toEqual([10, 11]);
  });
});

describe('frameRanges', () => {
  it('joins ascending runs and keeps the order sent', () => {
    expect(frameRanges([4, 6, 7, 8, 9, 12])).toBe('4, 6–9, 12');
    expect(frameRanges([9, 7, 8])).toBe('9, 7–8');
    expect(frameRanges([5])).toBe('5');
    expect(frameRanges([])).toBe('');
  });
});
