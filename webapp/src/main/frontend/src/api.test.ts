import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { access } from './access/access';
import { api, ApiError, attachmentName, callerOf, downloads, fetchDownload, fetchResource, resources } from './api';

const TOKEN = 'pcaplens_analystSecret';

/** A fetch that answers `status` with `body`, recording what it was asked. */
function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    void input;
    void init;
    return new Response(status === 204 ? null : body, { status, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sentHeaders = (fetch: ReturnType<typeof answering>) => new Headers(fetch.mock.calls[0][1]?.headers);

const problem = (status: number, detail: string, extra: object = {}) =>
  JSON.stringify({ type: 'about:blank', title: status === 401 ? 'Unauthorized' : 'Forbidden', status, detail, ...extra });
const PROBLEM = { 'Content-Type': 'application/problem+json' };

beforeEach(() => access.signOut());
afterEach(() => vi.unstubAllGlobals());

describe('the API client with a token', () => {
  it('sends the tab\'s token on every request', async () => {
    access.signIn(TOKEN);
    const fetch = answering(200, '{"items":[],"page":1,"size":25,"total":0,"totalPages":0}', { 'Content-Type': 'application/json' });
    await fetchResource(resources.files(1, 25));
    expect(fetch.mock.calls[0][0]).toBe('/api/v1/files?page=1&size=25');
    expect(sentHeaders(fetch).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = answering(204, '');
    await api.deleteFile('7');
    expect(sentHeaders(fetch).has('Authorization')).toBe(false);
    expect(fetch.mock.calls[0][1]?.method).toBe('DELETE');
  });

  it('asks for a token again when the service refuses the one it sent', async () => {
    access.signIn(TOKEN);
    answering(401, problem(401, 'The token is unknown or was revoked.'), {
      ...PROBLEM,
      'WWW-Authenticate': 'Bearer realm="pcaplens", error="invalid_token"',
    });
    const failure = await fetchResource(resources.files(1, 25)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(access.snapshot()).toEqual({ token: null, signIn: { refused: true } });
  });

  it('tells that the role is too weak on a 403, and keeps the token', async () => {
    access.signIn(TOKEN);
    answering(403, problem(403, "This needs the admin role; the caller's role is weaker."), {
      ...PROBLEM,
      'WWW-Authenticate': 'Bearer realm="pcaplens", error="insufficient_scope"',
    });
    const failure = (await api.deleteFile('7').catch((e: unknown) => e)) as ApiError;
    expect(failure.status).toBe(403);
    expect(failure.message).toBe("Your token's role may not do this. This needs the admin role; the caller's role is weaker.");
    expect(access.snapshot()).toEqual({ token: TOKEN, signIn: null });
  });

  it('leaves other refusals alone: a 401 or 403 without a Bearer challenge is an ordinary error', async () => {
    access.signIn(TOKEN);
    answering(403, problem(403, 'Something else'), PROBLEM);
    const failure = (await api.deleteFile('7').catch((e: unknown) => e)) as ApiError;
    expect(failure.message).toBe('Something else');
    expect(access.snapshot().token).toBe(TOKEN);
  });

  it('sends the browser to the OpenID Connect sign-in the service names, instead of asking for a token', async () => {
    access.signIn(TOKEN);
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    answering(401, problem(401, 'This address needs an API token.', { login: '/login' }), { ...PROBLEM, 'WWW-Authenticate': 'Bearer realm="pcaplens"' });
    await expect(fetchResource(resources.files(1, 25))).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/login');
    expect(access.snapshot()).toEqual({ token: TOKEN, signIn: null });
  });

  it('checks a token before the tab keeps it, without touching the one held', async () => {
    const fetch = answering(200, '{"authentication":true,"name":"token:desk","role":"viewer"}', { 'Content-Type': 'application/json' });
    const caller = await callerOf('candidate');
    expect(caller).toEqual({ authentication: true, name: 'token:desk', role: 'viewer' });
    expect(fetch.mock.calls[0][0]).toBe('/api/v1/caller');
    expect(sentHeaders(fetch).get('Authorization')).toBe('Bearer candidate');

    answering(401, problem(401, 'The token is unknown or was revoked.'), { ...PROBLEM, 'WWW-Authenticate': 'Bearer realm="pcaplens"' });
    await expect(callerOf('wrong')).rejects.toMatchObject({ status: 401 });
    expect(access.snapshot().signIn).toEqual({ refused: false });
  });
});

describe('downloads with a token', () => {
  it('fetches the file with the token and takes its name from the answer', async () => {
    access.signIn(TOKEN);
    const fetch = answering(200, 'id,src\n1,10.0.0.1\n', {
      'Content-Type': 'text/csv',
      'Content-Disposition': "attachment; filename=\"conversations.csv\"; filename*=UTF-8''conversations.csv",
    });
    const d = await fetchDownload('/api/v1/files/3/conversations.csv?protocol=DNS');
    expect(await d.blob.text()).toBe('id,src\n1,10.0.0.1\n');
    expect(d.fileName).toBe('conversations.csv');
    expect(sentHeaders(fetch).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it("posts a form's fields", async () => {
    access.signIn(TOKEN);
    const fetch = answering(200, 'pcap', { 'Content-Type': 'application/vnd.tcpdump.pcap' });
    const d = await fetchDownload('http://localhost/api/v1/files/3/conversations.pcap', {
      method: 'POST',
      body: new URLSearchParams({ ids: '1,2' }),
    });
    expect(fetch.mock.calls[0][1]?.method).toBe('POST');
    expect(String(fetch.mock.calls[0][1]?.body)).toBe('ids=1%2C2');
    expect(d.fileName).toBe('conversations.pcap');
  });

  it('fails with the problem and asks for a token when the token is refused', async () => {
    access.signIn(TOKEN);
    answering(401, problem(401, 'The token is unknown or was revoked.'), { ...PROBLEM, 'WWW-Authenticate': 'Bearer realm="pcaplens"' });
    await expect(fetchDownload('/api/v1/conversations/5/pcap')).rejects.toMatchObject({ status: 401 });
    expect(access.snapshot().signIn).toEqual({ refused: true });
  });
});

describe('downloads with progress', () => {
  it('reports every chunk and saves every byte of a streamed answer larger than what the page holds at once', async () => {
    const chunk = (i: number) => new Uint8Array(3 * 1024 * 1024).fill(i);
    const chunks = [1, 2, 3, 4, 5].map(chunk);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((c) => controller.enqueue(c));
        controller.close();
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'application/vnd.tcpdump.pcap' } })));
    const seen: { received: number; total: number | null }[] = [];
    const d = await fetchDownload('/api/v1/files/3/conversations.pcap', undefined, (p) => seen.push(p));
    const bytes = new Uint8Array(await d.blob.arrayBuffer());
    expect(bytes.length).toBe(15 * 1024 * 1024);
    expect([0, 3, 6, 9, 12].map((mb) => bytes[mb * 1024 * 1024])).toEqual([1, 2, 3, 4, 5]);
    expect(bytes[bytes.length - 1]).toBe(5);
    expect(d.blob.type).toBe('application/vnd.tcpdump.pcap');
    expect(seen[0]).toEqual({ received: 0, total: null });
    expect(seen[seen.length - 1]).toEqual({ received: 15 * 1024 * 1024, total: null });
  });
});

describe('attachmentName', () => {
  it("prefers the UTF-8 name over the plain one", () => {
    expect(attachmentName("attachment; filename=\"r_sum_.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
  });

  it('reads a quoted or bare plain name', () => {
    expect(attachmentName('attachment; filename="a \\"b\\".pcap"')).toBe('a "b".pcap');
    expect(attachmentName('attachment; filename=conv-5.pcap')).toBe('conv-5.pcap');
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and to nothing without a name', () => {
    expect(attachmentName("attachment; filename=\"x.pcap\"; filename*=UTF-8''%E0%A4%A")).toBe('x.pcap');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe('PCAP download addresses', () => {
  it('keep a row to its own packets unless its whole connection is asked for', () => {
    expect(downloads.conversationPcap('7')).toBe('/api/v1/conversations/7/pcap');
    expect(downloads.conversationPcap('7', true)).toBe('/api/v1/conversations/7/pcap?scope=connection');
  });

  it('always name the bulk export scope beside the filters, whole connections unless told otherwise', () => {
    const filters = new URLSearchParams('protocol=HTTP&sort=id:asc');
    expect(downloads.bulkPcap('f', filters)).toBe('/api/v1/files/f/conversations.pcap?protocol=HTTP&sort=id%3Aasc&scope=connection');
    expect(downloads.bulkPcap('f', filters, false)).toBe('/api/v1/files/f/conversations.pcap?protocol=HTTP&sort=id%3Aasc&scope=row');
    expect(filters.has('scope')).toBe(false);
  });
});
