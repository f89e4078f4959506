// The kinds of change the monitor reports (one rule each in the domain's monitor package), as the list names them.

export const CHANGE_TYPES = [
  'HOST_APPEARED',
  'HOST_DISAPPEARED',
  'MAC_APPEARED',
  'MAC_DISAPPEARED',
  'ADDRESS_REBOUND',
  'ADDRESS_CONFLICT',
  'GATEWAY_CHANGED',
  'UPSTREAM_CHANGED',
  'SERVICE_APPEARED',
  'SERVICE_DISAPPEARED',
  'APPLICATION_APPEARED',
  'APPLICATION_GONE',
  'PROTOCOL_APPEARED',
  'PROTOCOL_GONE',
  'DEVICE_TYPE_CHANGED',
  'RISK_APPEARED',
  'IDS_ALERT_APPEARED',
  'RULE_MATCH_APPEARED',
  'COUNTRY_APPEARED',
  'ORGANISATION_APPEARED',
  'VOLUME_SURGE',
  'FINDING_APPEARED',
  'HOST_RENAMED',
  'IDENTITY_APPEARED',
  'DHCP_SERVER_APPEARED',
] as const;

export type ChangeType = (typeof CHANGE_TYPES)[number];

export function isChangeType(value: string): value is ChangeType {
  return (CHANGE_TYPES as readonly string[]).includes(value);
}

/** "ADDRESS_CONFLICT" → "Address conflict"; "MAC_APPEARED" → "MAC appeared". */
export function typeLabel(type: string): string {
  const words = type.toLowerCase().split('_');
  const shown = words.map((w) => (w === 'mac' || w === 'ids' ? w.toUpperCase() : w)).join(' ');
  return shown.charAt(0).toUpperCase() + shown.slice(1);
}
