// Where an analyst checks a change against its evidence: the conversations of the capture that shows the entity,
// filtered to it in the explorer (its URL state, explorer/query.ts). What appeared or changed is in the snapshot
// that brought the change; what went away is in the one before it.

import { emptyQuery, writeQuery, type ExplorerQuery, type ListFilter } from '../explorer/query';
import type { Change } from '../types';

export interface Evidence {
  /** The snapshot whose capture holds the entity. */
  snapshotId: string;
  /** "after": the snapshot that brought the change; "before": the one before it. */
  side: 'after' | 'before';
  /** The explorer filters that single out the entity. */
  filter: Partial<Pick<ExplorerQuery, 'ip' | 'port'>> & { list?: { name: ListFilter; value: string } };
}

const GONE = new Set(['HOST_DISAPPEARED', 'MAC_DISAPPEARED', 'SERVICE_DISAPPEARED', 'APPLICATION_GONE', 'PROTOCOL_GONE']);

const LIST_OF_TYPE: Record<string, ListFilter> = {
  APPLICATION_APPEARED: 'app',
  APPLICATION_GONE: 'app',
  PROTOCOL_APPEARED: 'protocol',
  PROTOCOL_GONE: 'protocol',
  RISK_APPEARED: 'risk',
  IDS_ALERT_APPEARED: 'idsAlert',
  RULE_MATCH_APPEARED: 'rule',
  COUNTRY_APPEARED: 'country',
};

/** "10.0.2.10:23/tcp" or "2001:db8::5:443/udp" (a service's entity): its address and port. */
export function parseService(entity: string): { ip: string; port: string } | null {
  const m = /^(.+):(\d{1,5})\/[a-z]+$/i.exec(entity.trim());
  return m ? { ip: m[1], port: m[2] } : null;
}

/** The first address of a card's "10.0.1.10, 10.0.4.50", or of a gateway's "00:aa:bb:cc:dd:01 (10.0.1.1)". */
function addressIn(value: string | undefined, type: string): string | null {
  if (!value) return null;
  if (type === 'GATEWAY_CHANGED') return /\(([^)]+)\)\s*$/.exec(value)?.[1] ?? null;
  const first = value.split(',')[0].trim();
  return first === '' ? null : first;
}

/**
 * The capture and filter that show a change's entity, or null when no conversation can show it (a card seen at
 * layer 2 only, a gateway without an address, a gone entity of a snapshot that has no previous one).
 */
export function evidenceOf(change: Change): Evidence | null {
  const { type, entity } = change;
  const gone = GONE.has(type) || (change.after === undefined && change.before !== undefined && (type === 'GATEWAY_CHANGED' || type === 'UPSTREAM_CHANGED'));
  const snapshotId = gone ? change.fromSnapshotId : change.toSnapshotId;
  if (!snapshotId) return null;
  const at = (filter: Evidence['filter']): Evidence => ({ snapshotId, side: gone ? 'before' : 'after', filter });

  const list = LIST_OF_TYPE[type];
  if (list) return at({ list: { name: list, value: entity } });
  switch (type) {
    case 'ORGANISATION_APPEARED':
      // the explorer has no filter by autonomous system; the detail panel names each endpoint's
      return null;
    case 'HOST_RENAMED':
    case 'IDENTITY_APPEARED':
      // the renamed host, or the host the user logged in from
      return entity ? at({ ip: entity }) : null;
    case 'FINDING_APPEARED':
      // the finding's acting host; a finding that names no host has none to show
      return entity ? at({ ip: entity }) : null;
    case 'SERVICE_APPEARED':
    case 'SERVICE_DISAPPEARED':
    case 'DHCP_SERVER_APPEARED': {
      const service = parseService(entity);
      return service ? at(service) : null;
    }
    case 'MAC_APPEARED':
    case 'MAC_DISAPPEARED':
    case 'GATEWAY_CHANGED':
    case 'UPSTREAM_CHANGED': {
      const ip = type === 'UPSTREAM_CHANGED' ? (gone ? change.before : change.after) : addressIn(gone ? change.before : change.after, type);
      return ip ? at({ ip }) : null;
    }
    default:
      // hosts, address conflicts and rebinds, device types: the entity is the address
      return at({ ip: entity });
  }
}

/**
 * The explorer's address for the evidence in the capture `fileId`. Its IP filter matches substrings (spec 10.2), so
 * 10.0.1.11's conversations come with those of 10.0.1.110 to 10.0.1.119, if any.
 */
export function conversationsLink(fileId: string, evidence: Evidence): string {
  const q = emptyQuery();
  q.ip = evidence.filter.ip ?? '';
  q.port = evidence.filter.port ?? '';
  if (evidence.filter.list) q.lists[evidence.filter.list.name] = [evidence.filter.list.value];
  return `/files/${encodeURIComponent(fileId)}${writeQuery(q)}`;
}
