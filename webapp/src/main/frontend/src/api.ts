// Thin client for /api/v1. Every non-2xx answer becomes an ApiError carrying the problem body when there is one.
import type { CaptureFile, Conversation, ExtractedFile, Facets, HostInfo, Id, Paged, PacketRow, Problem, Session } from './types';

const BASE = '/api/v1';

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, problem: Problem | null, fallback: string) {
    super(problem?.detail || problem?.title || fallback);
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

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(BASE + path, {
    ...init,
    headers: { Accept: 'application/json, application/problem+json', ...(init?.headers ?? {}) },
  });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!res.ok) {
    throw new ApiError(res.status, parseProblem(text, res.headers.get('content-type')), `HTTP ${res.status} ${res.statusText}`.trim());
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

const enc = (id: Id) => encodeURIComponent(String(id));

export const api = {
  listFiles: (page: number, size: number, signal?: AbortSignal) =>
    request<Paged<CaptureFile>>(`/files?page=${page}&size=${size}`, { signal }),

  getFile: (id: Id, signal?: AbortSignal) => request<CaptureFile>(`/files/${enc(id)}`, { signal }),

  deleteFile: (id: Id) => request<void>(`/files/${enc(id)}`, { method: 'DELETE' }),

  /** `filters` are the list endpoint's query parameters (filters and sort), without paging. */
  listConversations: (fileId: Id, page: number, size: number, filters: URLSearchParams, signal?: AbortSignal) => {
    const q = new URLSearchParams(filters);
    q.set('page', String(page));
    q.set('size', String(size));
    return request<Paged<Conversation>>(`/files/${enc(fileId)}/conversations?${q}`, { signal });
  },

  facets: (fileId: Id, signal?: AbortSignal) => request<Facets>(`/files/${enc(fileId)}/conversations/facets`, { signal }),

  host: (conversationId: Id, ip: string, signal?: AbortSignal) =>
    request<HostInfo>(`/conversations/${enc(conversationId)}/hosts/${encodeURIComponent(ip)}`, { signal }),

  session: (conversationId: Id, maxBytes: number, signal?: AbortSignal) =>
    request<Session>(`/conversations/${enc(conversationId)}/session?maxBytes=${maxBytes}`, { signal }),

  extractedFiles: (fileId: Id, conversationId: Id, signal?: AbortSignal) =>
    request<{ items: ExtractedFile[]; total: number }>(`/files/${enc(fileId)}/extracted?conversationId=${enc(conversationId)}`, { signal }),

  getConversation: (id: Id, signal?: AbortSignal) => request<Conversation>(`/conversations/${enc(id)}`, { signal }),

  listPackets: (conversationId: Id, page: number, size: number, signal?: AbortSignal) =>
    request<Paged<PacketRow>>(`/conversations/${enc(conversationId)}/packets?page=${page}&size=${size}`, { signal }),

  /**
   * Multipart upload (POST /files). Uses XMLHttpRequest rather than fetch to report upload progress,
   * which matters for captures of hundreds of megabytes.
   */
  uploadFile(form: FormData, onProgress?: (fraction: number) => void): Promise<CaptureFile> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${BASE}/files`);
      xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
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
          reject(new ApiError(xhr.status, parseProblem(xhr.responseText, contentType), `Upload failed: HTTP ${xhr.status} ${xhr.statusText}`.trim()));
        }
      };
      xhr.onerror = () => reject(new ApiError(0, null, 'Upload failed: the server could not be reached'));
      xhr.onabort = () => reject(new ApiError(0, null, 'Upload aborted'));
      xhr.send(form);
    });
  },
};

/** Download addresses: plain links, so the browser streams the file (Content-Disposition: attachment). */
export const downloads = {
  conversationPcap: (conversationId: Id) => `${BASE}/conversations/${enc(conversationId)}/pcap`,
  csv: (fileId: Id, filters: URLSearchParams) => `${BASE}/files/${enc(fileId)}/conversations.csv${qs(filters)}`,
  /**
   * One combined capture: the given conversations, or every conversation matching `filters` when ids is null.
   * The ids go into the request line, so callers keep them to a few hundred (see ExportBar).
   */
  bulkPcap: (fileId: Id, ids: readonly Id[] | null, filters: URLSearchParams) =>
    `${BASE}/files/${enc(fileId)}/conversations.pcap${ids ? `?ids=${ids.map(String).join(',')}` : qs(filters)}`,
  extractedFile: (fileId: Id, extractedId: Id) => `${BASE}/files/${enc(fileId)}/extracted/${enc(extractedId)}/content`,
};

function qs(p: URLSearchParams): string {
  const s = p.toString();
  return s ? `?${s}` : '';
}
