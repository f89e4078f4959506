import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { emptyQuery, filterParams, hasFilters, readQuery, writeQuery } from '../explorer/query';
import type { Conversation } from '../types';
import { captureHuntPath, emptyHuntQuery, readHuntQuery, writeHuntQuery } from './huntQuery';
import { queryProblemOf } from './problem';
import { groupByCapture } from './summary';
import type { HuntConversation } from './types';
import { huntPath, huntValues, whereElsePath } from './whereElse';

describe('q in the explorer URL', () => {
  it('round-trips through the URL and is sent with the filters', () => {
    const q = { ...emptyQuery(), q: 'app == "YouTube" && bytes > 1M', ip: '10.0.0.1' };
    const search = writeQuery(q);
    expect(new URLSearchParams(search).get('q')).toBe('app == "YouTube" && bytes > 1M');
    expect(readQuery(search)).toEqual(q);
    expect(filterParams(q).get('q')).toBe('app == "YouTube" && bytes > 1M');
    expect(filterParams(q, false).get('q')).toBe('app == "YouTube" && bytes > 1M');
    expect(hasFilters(q)).toBe(true);
  });

  it('leaves a blank expression out', () => {
    expect(writeQuery({ ...emptyQuery(), q: '  ' })).toBe('');
    expect(hasFilters({ ...emptyQuery(), q: ' ' })).toBe(false);
    expect(readQuery('?q=').q).toBe('');
  });
});

describe('the hunt page URL', () => {
  it('round-trips q, sort and paging, defaults left out', () => {
    const h = { q: 'sni contains "a&b"', sort: [{ field: 'startTime', asc: false }], page: 3, size: 50 };
    expect(readHuntQuery(writeHuntQuery(h))).toEqual(h);
    expect(writeHuntQuery(emptyHuntQuery())).toBe('');
    expect(readHuntQuery('?page=x&size=7')).toEqual(emptyHuntQuery());
  });

  it('links a capture with the same expression', () => {
    expect(captureHuntPath(7, 'ip == 1.2.3.4')).toBe('/files/7?q=ip+%3D%3D+1.2.3.4');
    expect(captureHuntPath(7, '', 12)).toBe('/files/7?conv=12');
    expect(readQuery(captureHuntPath(7, 'a && b').split('?')[1]).q).toBe('a && b');
  });
});

describe('where else', () => {
  const conv = {
    id: 1, fileId: 2, srcIp: '10.0.0.1', dstIp: '10.0.0.1', hostname: 'example.com', ja4Client: 't13d', ja3Client: null,
    communityId: '1:abc=', httpUserAgents: ['curl/8', 'curl/8', 'Wget "x"'], customRules: [{ name: 'Beacon', severity: 'high' }],
  } as unknown as Conversation;

  it('lists the row huntable values once each', () => {
    expect(huntValues(conv).map((v) => `${v.field}=${v.value}`)).toEqual([
      'ip=10.0.0.1', 'sni=example.com', 'ja4=t13d', 'community_id=1:abc=', 'ua=curl/8', 'ua=Wget "x"', 'rule=Beacon',
    ]);
  });

  it('leads to the hunt page with field == "value"', () => {
    const path = whereElsePath('ua', 'Wget "x"');
    expect(path.startsWith('/hunt?q=')).toBe(true);
    expect(readHuntQuery(path.split('?')[1]).q).toBe('ua == "Wget \\"x\\""');
    expect(huntPath('')).toBe('/hunt');
  });
});

describe('grouped by capture', () => {
  const row = (fileId: number, fileName: string, startTime: string, endTime: string) => ({ id: 0, fileId, fileName, startTime, endTime }) as unknown as HuntConversation;

  it('counts the hits and the first and last seen of each capture, in the order they appear', () => {
    const groups = groupByCapture([
      row(2, 'b.pcap', '2024-01-01T10:00:00Z', '2024-01-01T10:05:00Z'),
      row(1, 'a.pcap', '2024-01-01T09:00:00Z', '2024-01-01T09:01:00Z'),
      row(2, 'b.pcap', '2024-01-01T08:00:00+00:00', '2024-01-01T12:00:00Z'),
    ]);
    expect(groups).toEqual([
      { fileId: 2, fileName: 'b.pcap', hits: 2, firstSeen: '2024-01-01T08:00:00+00:00', lastSeen: '2024-01-01T12:00:00Z' },
      { fileId: 1, fileName: 'a.pcap', hits: 1, firstSeen: '2024-01-01T09:00:00Z', lastSeen: '2024-01-01T09:01:00Z' },
    ]);
    expect(groupByCapture([])).toEqual([]);
  });
});

describe('the query problem of a failure', () => {
  it('is a 400 whose problem says where', () => {
    const p = { detail: 'unknown field `snii` at 1; did you mean `sni`?', position: 1, expected: 'a field', suggestions: ['sni'] };
    expect(queryProblemOf(new ApiError(400, p, 'HTTP'))).toBe(p);
    expect(queryProblemOf(new ApiError(400, { detail: 'bad page' }, 'HTTP'))).toBeNull();
    expect(queryProblemOf(new ApiError(500, p, 'HTTP'))).toBeNull();
    expect(queryProblemOf(new Error('x'))).toBeNull();
    expect(queryProblemOf(null)).toBeNull();
  });
});
