// The values of a conversation one can hunt for in every capture ("where else"), each with its field.
import { idsAlertViews } from '../components/FlowBadges';
import { distinct } from '../format';
import type { Conversation } from '../types';
import { clauseFor } from './clause';

export interface HuntValue {
  /** The language's field and the value, and how the menu names them. */
  field: string;
  value: string;
  label: string;
}

/** The row's addresses, fingerprints, server name, Community ID, user agents and rule / IDS names, once each. */
export function huntValues(c: Conversation): HuntValue[] {
  const out: HuntValue[] = [];
  const add = (field: string, value: string | null | undefined, label: string) => {
    if (value == null || value === '' || out.some((v) => v.field === field && v.value === value)) return;
    out.push({ field, value, label });
  };
  add('ip', c.srcIp, 'Source IP');
  add('ip', c.dstIp, 'Destination IP');
  add('sni', c.hostname, 'Server name');
  add('ja3', c.ja3Client, 'JA3');
  add('ja3s', c.ja3Server, 'JA3S');
  add('ja4', c.ja4Client, 'JA4');
  add('community_id', c.communityId, 'Community ID');
  for (const ua of distinct(c.httpUserAgents)) add('ua', ua, 'User agent');
  for (const r of c.customRules ?? []) add('rule', r.name, 'Rule');
  for (const a of idsAlertViews(c)) add('ids', a.signature, 'IDS alert');
  return out;
}

/** The hunt page's address for `field == "value"` over every capture. */
export function whereElsePath(field: string, value: string): string {
  return huntPath(clauseFor(field, value));
}

/** The hunt page with `q` (and nothing else: its first page, default size and sort), over every capture. */
export function huntPath(q: string): string {
  return q === '' ? '/hunt' : `/hunt?${new URLSearchParams({ q })}`;
}

/** The hunt page over the captures of one monitored network, with no expression yet. */
export function networkHuntPath(networkId: string | number): string {
  return `/hunt?${new URLSearchParams({ network: String(networkId) })}`;
}
