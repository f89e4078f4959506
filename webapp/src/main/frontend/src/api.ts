// Thin client for /api/v1, the one place the UI calls the service: every request carries the tab's credentials
// (access.ts), and every non-2xx answer becomes an ApiError carrying the problem body when there is one.
import { access } from './access/access';
import { tracked } from './pendingRequests';
import { streamedBlob } from './streamedBlob';
import type {
  Caller,
  CaptureFile,
  CaptureFindings,
  Change,
  Conversation,
  ExpertWindow,
  ExtractedFiles,
  Facets,
  FindingDetail,
  FindingsNarrative,
  Reanalysis,
  Flow,
  HostInfo,
  Id,
  Network,
  Overview,
  Paged,
  PacketDetail,
  PacketRow,
  Problem,
  Session,
  Snapshot,
  SnapshotFacts,
  StepExplanation,
  SystemInfo,
  Timeline,
  TracePeers,
  TraceSteps,
  ReplayScope,
  SavedQuery,
  WiresharkFilterSet,
} from './types';
import type { DnsLog, HostDetail, HostGraph, HostPage, HostSightings, HttpLog } from './hosts/types';

const BASE = '/api/v1';

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  /** `message` is the problem's detail or title unless given, `fallback` without either. */
  constructor(status: number, problem: Problem | null, fallback: string, message?: string) {
    super(message || problem?.detail || problem?.title || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

export function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

function parseProblem(text: string, contentType: string | null): Problem | null {
  if (!text || !contentType || !contentType.includes('json')) return null;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Problem) : null;
  } catch {
    return null;
  }
}

/**
 * The error for an answer that is not 2xx. A refusal of the caller (401, and 403 for a role too weak, both with a
 * Bearer challenge) also tells the tab's access: it then asks for a token, or sends the browser to sign in.
 */
function failure(status: number, statusText: string, challenge: string | null, problem: Problem | null, sent: string | null, fallback: string): ApiError {
  const bearer = !!challenge && /^bearer\b/i.test(challenge);
  if (status === 401 && (bearer || problem?.login)) access.unauthorized(problem, sent);
  if (status === 403 && bearer) return new ApiError(status, problem, '', access.forbidden(problem));
  return new ApiError(status, problem, `${fallback} ${status} ${statusText}`.trim());
}

/** Fetches `address` with `token` (null: none); a non-2xx answer throws. */
async function send(address: string, init: RequestInit | undefined, token: string | null, accept: string): Promise<Response> {
  const res = await tracked(() =>
    fetch(address, {
      ...init,
      headers: { Accept: accept, ...access.headers(token), ...(init?.headers ?? {}) },
    }),
  );
  if (res.ok) return res;
  const problem = parseProblem(await res.text(), res.headers.get('content-type'));
  throw failure(res.status, res.statusText, res.headers.get('www-authenticate'), problem, token, 'HTTP');
}

async function request<T>(path: string, init?: RequestInit, token: string | null = access.snapshot().token): Promise<T> {
  const res = await send(BASE + path, init, token, 'application/json, application/problem+json');
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const enc = (id: Id) => encodeURIComponent(String(id));

/** A request whose body is `body` as JSON. */
const sendJson = <T>(method: string, path: string, body: unknown) =>
  request<T>(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const networkPath = (networkId: Id) => `/monitor/networks/${enc(networkId)}`;

/**
 * A GET endpoint of the API whose JSON answer is a `T`. Its path, query included, says everything about the
 * request, so it also serves as the identity of what a page shows (see useApi).
 */
export interface Resource<T> {
  readonly path: string;
  /** Never set: it carries the answer's type. */
  readonly answer?: T;
}

const resource = <T>(path: string): Resource<T> => ({ path });

function serverLogPath(fileId: Id, address: string, log: string, page: number, size: number, filters: URLSearchParams): string {
  const q = new URLSearchParams(filters);
  q.set('page', String(page));
  q.set('size', String(size));
  return `/files/${enc(fileId)}/hosts/${encodeURIComponent(address)}/${log}?${q}`;
}

export function fetchResource<T>(r: Resource<T>, signal?: AbortSignal): Promise<T> {
  return request<T>(r.path, { signal });
}

/** Who the service takes `token` for, before the tab keeps it: a refused token throws (401). */
export function callerOf(token: string): Promise<Caller> {
  return request<Caller>(resources.caller.path, undefined, token);
}

export const resources = {
  /** Whether authentication is on, and the caller's name and role when it is. */
  caller: resource<Caller>('/caller'),

  /** The service's tools and features, and the IDS rules an analysis loads now. */
  system: resource<SystemInfo>('/system'),

  /** Newest first; `name` part of the file name, `status` one status, '' for any. */
  files: (page: number, size: number, name = '', status = '') => {
    const q = new URLSearchParams({ page: String(page), size: String(size) });
    if (name.trim()) q.set('name', name.trim());
    if (status) q.set('status', status);
    return resource<Paged<CaptureFile>>(`/files?${q}`);
  },

  file: (id: Id) => resource<CaptureFile>(`/files/${enc(id)}`),

  /** 404 when the file was never analysed again. */
  reanalysis: (id: Id) => resource<Reanalysis>(`/files/${enc(id)}/reanalysis`),

  /** `filters` are the list endpoint's query parameters (filters and sort), without paging. */
  conversations: (fileId: Id, page: number, size: number, filters: URLSearchParams) => {
    const q = new URLSearchParams(filters);
    q.set('page', String(page));
    q.set('size', String(size));
    return resource<Paged<Conversation>>(`/files/${enc(fileId)}/conversations?${q}`);
  },

  /** The summary and every chart's series of a completed capture (409 before). */
  overview: (fileId: Id) => resource<Overview>(`/files/${enc(fileId)}/overview`),

  /** Packets and bytes in at most `bins` bins over the capture's span. */
  /** Packets and bytes per time bin; with `host`, that host's, in the capture's own bins. */
  timeline: (fileId: Id, bins: number, host?: string) =>
    resource<Timeline>(`/files/${enc(fileId)}/timeline?bins=${bins}${host ? `&host=${encodeURIComponent(host)}` : ''}`),

  /** Each count is the list total with that value added to `filters` (none: the whole capture). */
  facets: (fileId: Id, filters = '') => resource<Facets>(`/files/${enc(fileId)}/conversations/facets${filters ? `?${filters}` : ''}`),

  /** The same filters and sort as the conversation list, one row per transport flow. */
  flows: (fileId: Id, page: number, size: number, filters: URLSearchParams) => {
    const q = new URLSearchParams(filters);
    q.set('page', String(page));
    q.set('size', String(size));
    return resource<Paged<Flow>>(`/files/${enc(fileId)}/flows?${q}`);
  },

  /** The pill filters' values, each counted once per flow. */
  flowFacets: (fileId: Id, filters = '') => resource<Facets>(`/files/${enc(fileId)}/flows/facets${filters ? `?${filters}` : ''}`),

  /** `filters` as for conversations; the sort is ignored. */
  wiresharkFilter: (fileId: Id, filters: URLSearchParams) =>
    resource<WiresharkFilterSet>(`/files/${enc(fileId)}/conversations/wireshark-filter?${filters}`),

  host: (conversationId: Id, ip: string) => resource<HostInfo>(`/conversations/${enc(conversationId)}/hosts/${encodeURIComponent(ip)}`),

  session: (conversationId: Id, maxBytes: number) => resource<Session>(`/conversations/${enc(conversationId)}/session?maxBytes=${maxBytes}`),

  extractedFiles: (fileId: Id, conversationId: Id) =>
    resource<ExtractedFiles>(`/files/${enc(fileId)}/extracted?conversationId=${enc(conversationId)}`),

  /** One page of the capture's extracted files narrowed by `filters` (name, type, minSize, maxSize, sha256). */
  captureExtractedFiles: (fileId: Id, page: number, size: number, filters: URLSearchParams) => {
    const q = new URLSearchParams(filters);
    q.set('page', String(page));
    q.set('size', String(size));
    return resource<ExtractedFiles>(`/files/${enc(fileId)}/extracted?${q}`);
  },

  /** One page of the capture's findings narrowed by `filters` (kind, severity as the least shown, host, sort). */
  captureFindings: (fileId: Id, page: number, size: number, filters: URLSearchParams) => {
    const q = new URLSearchParams(filters);
    q.set('page', String(page));
    q.set('size', String(size));
    return resource<CaptureFindings>(`/files/${enc(fileId)}/findings?${q}`);
  },

  /** The summary in prose of the capture's most severe findings; it may wait for a language model. */
  findingsNarrative: (fileId: Id) => resource<FindingsNarrative>(`/files/${enc(fileId)}/findings/narrative`),

  /** One finding with a page of its conversations' ids (`size` 10 to 1000). */
  finding: (findingId: Id, page: number, size: number) =>
    resource<FindingDetail>(`/findings/${enc(findingId)}?page=${page}&size=${size}`),

  /** The network map: `params` are groupBy, limit and the conversation list's filters (hosts.md). */
  hostGraph: (fileId: Id, params: URLSearchParams) => resource<HostGraph>(`/files/${enc(fileId)}/graph${qs(params)}`),

  /** One page of the capture's host inventory narrowed by `filters` (address, internal, deviceType, sort). */
  captureHosts: (fileId: Id, page: number, size: number, filters: URLSearchParams) => {
    const q = new URLSearchParams(filters);
    q.set('page', String(page));
    q.set('size', String(size));
    return resource<HostPage>(`/files/${enc(fileId)}/hosts?${q}`);
  },

  /** One host's record: names, roles and top peers; 404 when the capture has no such host. */
  captureHost: (fileId: Id, address: string) => resource<HostDetail>(`/files/${enc(fileId)}/hosts/${encodeURIComponent(address)}`),

  /** A page of the DNS log of a host that answered DNS, narrowed by `filters` (client, search, rcode). */
  dnsLog: (fileId: Id, address: string, page: number, size: number, filters: URLSearchParams) =>
    resource<DnsLog>(serverLogPath(fileId, address, 'dns-log', page, size, filters)),

  /** A page of the HTTP log of a host that answered HTTP, narrowed by `filters` (client, search, status). */
  httpLog: (fileId: Id, address: string, page: number, size: number, filters: URLSearchParams) =>
    resource<HttpLog>(serverLogPath(fileId, address, 'http-log', page, size, filters)),

  /** The captures that saw a host, by address, MAC or name; 404 from a service without the endpoint. */
  hostSightings: (address: string, size: number) => resource<HostSightings>(`/hosts/${encodeURIComponent(address)}?size=${size}`),

  conversation: (id: Id) => resource<Conversation>(`/conversations/${enc(id)}`),

  packets: (conversationId: Id, page: number, size: number) =>
    resource<Paged<PacketRow>>(`/conversations/${enc(conversationId)}/packets?page=${page}&size=${size}`),

  /** One packet's bytes, protocol tree and Expert Info, dissected after its connection's earlier frames. */
  packetDetail: (conversationId: Id, frameNumber: number) =>
    resource<PacketDetail>(`/conversations/${enc(conversationId)}/packets/${frameNumber}/detail`),
  /** The Expert Info of the connection's frames `from` to `to`. */
  expert: (conversationId: Id, from: number, to: number) =>
    resource<ExpertWindow>(`/conversations/${enc(conversationId)}/expert?from=${from}&to=${to}`),

  /** `limit` steps from step `offset + 1` (at most 1000) of the whole connection or of the row alone. */
  traceSteps: (conversationId: Id, offset: number, limit: number, scope: ReplayScope) =>
    resource<TraceSteps>(`/tracer/${enc(conversationId)}/steps?offset=${offset}&limit=${limit}&scope=${scope}`),

  tracePeers: (conversationId: Id) => resource<TracePeers>(`/tracer/${enc(conversationId)}/peers`),

  stepExplanation: (conversationId: Id, index: number, scope: ReplayScope) =>
    resource<StepExplanation>(`/tracer/${enc(conversationId)}/steps/${index}/explanation?scope=${scope}`),

  /** The explanations of steps `from..to`, both included (at most 50). */
  stepExplanations: (conversationId: Id, from: number, to: number, scope: ReplayScope) =>
    resource<StepExplanation[]>(`/tracer/${enc(conversationId)}/explanations?from=${from}&to=${to}&scope=${scope}`),

  networks: (page: number, size: number) => resource<Paged<Network>>(`/monitor/networks?page=${page}&size=${size}`),

  network: (id: Id) => resource<Network>(networkPath(id)),

  /** Earliest capture first. */
  snapshots: (networkId: Id) => resource<Snapshot[]>(`${networkPath(networkId)}/snapshots`),

  snapshotFacts: (networkId: Id, snapshotId: Id) =>
    resource<SnapshotFacts>(`${networkPath(networkId)}/snapshots/${enc(snapshotId)}/facts`),

  /** The snapshot accepted as the network's baseline; no `snapshotId` when none is. */
  baseline: (networkId: Id) => resource<{ snapshotId?: string }>(`${networkPath(networkId)}/baseline`),

  /** `filters` are the list endpoint's filters (snapshotId, type, severity, reviewed, muted), without paging. */
  changes: (networkId: Id, page: number, size: number, filters: URLSearchParams) => {
    const q = new URLSearchParams(filters);
    q.set('page', String(page));
    q.set('size', String(size));
    return resource<Paged<Change>>(`${networkPath(networkId)}/changes?${q}`);
  },
};

/** What changes data on the server. */
export const api = {
  deleteFile: (id: Id) => request<void>(`/files/${enc(id)}`, { method: 'DELETE' }),

  /** 409 while the file is being analysed; the file's results stay until the new ones are complete. */
  reanalyse: (id: Id, options: { enableDpi: boolean; enableFileExtraction: boolean; enableIds: boolean }) =>
    sendJson<Reanalysis>('POST', `/files/${enc(id)}/reanalysis`, options),

  /** 400 with the bad query's position when the expression does not parse; 409 when the caller has the name. */
  saveQuery: (name: string, expression: string, scope: string) =>
    sendJson<SavedQuery>('POST', '/queries', { name, expression, scope }),

  deleteSavedQuery: (name: string) => request<void>(`/queries/${enc(name)}`, { method: 'DELETE' }),

  createNetwork: (name: string, description: string) => sendJson<Network>('POST', '/monitor/networks', { name, description }),

  /** A member left out is kept. */
  updateNetwork: (id: Id, patch: { name?: string; description?: string }) => sendJson<Network>('PATCH', networkPath(id), patch),

  /** Its snapshots, changes and reviews go with it; its captures stay. */
  deleteNetwork: (id: Id) => request<void>(networkPath(id), { method: 'DELETE' }),

  /** 409 when the capture is not COMPLETED or already a snapshot of the network. */
  addSnapshot: (networkId: Id, fileId: Id) => sendJson<Snapshot>('POST', `${networkPath(networkId)}/snapshots`, { fileId: String(fileId) }),

  removeSnapshot: (networkId: Id, snapshotId: Id) =>
    request<void>(`${networkPath(networkId)}/snapshots/${enc(snapshotId)}`, { method: 'DELETE' }),

  /** A member left out is kept. */
  reviewChange: (networkId: Id, changeId: Id, review: { reviewed?: boolean; notes?: string }) =>
    sendJson<Change>('PATCH', `${networkPath(networkId)}/changes/${enc(changeId)}`, review),

  /** The change type is muted for the entity: its changes leave the list and the timeline's counts. */
  muteChanges: (networkId: Id, type: string, entity: string) =>
    sendJson<{ type: string; entity: string }>('POST', `${networkPath(networkId)}/mutes`, { type, entity }),

  unmuteChanges: (networkId: Id, type: string, entity: string) =>
    request<void>(`${networkPath(networkId)}/mutes?${new URLSearchParams({ type, entity })}`, { method: 'DELETE' }),

  /** The snapshot's changes and those before it read as reviewed; another snapshot moves the baseline. */
  acceptBaseline: (networkId: Id, snapshotId: Id) =>
    sendJson<{ snapshotId: string }>('PUT', `${networkPath(networkId)}/baseline`, { snapshotId: String(snapshotId) }),

  clearBaseline: (networkId: Id) => request<void>(`${networkPath(networkId)}/baseline`, { method: 'DELETE' }),

  /**
   * Multipart upload (POST /files). Uses XMLHttpRequest rather than fetch to report upload progress,
   * which matters for captures of hundreds of megabytes.
   */
  uploadFile(form: FormData, onProgress?: (fraction: number) => void): Promise<CaptureFile> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const token = access.snapshot().token;
      xhr.open('POST', `${BASE}/files`);
      xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
      for (const [name, value] of Object.entries(access.headers(token))) xhr.setRequestHeader(name, value);
      if (onProgress) {
        xhr.upload.onprogress = (ev) => {
          if (ev.lengthComputable && ev.total > 0) onProgress(ev.loaded / ev.total);
        };
      }
      xhr.onload = () => {
        const contentType = xhr.getResponseHeader('content-type');
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(JSON.parse(xhr.responseText) as CaptureFile);
          } catch {
            reject(new ApiError(xhr.status, null, 'The server answered the upload with an unreadable body'));
          }
        } else {
          const problem = parseProblem(xhr.responseText, contentType);
          reject(failure(xhr.status, xhr.statusText, xhr.getResponseHeader('www-authenticate'), problem, token, 'Upload failed: HTTP'));
        }
      };
      xhr.onerror = () => reject(new ApiError(0, null, 'Upload failed: the server could not be reached'));
      xhr.onabort = () => reject(new ApiError(0, null, 'Upload aborted'));
      xhr.send(form);
    });
  },
};

/** A file the service sent as an attachment, fetched whole for the tab to save. */
export interface Download {
  blob: Blob;
  /** The name the service gave it, or the last segment of its address. */
  fileName: string;
}

/**
 * Fetches a download address (one of `downloads`, `init` for a form's POST) with the tab's token: a plain link
 * cannot send the Authorization header, so with a token the tab fetches the file and saves it itself.
 */
export async function fetchDownload(address: string, init?: RequestInit, onProgress?: (progress: DownloadProgress) => void): Promise<Download> {
  const res = await send(address, init, access.snapshot().token, '*/*');
  const fallback = decodeURIComponent(new URL(address, 'http://any').pathname.split('/').pop() || 'download');
  const fileName = attachmentName(res.headers.get('content-disposition')) ?? fallback;
  if (!onProgress || !res.body) return { blob: await res.blob(), fileName };
  // the bytes as they arrive; the total only when the answer says its length (a streamed export does not)
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 && !res.headers.get('content-encoding') ? length : null;
  onProgress({ received: 0, total });
  const blob = await streamedBlob(res.body, res.headers.get('content-type') ?? '', (received) => onProgress({ received, total }));
  return { blob, fileName };
}

/** How much of a download has arrived; `total` is null when the answer did not say its length. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The file name of a Content-Disposition header: its UTF-8 `filename*` (RFC 6266) before its plain `filename`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // a malformed escape: the plain name below
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2];
}

/**
 * Download addresses: plain links, so that without a token the browser streams the file itself
 * (Content-Disposition: attachment); with one, the tab fetches them (fetchDownload).
 */
export const downloads = {
  /** The row's own packets (spec 10.7), or with `wholeConnection` every packet of its transport flow. */
  conversationPcap: (conversationId: Id, wholeConnection = false) =>
    `${BASE}/conversations/${enc(conversationId)}/pcap${wholeConnection ? '?scope=connection' : ''}`,
  csv: (fileId: Id, filters: URLSearchParams) => `${BASE}/files/${enc(fileId)}/conversations.csv${qs(filters)}`,
  /** Every host of the filter, in its sort, one line each. */
  hostsCsv: (fileId: Id, filters: URLSearchParams) => `${BASE}/files/${enc(fileId)}/hosts${qs(withFormat(filters, 'csv'))}`,
  flowsCsv: (fileId: Id, filters: URLSearchParams) => `${BASE}/files/${enc(fileId)}/flows.csv${qs(filters)}`,
  /** Every packet of one flow (all its rows), named after its endpoints and start. */
  flowPcap: (fileId: Id, flowId: Id) => `${BASE}/files/${enc(fileId)}/flows/${enc(flowId)}/pcap`,
  /**
   * One combined capture of every conversation matching `filters`; `wholeConnections` widens them to every
   * packet of their transport flows (the API's default), else only the rows' own packets.
   */
  bulkPcap: (fileId: Id, filters: URLSearchParams, wholeConnections = true) =>
    `${BASE}/files/${enc(fileId)}/conversations.pcap${qs(withScope(filters, wholeConnections))}`,
  /**
   * Where a form POSTs the ids of chosen conversations (`ids=1,2,3`) for one combined capture: a body holds the
   * whole list the service takes, a request line only about a thousand.
   */
  bulkPcapOfIds: (fileId: Id) => `${BASE}/files/${enc(fileId)}/conversations.pcap`,
  extractedFile: (fileId: Id, extractedId: Id) => `${BASE}/files/${enc(fileId)}/extracted/${enc(extractedId)}/content`,
  /** One extracted file in a zip encrypted with the password "infected". */
  extractedFileZip: (fileId: Id, extractedId: Id) =>
    `${BASE}/files/${enc(fileId)}/extracted/${enc(extractedId)}/content.zip`,
  /** Every extracted file matching `filters` in one zip encrypted with the password "infected". */
  extractedZip: (fileId: Id, filters: URLSearchParams) => `${BASE}/files/${enc(fileId)}/extracted/zip${qs(filters)}`,
};

/** The bulk export's `scope` beside the filters: `connection` or `row`. */
export function withScope(filters: URLSearchParams, wholeConnections: boolean): URLSearchParams {
  const p = new URLSearchParams(filters);
  p.set('scope', wholeConnections ? 'connection' : 'row');
  return p;
}

function withFormat(filters: URLSearchParams, format: string): URLSearchParams {
  const p = new URLSearchParams(filters);
  p.set('format', format);
  return p;
}

function qs(p: URLSearchParams): string {
  const s = p.toString();
  return s ? `?${s}` : '';
}
