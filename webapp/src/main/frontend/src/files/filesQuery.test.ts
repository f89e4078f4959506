import { describe, expect, it } from 'vitest';
import { readFilesQuery, writeFilesQuery } from './filesQuery';

describe('file list query', () => {
  it('writes only what is set and reads it back', () => {
    const q = { name: 'smtp', status: 'FAILED', page: 2 };
    expect(writeFilesQuery(q)).toBe('?name=smtp&status=FAILED&page=2');
    expect(readFilesQuery(writeFilesQuery(q))).toEqual(q);
    expect(writeFilesQuery({ name: ' ', status: '', page: 1 })).toBe('');
  });

  it('reads an unknown status or a bad page as none', () => {
    expect(readFilesQuery('?status=bogus&page=-3')).toEqual({ name: '', status: '', page: 1 });
    expect(readFilesQuery('?status=completed').status).toBe('COMPLETED');
  });
});
