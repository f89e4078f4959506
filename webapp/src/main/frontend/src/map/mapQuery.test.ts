import { describe, expect, it } from 'vitest';
import { emptyMapQuery, graphParams, readMapQuery, writeMapQuery } from './mapQuery';

describe('map query', () => {
  it('reads the URL under the graph API names, anything unknown as the default', () => {
    expect(readMapQuery('?groupBy=asn&limit=500&protocol=HTTP,DNS&app=TLS&q=port%20%3D%3D%2053')).toEqual({
      groupBy: 'asn',
      limit: 500,
      protocol: 'HTTP,DNS',
      app: 'TLS',
      q: 'port == 53',
    });
    expect(readMapQuery('?groupBy=city&limit=9000')).toEqual(emptyMapQuery());
    expect(readMapQuery('?limit=1').limit).toBe(200);
    expect(readMapQuery('?limit=2.5').limit).toBe(200);
  });

  it('sends only what differs from the API defaults', () => {
    expect(graphParams(emptyMapQuery()).toString()).toBe('');
    expect(writeMapQuery(emptyMapQuery())).toBe('');
    const q = { ...emptyMapQuery(), groupBy: 'subnet24' as const, limit: 5000, q: ' ip == 10.0.0.0/8 ' };
    expect(graphParams(q).toString()).toBe('groupBy=subnet24&limit=5000&q=ip+%3D%3D+10.0.0.0%2F8');
  });

  it('reads back what it writes', () => {
    const q = { groupBy: 'deviceType' as const, limit: 50, protocol: 'TCP', app: 'DNS', q: 'port.dst == 443 && !sni' };
    expect(readMapQuery(writeMapQuery(q))).toEqual(q);
  });
});
