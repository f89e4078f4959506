import { describe, expect, it } from 'vitest';
import { apiFilters, emptyExtractedQuery, parseSize, readExtractedQuery, writeExtractedQuery } from './extractedQuery';

describe('extracted files query', () => {
  it('reads sizes in bytes or with a 1024-based unit, and refuses anything else', () => {
    expect(parseSize('')).toBeNull();
    expect(parseSize('1500')).toBe(1500);
    expect(parseSize('10k')).toBe(10240);
    expect(parseSize('2.5 MB')).toBe(2621440);
    expect(parseSize('1 GiB')).toBe(1073741824);
    expect(parseSize('ten')).toBeNaN();
    expect(parseSize('-5')).toBeNaN();
  });

  it('writes only what is set and reads it back', () => {
    const q = { ...emptyExtractedQuery(), name: ' setup ', type: 'PE', minSize: '10k', page: 3 };
    expect(writeExtractedQuery(q)).toBe('?name=setup&type=PE&minSize=10k&page=3');
    expect(readExtractedQuery(writeExtractedQuery(q))).toEqual({ ...q, name: 'setup' });
    expect(writeExtractedQuery(emptyExtractedQuery())).toBe('');
    expect(readExtractedQuery('?page=0').page).toBe(1);
  });

  it('sends sizes as bytes and leaves out one that does not read', () => {
    const q = { ...emptyExtractedQuery(), minSize: '1k', maxSize: 'lots', sha256: 'AB12' };
    expect(apiFilters(q).toString()).toBe('minSize=1024&sha256=AB12');
  });
});
