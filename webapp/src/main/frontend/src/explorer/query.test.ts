import { describe, expect, it } from 'vitest';
import {
  communityIdError,
  toggleExclusion,
  DEFAULT_SIZE,
  describePayload,
  emptyQuery,
  filterParams,
  formatSort,
  hasFilters,
  nextSort,
  parseSort,
  portError,
  readQuery,
  switchView,
  writeQuery,
  type ExplorerQuery,
} from './query';

function query(patch: Partial<ExplorerQuery>): ExplorerQuery {
  return { ...emptyQuery(), ...patch };
}

describe('URL state', () => {
  it('is empty for the default view', () => {
    expect(writeQuery(emptyQuery())).toBe('');
    expect(readQuery('')).toEqual(emptyQuery());
  });

  it('survives a round trip through the query string', () => {
    const q = query({
      ip: '10.0.2',
      port: '443',
      payload: 'GET /',
      risksOnly: true,
      lists: { ...emptyQuery().lists, protocol: ['TCP', 'HTTP'], idsAlert: ['ET POLICY curl, wget'], rule: ['a,b', 'c'] },
      from: '2013-10-30T20:29:41.123456789Z',
      to: '2013-10-30T20:29:42Z',
      sort: [
        { field: 'protocol', asc: true },
        { field: 'packetCount', asc: false },
      ],
      page: 3,
      size: 100,
      open: '42',
    });
    expect(readQuery(writeQuery(q))).toEqual(q);
  });

  it('joins plain list values with commas and repeats names that may contain one', () => {
    const q = query({ lists: { ...emptyQuery().lists, protocol: ['TCP', 'HTTP'], rule: ['Beacon, slow', 'Tor'] } });
    const p = new URLSearchParams(writeQuery(q));
    expect(p.getAll('protocol')).toEqual(['TCP,HTTP']);
    expect(p.getAll('rule')).toEqual(['Beacon, slow', 'Tor']);
  });

  it('repeats the values of a list when one of them holds a comma', () => {
    const q = query({ lists: { ...emptyQuery().lists, app: ['Google, Inc', 'DNS'] } });
    expect(new URLSearchParams(writeQuery(q)).getAll('app')).toEqual(['Google, Inc', 'DNS']);
  });

  it('carries a time window to the list, facets and exports, and counts it as a filter', () => {
    const q = readQuery('?from=2013-10-30T20%3A29%3A41.5Z&to=2013-10-30T20%3A29%3A42Z&page=2');
    expect(q.from).toBe('2013-10-30T20:29:41.5Z');
    expect(q.to).toBe('2013-10-30T20:29:42Z');
    expect(hasFilters(q)).toBe(true);
    expect(hasFilters(query({ to: '2013-10-30T20:29:42Z' }))).toBe(true);
    const params = filterParams(q);
    expect(params.get('from')).toBe('2013-10-30T20:29:41.5Z');
    expect(params.get('to')).toBe('2013-10-30T20:29:42Z');
    expect(filterParams(query({ from: '2013-10-30T20:29:41Z' })).has('to')).toBe(false);
  });

  it('reads repeated and comma-joined values alike, trimmed and without duplicates', () => {
    expect(readQuery('?protocol=TCP,%20HTTP&protocol=TCP&protocol=').lists.protocol).toEqual(['TCP', 'HTTP']);
  });

  it('writes page, size and the open conversation only when they differ from the default', () => {
    expect(writeQuery(query({ page: 2 }))).toBe('?page=2');
    expect(writeQuery(query({ size: DEFAULT_SIZE }))).toBe('');
    expect(writeQuery(query({ size: 50, open: '7' }))).toBe('?size=50&conv=7');
  });

  it('falls back to the default for malformed paging and conversation ids', () => {
    const q = readQuery('?page=-3&size=33&conv=abc');
    expect(q.page).toBe(1);
    expect(q.size).toBe(DEFAULT_SIZE);
    expect(q.open).toBeNull();
    expect(readQuery('?page=x').page).toBe(1);
    expect(readQuery('?conv=1234567890123456789').open).toBeNull();
  });

  it('keeps a Community ID with its + and / through the query string, and it counts as a filter', () => {
    const q = { ...emptyQuery(), communityId: '1:wCb3OG7yAFWelaUydu0D+125CLM=' };
    expect(readQuery(writeQuery(q)).communityId).toBe('1:wCb3OG7yAFWelaUydu0D+125CLM=');
    expect(hasFilters(q)).toBe(true);
    expect(communityIdError(q.communityId)).toBeNull();
    expect(communityIdError('1:abc')).not.toBeNull();
  });

  it('takes only "true" as the risks-only switch', () => {
    expect(readQuery('?risksOnly=true').risksOnly).toBe(true);
    expect(readQuery('?risksOnly=1').risksOnly).toBe(false);
  });
});

describe('filterParams', () => {
  it('is what the list endpoint takes: trimmed text filters and the sort, no paging', () => {
    const q = query({ ip: ' 10.0.2 ', port: ' 80 ', page: 4, size: 50, open: '9', sort: [{ field: 'totalBytes', asc: false }] });
    expect(filterParams(q).toString()).toBe('ip=10.0.2&port=80&sort=totalBytes%3Adesc');
    expect(filterParams(q, false).toString()).toBe('ip=10.0.2&port=80');
  });

  it('carries the whole-packet payload search, which only a payload gives a meaning', () => {
    const q = query({ payload: 'Firefox/24.0', payloadScope: 'full' });
    expect(filterParams(q).get('payloadScope')).toBe('full');
    expect(readQuery(writeQuery(q))).toEqual(q);
    expect(filterParams(query({ payload: 'GET' })).has('payloadScope')).toBe(false);
    expect(filterParams(query({ payloadScope: 'full' })).has('payloadScope')).toBe(false);
    // chosen before the payload is typed: the URL keeps the choice, so the typed payload is searched in whole packets
    expect(readQuery(writeQuery(query({ payloadScope: 'full' }))).payloadScope).toBe('full');
    expect(readQuery('?payload=x&payloadScope=bogus').payloadScope).toBe('stored');
  });

  it('keeps payload text as typed, spaces included', () => {
    expect(filterParams(query({ payload: ' GET ' })).get('payload')).toBe(' GET ');
  });
});

describe('hasFilters', () => {
  it('sees any narrowing filter but not sort, paging or the open conversation', () => {
    expect(hasFilters(query({ sort: [{ field: 'id', asc: true }], page: 2, open: '1' }))).toBe(false);
    expect(hasFilters(query({ ip: '   ' }))).toBe(false);
    expect(hasFilters(query({ risksOnly: true }))).toBe(true);
    expect(hasFilters(query({ lists: { ...emptyQuery().lists, country: ['DE'] } }))).toBe(true);
  });
});

describe('sort', () => {
  it('parses field:dir pairs, ascending unless desc, first one of a field wins', () => {
    expect(parseSort('protocol:asc, packetCount:DESC,srcIp,protocol:desc')).toEqual([
      { field: 'protocol', asc: true },
      { field: 'packetCount', asc: false },
      { field: 'srcIp', asc: true },
    ]);
    expect(parseSort(null)).toEqual([]);
    expect(parseSort(':desc')).toEqual([]);
  });

  it('formats back to what it parses', () => {
    const keys = [
      { field: 'protocol', asc: true },
      { field: 'packetCount', asc: false },
    ];
    expect(formatSort(keys)).toBe('protocol:asc,packetCount:desc');
    expect(parseSort(formatSort(keys))).toEqual(keys);
  });

  it('cycles a plain click through ascending, descending and unsorted', () => {
    const asc = nextSort([], 'protocol', false);
    expect(asc).toEqual([{ field: 'protocol', asc: true }]);
    const desc = nextSort(asc, 'protocol', false);
    expect(desc).toEqual([{ field: 'protocol', asc: false }]);
    expect(nextSort(desc, 'protocol', false)).toEqual([]);
  });

  it('replaces a multi-column sort with the clicked column on a plain click', () => {
    const two = [
      { field: 'protocol', asc: true },
      { field: 'packetCount', asc: false },
    ];
    expect(nextSort(two, 'totalBytes', false)).toEqual([{ field: 'totalBytes', asc: true }]);
    expect(nextSort(two, 'packetCount', false)).toEqual([{ field: 'packetCount', asc: true }]);
  });

  it('adds, flips and removes a column in place with Shift', () => {
    const one = [{ field: 'protocol', asc: true }];
    const two = nextSort(one, 'packetCount', true);
    expect(two).toEqual([
      { field: 'protocol', asc: true },
      { field: 'packetCount', asc: true },
    ]);
    const flipped = nextSort(two, 'protocol', true);
    expect(flipped).toEqual([
      { field: 'protocol', asc: false },
      { field: 'packetCount', asc: true },
    ]);
    expect(nextSort(flipped, 'protocol', true)).toEqual([{ field: 'packetCount', asc: true }]);
  });
});

describe('portError', () => {
  it('accepts nothing, or a number from 0 to 65535', () => {
    expect(portError('')).toBeNull();
    expect(portError(' 0 ')).toBeNull();
    expect(portError('65535')).toBeNull();
  });

  it('rejects anything else', () => {
    for (const bad of ['65536', '80a', '-1', '4 43', '123456']) expect(portError(bad)).not.toBeNull();
    // a number too large is out of range, not a matter of digits
    expect(portError('99999')).toMatch(/out of range/);
    expect(portError('80a')).toMatch(/digits only/);
    expect(portError('00080')).toBeNull();
  });
});

describe('describePayload', () => {
  it('counts 0x hex as bytes and needs an even number of digits', () => {
    expect(describePayload('0x474554')).toEqual({ ok: true, message: 'hex: 3 bytes' });
    expect(describePayload('0X47')).toEqual({ ok: true, message: 'hex: 1 byte' });
    expect(describePayload('0x47455').ok).toBe(false);
    expect(describePayload('0x').ok).toBe(false);
    expect(describePayload('0xzz').ok).toBe(false);
  });

  it('reads space-separated byte pairs as hex', () => {
    expect(describePayload('47 45 54')).toEqual({ ok: true, message: 'hex bytes: 3 bytes' });
  });

  it('takes anything else as text and counts its UTF-8 bytes', () => {
    expect(describePayload('GET /')).toEqual({ ok: true, message: 'ASCII: 5 bytes' });
    expect(describePayload('ä')).toEqual({ ok: true, message: 'ASCII: 2 bytes' });
    expect(describePayload('47')).toEqual({ ok: true, message: 'ASCII: 2 bytes' });
  });

  it('explains the forms when empty', () => {
    expect(describePayload('').ok).toBe(true);
    expect(describePayload('').message).toMatch(/0x474554/);
  });
});

describe('Conversations | Flows', () => {
  it('keeps the flow view in the URL and nothing for the default rows', () => {
    expect(writeQuery(query({ view: 'flows' }))).toBe('?view=flows');
    expect(readQuery('view=flows').view).toBe('flows');
    expect(readQuery('view=nonsense').view).toBe('conversations');
    expect(writeQuery(query({ view: 'conversations' }))).toBe('');
  });

  it('switches with the filters, sort and page size kept, from the first page', () => {
    const rows = query({ ip: '10.0.2', lists: { ...emptyQuery().lists, protocol: ['HTTP'] }, sort: [{ field: 'srcBytes', asc: false }], page: 4, size: 50 });
    const flows = switchView(rows, 'flows');
    expect(flows).toEqual({ ...rows, view: 'flows', page: 1 });
    expect(filterParams(flows).toString()).toBe(filterParams(rows).toString());
    expect(readQuery(writeQuery(flows).slice(1))).toEqual(flows);
  });

  it('is no filter of the API', () => {
    expect(filterParams(query({ view: 'flows' })).has('view')).toBe(false);
    expect(hasFilters(query({ view: 'flows' }))).toBe(false);
  });
});

describe('excluded pill values', () => {
  it('toggle between excluded and not, never selected and excluded at once', () => {
    expect(toggleExclusion(['HTTP', 'TCP'], 'TCP')).toEqual(['HTTP', '!TCP']);
    expect(toggleExclusion(['HTTP', '!TCP'], 'TCP')).toEqual(['HTTP']);
  });

  it('travel in the URL as the API reads them', () => {
    const q = emptyQuery();
    q.lists.protocol = ['HTTP', '!TCP'];
    q.lists.rule = ['!a, b'];
    const search = writeQuery(q);
    expect(new URLSearchParams(search).get('protocol')).toBe('HTTP,!TCP');
    expect(readQuery(search).lists.protocol).toEqual(['HTTP', '!TCP']);
    expect(readQuery(search).lists.rule).toEqual(['!a, b']);
    expect(hasFilters(readQuery('?protocol=!TCP'))).toBe(true);
  });
});
