import { describe, expect, it } from 'vitest';
import { hitsIn, searchedBytes, splitAtHits } from './searchHits';

describe('payload search hits in a session', () => {
  it('reads the pattern as the payload box does', () => {
    expect(Array.from(searchedBytes('GET') ?? [])).toEqual([0x47, 0x45, 0x54]);
    expect(Array.from(searchedBytes('0x474554') ?? [])).toEqual([0x47, 0x45, 0x54]);
    expect(Array.from(searchedBytes('47 45 54') ?? [])).toEqual([0x47, 0x45, 0x54]);
    expect(searchedBytes('')).toBeNull();
    expect(searchedBytes('0x4')).toBeNull();
  });

  it('finds every occurrence and cuts the bytes there', () => {
    const bytes = new TextEncoder().encode('GET /a GET /b');
    const pattern = searchedBytes('GET')!;
    const hits = hitsIn(bytes, pattern);
    expect(hits).toEqual([0, 7]);
    const parts = splitAtHits(bytes, hits, pattern.length).map((p) => [new TextDecoder().decode(p.part), p.hit]);
    expect(parts).toEqual([['GET', true], [' /a ', false], ['GET', true], [' /b', false]]);
    expect(hitsIn(new TextEncoder().encode('aaaa'), new TextEncoder().encode('aa'))).toEqual([0, 2]);
  });
});
