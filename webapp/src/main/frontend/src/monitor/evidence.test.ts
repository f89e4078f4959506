import { describe, expect, it } from 'vitest';
import { readQuery } from '../explorer/query';
import { conversationsLink, evidenceOf, parseService } from './evidence';
import { change } from './fixtures';

/** The explorer's reading of the link's address. */
function explorerSees(link: string) {
  const [path, search = ''] = link.split('?');
  return { path, query: readQuery(search) };
}

describe('the evidence of a change', () => {
  it('is the address in the capture that brought a host or an address conflict', () => {
    const e = evidenceOf(change('ADDRESS_CONFLICT', '10.0.1.11', { before: 'ac:de:48:22:22:02', after: 'ac:de:48:22:22:02, b8:27:eb:77:77:07' }));
    expect(e).toEqual({ snapshotId: 'this', side: 'after', filter: { ip: '10.0.1.11' } });
    const link = explorerSees(conversationsLink('f-1', e!));
    expect(link.path).toBe('/files/f-1');
    expect(link.query.ip).toBe('10.0.1.11');
  });

  it('is in the snapshot before for what went away', () => {
    expect(evidenceOf(change('HOST_DISAPPEARED', '10.0.1.127', { before: '02:00:00:00:01:31' }))).toMatchObject({ snapshotId: 'prev', side: 'before', filter: { ip: '10.0.1.127' } });
    expect(evidenceOf(change('PROTOCOL_GONE', 'IMAP', { before: 'IMAP' }))).toMatchObject({ snapshotId: 'prev', filter: { list: { name: 'protocol', value: 'IMAP' } } });
  });

  it('is the service’s address and port, also for IPv6', () => {
    expect(parseService('10.0.2.10:23/tcp')).toEqual({ ip: '10.0.2.10', port: '23' });
    expect(parseService('2001:db8::5:443/udp')).toEqual({ ip: '2001:db8::5', port: '443' });
    expect(parseService('WireGuard')).toBeNull();
    const e = evidenceOf(change('SERVICE_APPEARED', '192.0.2.99:21/tcp', { after: '192.0.2.99:21/tcp' }))!;
    const { query } = explorerSees(conversationsLink('f', e));
    expect([query.ip, query.port]).toEqual(['192.0.2.99', '21']);
  });

  it('is a pill filter for applications, protocols, risks, IDS alerts, rules and countries', () => {
    const cases: [string, string, string][] = [
      ['APPLICATION_APPEARED', 'WireGuard', 'app'],
      ['PROTOCOL_APPEARED', 'WIREGUARD', 'protocol'],
      ['RISK_APPEARED', 'clear_text_credentials', 'risk'],
      ['IDS_ALERT_APPEARED', 'ET POLICY a, b', 'idsAlert'],
      ['RULE_MATCH_APPEARED', 'cleartext-telnet', 'rule'],
      ['COUNTRY_APPEARED', 'Germany', 'country'],
    ];
    for (const [type, entity, list] of cases) {
      const { query } = explorerSees(conversationsLink('f', evidenceOf(change(type, entity, { after: entity }))!));
      expect(query.lists[list as keyof typeof query.lists], type).toEqual([entity]);
    }
  });

  it('follows the upstream peer and the gateway’s address to the side that has them', () => {
    expect(evidenceOf(change('UPSTREAM_CHANGED', 'upstream', { before: '203.0.113.1', after: '198.51.100.1' }))).toMatchObject({ side: 'after', filter: { ip: '198.51.100.1' } });
    expect(evidenceOf(change('UPSTREAM_CHANGED', 'upstream', { before: '203.0.113.1' }))).toMatchObject({ snapshotId: 'prev', filter: { ip: '203.0.113.1' } });
    expect(evidenceOf(change('GATEWAY_CHANGED', 'gateway', { before: '00:aa:bb:cc:dd:01 (10.0.1.1)', after: '00:aa:bb:cc:dd:02 (10.0.1.254)' }))).toMatchObject({ filter: { ip: '10.0.1.254' } });
    expect(evidenceOf(change('GATEWAY_CHANGED', 'gateway', { after: '00:aa:bb:cc:dd:02' }))).toBeNull();
  });

  it('is the first address a new card holds, and nothing for a card seen at layer 2 only', () => {
    expect(evidenceOf(change('MAC_APPEARED', '52:54:00:b0:00:0a', { after: '10.0.1.10, 10.0.4.9' }))).toMatchObject({ filter: { ip: '10.0.1.10' } });
    expect(evidenceOf(change('MAC_DISAPPEARED', '52:54:00:b0:00:0a', { before: '10.0.1.10' }))).toMatchObject({ snapshotId: 'prev', filter: { ip: '10.0.1.10' } });
    expect(evidenceOf(change('MAC_APPEARED', '52:54:00:b0:00:0a'))).toBeNull();
  });

  it('is nothing for a new organisation, which no explorer filter singles out', () => {
    expect(evidenceOf(change('ORGANISATION_APPEARED', 'Google LLC'))).toBeNull();
  });

  it('is nothing for a gone entity of the first snapshot', () => {
    expect(evidenceOf(change('HOST_DISAPPEARED', '10.0.1.5', { before: 'x' }, null))).toBeNull();
  });
});
