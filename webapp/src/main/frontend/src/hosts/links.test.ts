import { describe, expect, it } from 'vitest';
import { readQuery } from '../explorer/query';
import { hostExplorerLink, hostPath, hostsPath, isMac, mapPath, pairExplorerLink } from './links';

describe('host links', () => {
  it('puts the host pages under the capture', () => {
    expect(mapPath('f 1')).toBe('/files/f%201/map');
    expect(hostsPath('abc')).toBe('/files/abc/hosts');
    expect(hostPath('abc', '10.0.0.5')).toBe('/files/abc/hosts/10.0.0.5');
    expect(hostPath('abc', 'fe80::1')).toBe('/files/abc/hosts/fe80%3A%3A1');
  });

  it('filters the explorer to exactly one host with the hunt, a MAC with the form', () => {
    const link = hostExplorerLink('abc', '10.0.0.1');
    expect(link.startsWith('/files/abc?')).toBe(true);
    expect(readQuery(link.slice(link.indexOf('?'))).q).toBe('ip == 10.0.0.1');
    const mac = hostExplorerLink('abc', '00:1b:21:aa:bb:cc');
    expect(readQuery(mac.slice(mac.indexOf('?'))).ip).toBe('00:1b:21:aa:bb:cc');
  });

  it('filters the explorer to the pair: both addresses, each on either end', () => {
    const link = pairExplorerLink('abc', '10.0.0.5', '2001:db8::1');
    const q = readQuery(link.slice(link.indexOf('?')));
    expect(q.q).toBe('ip == 10.0.0.5 && ip == 2001:db8::1');
    expect(q.ip).toBe('');
    expect(readQuery(pairExplorerLink('abc', '10.0.0.5', '10.0.0.5').split('?')[1]).q).toBe('ip == 10.0.0.5');
  });

  it('tells a MAC from an IPv6 address', () => {
    expect(isMac('00:1b:21:aa:bb:cc')).toBe(true);
    expect(isMac('00-1B-21-AA-BB-CC')).toBe(true);
    expect(isMac('fe80::1b:21')).toBe(false);
    expect(isMac('2001:db8:0:0:0:0:0:1')).toBe(false);
  });
});
