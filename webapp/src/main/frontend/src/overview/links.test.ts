import { describe, expect, it } from 'vitest';
import { readQuery } from '../explorer/query';
import type { Flow, Layer, Overview } from '../types';
import { explorerLink, labelsUnder, layerOfLabels } from './links';
import { asnBars, countryBars, deviceTypeBars, flowBars, hierarchyBars, shareBars, talkerBars } from './series';

const layer = (protocol: string, frames: number, children: Layer[] = []): Layer => ({ protocol, frames, bytes: frames * 100, children });

// eth:ipv6:tcp:{tls,http}, eth:ipv6:udp:{gquic,data}, eth:ip:icmp, eth:ipv6:icmpv6 (the labels tshark gives them)
const HIERARCHY: Layer[] = [
  layer('eth', 200, [
    layer('ipv6', 170, [
      layer('tcp', 120, [layer('tls', 40), layer('http', 10)]),
      layer('udp', 45, [layer('gquic', 40), layer('data', 5)]),
      layer('icmpv6', 5),
    ]),
    layer('ip', 30, [layer('icmp', 30)]),
  ]),
];
const LABELS = ['TCP', 'TLSV1.2', 'TLSV1', 'SSLV3', 'HTTP', 'UDP', 'GQUIC', 'ICMP', 'ICMPV6', 'LLMNR'];

/** Where a link leads: its path and the explorer state it opens. */
function opened(link: string | null) {
  expect(link).not.toBeNull();
  const [path, search] = (link as string).split('?');
  return { path, query: readQuery(search ?? '') };
}

describe('protocol layers and Protocol labels', () => {
  it('names each label by the layer it equals, or starts with before a version', () => {
    const named = layerOfLabels(HIERARCHY, LABELS);
    expect(Object.fromEntries(named)).toEqual({
      TCP: 'TCP',
      'TLSV1.2': 'TLS',
      TLSV1: 'TLS',
      SSLV3: 'TLS',
      HTTP: 'HTTP',
      UDP: 'UDP',
      GQUIC: 'GQUIC',
      ICMP: 'ICMP',
      ICMPV6: 'ICMPV6',
    });
  });

  it('opens a layer with the labels of every layer it carries, as the display filter tcp shows TLS too', () => {
    const named = layerOfLabels(HIERARCHY, LABELS);
    const ipv6 = HIERARCHY[0].children![0];
    expect(labelsUnder(ipv6.children![0], named)).toEqual(['HTTP', 'SSLV3', 'TCP', 'TLSV1', 'TLSV1.2']);
    expect(labelsUnder(ipv6.children![0].children![0], named)).toEqual(['SSLV3', 'TLSV1', 'TLSV1.2']);
    expect(labelsUnder(ipv6.children![1].children![1], named)).toEqual([]);
    expect(labelsUnder(HIERARCHY[0], named)).toHaveLength(9);
  });

  it('lists the hierarchy indented, each layer leading to protocol= of its labels', () => {
    const bars = hierarchyBars('f-1', HIERARCHY, LABELS);
    expect(bars.map((b) => `${b.depth}:${b.key}`)).toEqual([
      '0:eth', '1:eth:ipv6', '2:eth:ipv6:tcp', '3:eth:ipv6:tcp:tls', '3:eth:ipv6:tcp:http', '2:eth:ipv6:udp',
      '3:eth:ipv6:udp:gquic', '3:eth:ipv6:udp:data', '2:eth:ipv6:icmpv6', '1:eth:ip', '2:eth:ip:icmp',
    ]);
    const tls = opened(bars[3].to);
    expect(tls.path).toBe('/files/f-1');
    expect(tls.query.lists.protocol).toEqual(['SSLV3', 'TLSV1', 'TLSV1.2']);
    expect(opened(bars[10].to).query.lists.protocol).toEqual(['ICMP']);
    expect(bars[7].to).toBeNull();
    expect(bars[0].detail).toContain('200 frames (100 %)');
    expect(bars[9].detail).toContain('30 frames (15.0 %)');
  });
});

describe('links of the overview elements', () => {
  it('opens the table with exactly the filter of the element', () => {
    const link = explorerLink('a b', { list: { name: 'app', values: ['TLS.Facebook'] } });
    expect(link).toBe('/files/a%20b?app=TLS.Facebook');
    const window = opened(explorerLink('f', { from: '2013-10-30T20:29:41.5Z', to: '2013-10-30T20:29:42Z' })).query;
    expect([window.from, window.to]).toEqual(['2013-10-30T20:29:41.5Z', '2013-10-30T20:29:42Z']);
  });

  const overview = {
    summary: { packets: 1, conversations: 1, flows: 1, bytes: 1, internalHosts: 0, externalHosts: 1 },
    applications: [{ name: 'QUIC.Google', conversations: 1, bytes: 15977 }],
    categories: [{ name: 'Web', conversations: 3, bytes: 16000 }],
    topTalkers: [{ ip: '2a00:1450:4001:803::1017', packets: 62, bytes: 15977 }],
    countries: [{ countryCode: 'IE', country: 'Ireland', hosts: 2, conversations: 4 }],
    deviceTypes: [{ deviceType: 'Server', hosts: 3 }],
    topAsns: [{ asn: 'AS15169', org: 'Google LLC', hosts: 2, conversations: 4, bytes: 15977 }],
  } satisfies Overview;

  it('leads applications, categories, hosts, countries, device types and autonomous systems to the explorer filter of that name', () => {
    expect(opened(shareBars('f', overview.applications, 'app')[0].to).query.lists.app).toEqual(['QUIC.Google']);
    expect(opened(shareBars('f', overview.categories, 'category')[0].to).query.lists.category).toEqual(['Web']);
    expect(opened(talkerBars('f', overview.topTalkers)[0].to).query.ip).toBe('2a00:1450:4001:803::1017');
    const country = countryBars('f', overview.countries)[0];
    expect(country.label).toBe('Ireland (IE)');
    expect(opened(country.to).query.lists.country).toEqual(['IE']);
    expect(opened(deviceTypeBars('f', overview.deviceTypes)[0].to).query.lists.deviceType).toEqual(['Server']);
    const asn = asnBars('f', overview.topAsns)[0];
    expect(asn.label).toBe('AS15169 Google LLC');
    expect(opened(asn.to).query.lists.asn).toEqual(['AS15169']);
  });

  it('labels a top flow by where it went and what it carried, and opens its first row in the table', () => {
    const f = {
      id: 42, fileId: 'f', transport: 'TCP', srcIp: '10.0.2.15', srcPort: 55079, dstIp: '192.150.187.43', dstPort: 80,
      initiator: 'SYN', protocol: 'TCP', packetCount: 315, totalBytes: 253909, srcPackets: 100, srcBytes: 9000,
      dstPackets: 215, dstBytes: 244909, startTime: '', endTime: '', durationMs: 0, conversationIds: [42, 57],
      labels: [{ protocol: 'TCP', packets: 300, conversationId: 42 }, { protocol: 'HTTP', packets: 15, conversationId: 57 }],
    } as Flow;
    const bar = flowBars('f', [f])[0];
    expect(bar.label).toBe('192.150.187.43:80 · HTTP');
    expect(bar.detail).toContain('from 10.0.2.15:55079');
    expect(bar.title).toBe('TCP 10.0.2.15:55079 → 192.150.187.43:80: TCP, HTTP');
    const { path, query } = opened(bar.to);
    expect(path).toBe('/files/f');
    expect(query.open).toBe('42');
    expect(flowBars('f', [{ ...f, hostname: 'www.bro.org', appName: 'HTTP.Bro' }])[0].label).toBe('www.bro.org:80 · HTTP.Bro');
    expect(flowBars('f', [{ ...f, labels: [{ protocol: 'TCP', packets: 3, conversationId: 42 }] }])[0].label).toBe('192.150.187.43:80 · TCP');
  });
});

describe('a time window of one host', () => {
  it('opens the explorer on the hunt query and the window together', () => {
    const { path, query } = opened(explorerLink('f1', { q: 'ip == 10.0.0.5', from: '2024-01-01T00:00:00Z', to: '2024-01-01T00:01:00Z' }));
    expect(path).toBe('/files/f1');
    expect(query.q).toBe('ip == 10.0.0.5');
    expect(query.from).toBe('2024-01-01T00:00:00Z');
    expect(query.to).toBe('2024-01-01T00:01:00Z');
    expect(query.ip).toBe('');
  });
});
