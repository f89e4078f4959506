// Shapes of the host inventory API (docs/hosts.md), taken from the generated types as types.ts does: the
// document marks no field as required, so each shape names the fields the service always sends.
import type { paths } from '../api-types';

/** The JSON answer of a GET path of the API. */
type Answer<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer T } } } };
}
  ? T
  : never;

/** One element of an optional array field. */
type Element<A> = NonNullable<A> extends readonly (infer E)[] ? E : never;

type DetailBody = Answer<'/api/v1/files/{fileId}/hosts/{address}'>;
type GraphBody = Answer<'/api/v1/files/{fileId}/graph'>;

/** `T` with the fields `K` always present. */
type Sent<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** One host of a capture's inventory, as the host list and the host record show it. */
export type InventoryHost = Sent<
  NonNullable<DetailBody['host']>,
  | 'address'
  | 'internal'
  | 'packetsSent'
  | 'bytesSent'
  | 'packetsReceived'
  | 'bytesReceived'
  | 'packets'
  | 'bytes'
  | 'peers'
  | 'conversations'
>;

export type HostName = Sent<Element<DetailBody['names']>, 'name' | 'source' | 'conversations'>;
export type HostRole = Sent<Element<DetailBody['roles']>, 'transport' | 'port' | 'clients' | 'conversations' | 'packets' | 'bytes'>;
export type HostPeer = Sent<Element<DetailBody['topPeers']>, 'address' | 'packets' | 'bytes' | 'conversations'>;

/** A user seen logging in from the host (user, domain, where it was read); never a password. */
export type HostIdentity = Sent<Element<DetailBody['identities']>, 'user' | 'source' | 'conversations'>;

/** What hints at the host's operating system, with why; absent when nothing does. */
export type OsHint = Sent<NonNullable<DetailBody['os']>, 'name' | 'signals'>;

/** GET /files/{id}/hosts/{address}. */
export interface HostDetail {
  host: InventoryHost;
  os?: OsHint;
  names: HostName[];
  roles: HostRole[];
  topPeers: HostPeer[];
  identities: HostIdentity[];
}

export interface HostPage {
  items: InventoryHost[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export type GraphNode = Sent<Element<GraphBody['nodes']>, 'id' | 'packets' | 'bytes' | 'members'>;
export type GraphEdge = Sent<Element<GraphBody['edges']>, 'source' | 'target' | 'packets' | 'bytes' | 'conversations'>;

/** GET /files/{id}/graph: hosts or groups and the pairs that talked; `rest` folds what is past the limit. */
export interface HostGraph {
  groupBy: string;
  limit: number;
  totalNodes: number;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

type SightingsBody = Answer<'/api/v1/hosts/{address}'>;
type SightingBody = Element<SightingsBody['items']>;

/** A monitored network a capture belongs to. */
export type SightingNetwork = Sent<Element<SightingBody['networks']>, 'id' | 'name'>;

/** GET /hosts/{address}: one capture that saw the host, by its address, its MAC or one of its names. */
export type HostSighting = Omit<
  Sent<SightingBody, 'fileId' | 'fileName' | 'address' | 'packets' | 'bytes'>,
  'matchedBy' | 'networks'
> & { matchedBy: 'ADDRESS' | 'MAC' | 'NAME'; networks: SightingNetwork[] };

export interface HostSightings {
  lookedUp: string;
  kind: string;
  items: HostSighting[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

type DnsLogBody = Answer<'/api/v1/files/{fileId}/hosts/{address}/dns-log'>;
type HttpLogBody = Answer<'/api/v1/files/{fileId}/hosts/{address}/http-log'>;

/** One line of a DNS server's log: a query and its response (rcode and answers absent when none came). */
export type DnsLogLine = Sent<Element<DnsLogBody['items']>, 'frame' | 'time' | 'client' | 'answers' | 'answered'>;
/** One line of a web server's log: a request and its response (status absent when none came). */
export type HttpLogLine = Sent<Element<HttpLogBody['items']>, 'frame' | 'time' | 'client'>;

/** The tally of a whole server log: lines, those never answered, and why its share of errors is suspicious. */
interface LogTally {
  transactions: number;
  unanswered: number;
  suspicion?: string;
}

/** One page of a server log with the whole log's tally. */
interface ServerLogPage<L> {
  server: string;
  items: L[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
  framesRead: number;
  truncated: boolean;
}

/** GET /files/{id}/hosts/{address}/dns-log: response codes by name (NoError, NXDomain…). */
export interface DnsLog extends ServerLogPage<DnsLogLine> {
  tally: LogTally & { rcodes: Record<string, number> };
}

/** GET /files/{id}/hosts/{address}/http-log: responses by status class (2xx…5xx). */
export interface HttpLog extends ServerLogPage<HttpLogLine> {
  tally: LogTally & { statusClasses: Record<string, number> };
}
