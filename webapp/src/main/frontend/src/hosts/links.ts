// Where the host pages are, and the explorer filtered to one host or one pair of hosts.
import { emptyQuery, writeQuery } from '../explorer/query';
import { conversationsPath } from '../overview/links';

const file = (fileId: string) => `/files/${encodeURIComponent(fileId)}`;

export const mapPath = (fileId: string) => `${file(fileId)}/map`;

export const hostsPath = (fileId: string) => `${file(fileId)}/hosts`;

export const hostPath = (fileId: string, address: string) => `${hostsPath(fileId)}/${encodeURIComponent(address)}`;

const MAC = /^[0-9a-f]{2}([:-][0-9a-f]{2}){5}$/i;

/** Whether an inventory address is a MAC (a host seen only at layer 2), which the hunt's `ip` cannot match. */
export const isMac = (address: string) => MAC.test(address);

/** The explorer showing the conversations of exactly one host: the hunt's `ip ==`, not the form's substring. */
export function hostExplorerLink(fileId: string, address: string): string {
  const q = emptyQuery();
  if (isMac(address)) q.ip = address;
  else q.q = `ip == ${address}`;
  return conversationsPath(fileId) + writeQuery(q);
}

/**
 * The explorer showing the conversations between two hosts. A field of both ends matches either end, so
 * `ip == A && ip == B` holds for exactly the rows between A and B. A MAC has no hunt field: then the form's
 * filter on the first host, the closest the explorer has.
 */
export function pairExplorerLink(fileId: string, a: string, b: string): string {
  if (isMac(a) || isMac(b)) return hostExplorerLink(fileId, isMac(a) ? a : b);
  const q = emptyQuery();
  q.q = a === b ? `ip == ${a}` : `ip == ${a} && ip == ${b}`;
  return conversationsPath(fileId) + writeQuery(q);
}
