import { describe, expect, it } from 'vitest';
import { emptyHostsQuery, hasHostFilters, hostFilters, readHostsQuery, writeHostsQuery } from './hostsQuery';

describe('hosts query', () => {
  it('reads the list API names from the URL', () => {
    expect(readHostsQuery('?address=10.0&internal=false&deviceType=Router&sort=-peers&page=3')).toEqual({
      address: '10.0',
      internal: 'false',
      deviceType: 'Router',
      sort: '-peers',
      page: 3,
    });
  });

  it('reads a sort in the API default direction written either way', () => {
    expect(readHostsQuery('?sort=peers').sort).toBe('-peers');
    expect(readHostsQuery('?sort=%2Baddress').sort).toBe('address');
    expect(readHostsQuery('?sort=colour').sort).toBe('-bytes');
    expect(readHostsQuery('?internal=maybe').internal).toBe('');
    expect(readHostsQuery('?page=-2').page).toBe(1);
  });

  it('sends the filters and a sort other than the default, without paging', () => {
    expect(hostFilters(emptyHostsQuery()).toString()).toBe('');
    const q = { address: ' 192.168. ', internal: 'true', deviceType: '', sort: 'address' as const, page: 2 };
    expect(hostFilters(q).toString()).toBe('address=192.168.&internal=true&sort=address');
    expect(writeHostsQuery(q)).toBe('?address=192.168.&internal=true&sort=address&page=2');
    expect(readHostsQuery(writeHostsQuery(q))).toEqual({ ...q, address: '192.168.' });
  });

  it('knows when a filter narrows the list (a sort does not)', () => {
    expect(hasHostFilters({ ...emptyHostsQuery(), sort: 'address' })).toBe(false);
    expect(hasHostFilters({ ...emptyHostsQuery(), internal: 'false' })).toBe(true);
  });
});
