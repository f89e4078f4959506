import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { emptyQuery, filterParams, hasFilters, readQuery, writeQuery } from '../explorer/query';
import type { Conversation } from '../types';
import { captureHuntPath, emptyHuntQuery, readHuntQuery, writeHuntQuery } from './huntQuery';
import { queryProblemOf } from './problem';
import { huntResources } from './api';
import { summaryHeading } from './summary';
import type { CaptureHits } from './types';
import { huntPath, huntValues, networkHuntPath, whereElsePath } from './whereElse';

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
  it('round-trips q, the scope, sort and paging, defaults left out', () => {
    const h = { q: 'sni contains "a&b"', network: 'n-1', sort: [{ field: 'startTime', asc: false }], page: 3, size: 50 };
    expect(readHuntQuery(writeHuntQuery(h))).toEqual(h);
    expect(new URLSearchParams(writeHuntQuery(h)).get('network')).toBe('n-1');
    expect(readHuntQuery(writeHuntQuery({ ...h, network: '' })).network).toBe('');
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

describe('the scope of a hunt', () => {
  it('asks every capture, or the captures of one network, the same question', () => {
    expect(huntResources.conversations('port == 53', 2, 25).path).toBe('/conversations?q=port+%3D%3D+53&page=2&size=25');
    expect(huntResources.conversations('port == 53', 1, 25, 'startTime:desc', 'n/1').path)
      .toBe('/monitor/networks/n%2F1/conversations?q=port+%3D%3D+53&page=1&size=25&sort=startTime%3Adesc');
    expect(huntResources.captures('app == DNS').path).toBe('/conversations/captures?q=app+%3D%3D+DNS');
    expect(huntResources.captures('app == DNS', 'n1').path).toBe('/monitor/networks/n1/conversations/captures?q=app+%3D%3D+DNS');
    expect(huntResources.facets('n1').path).toBe('/monitor/networks/n1/conversations/facets');
    expect(huntResources.facets().path).toBe('/conversations/facets');
  });

  it('is carried by the link from a network page', () => {
    expect(readHuntQuery(networkHuntPath('0b5e-1').split('?')[1])).toEqual({ ...emptyHuntQuery(), network: '0b5e-1' });
  });
});

describe('grouped by capture', () => {
  const capture = (fileName: string, hits: number): CaptureHits => ({ fileId: fileName, fileName, hits, firstSeen: '', lastSeen: '' });

  it('says it covers every hit when the captures listed hold them all', () => {
    expect(summaryHeading([capture('b.pcap', 2), capture('a.pcap', 1)], 3)).toBe('Grouped by capture (all 3 hits)');
    expect(summaryHeading([capture('a.pcap', 1)], 1)).toBe('Grouped by capture (all 1 hit)');
  });

  it('says how many hits it leaves out when more captures hold some than are listed', () => {
    expect(summaryHeading([capture('b.pcap', 1200), capture('a.pcap', 3)], 1250))
      .toBe('The 2 captures with the most hits (1,203 of 1,250 hits)');
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
