#!/usr/bin/env node
// Browser test of the web UI signing in with an API token, against a service with authentication on and no
// OpenID Connect provider: the UI asks for a token (a password field that offers no completion), refuses a wrong
// one, keeps a viewer's token in the tab's sessionStorage only (a reload keeps it, a new tab asks again), shows
// the token's role, lists the files, answers a deletion the viewer may not make with a message about the role
// (not a sign-in), downloads a CSV export, a conversation's PCAP and a ticked rows' PCAP with the token (the same
// bytes the API gives the token), and forgets the token on sign-out.
//
// Usage: node token.e2e.mjs <baseUrl> <viewerToken> <fileId>
//   fileId  an analysed capture with at least two conversations
// Env and exit: see browser.mjs; the summary has one "OK <check>: …" line per check.

import { attr, baseUrlArgument, browserRun } from './browser.mjs';

const [baseUrlArg, viewerToken, fileId] = process.argv.slice(2);
if (!baseUrlArg || !viewerToken || !fileId) {
  console.error('usage: node token.e2e.mjs <baseUrl> <viewerToken> <fileId>');
  process.exit(2);
}
const baseUrl = baseUrlArgument('token.e2e', baseUrlArg);
const run = browserRun('token.e2e', { totalTimeoutMs: 240_000 });
const checks = [];
const KEY = 'pcaplens.apiToken';

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function check(name, fn) {
  const note = await run.step(name, fn);
  checks.push(`OK ${name}${note ? `: ${note}` : ''}`);
}

/** What the service answers the viewer's token at `address`, bytes and all, from outside the page. */
async function viewerBytes(context, address, options = {}) {
  const res = await context.request.fetch(new URL(address, baseUrl).href, {
    ...options,
    headers: { Authorization: `Bearer ${viewerToken}`, ...(options.headers ?? {}) },
  });
  assert(res.status() === 200, `${options.method ?? 'GET'} ${address} answered ${res.status()} to the viewer`);
  return res.body();
}

/** Clicks something that downloads a file; the file's bytes and name. */
async function download(page, click) {
  const pending = page.waitForEvent('download');
  await click();
  const d = await pending;
  const failure = await d.failure();
  if (failure) throw new Error(`download of ${d.url()} failed: ${failure}`);
  const { readFile } = await import('node:fs/promises');
  return { bytes: await readFile(await d.path()), name: d.suggestedFilename() };
}

const storedTokens = (page) =>
  page.evaluate((key) => ({ session: sessionStorage.getItem(key), local: JSON.stringify({ ...localStorage }) }), KEY);

async function main() {
  const page = await run.launch();
  const context = run.context;
  // chromium logs each refused API call (401 before signing in, 403 for the deletion) as a console error
  run.tolerate((text, url) => /status of 40[13]/.test(text) && new URL(url || 'about:blank', baseUrl).pathname.startsWith('/api/v1/'));

  const form = page.getByTestId('token-form');
  await check('the UI asks for a token', async () => {
    await page.goto(baseUrl.href, { waitUntil: 'domcontentloaded' });
    await form.waitFor({ state: 'visible' });
    const input = page.getByTestId('token-input');
    const kind = await input.getAttribute('type');
    const completion = await input.getAttribute('autocomplete');
    assert(kind === 'password', `the token field is of type ${kind}`);
    assert(completion === 'off' && (await form.getAttribute('autocomplete')) === 'off', `autocomplete=${completion}`);
    assert((await page.getByTestId('files-table').count()) === 0, 'the file list shows without a token');
    assert((await page.getByTestId('caller').count()) === 0, 'a caller shows without a token');
    return `password field, autocomplete ${completion}`;
  });

  await check('a wrong token is refused', async () => {
    await page.getByTestId('token-input').fill(`${viewerToken}x`);
    await page.getByTestId('token-submit').click();
    const error = await page.getByTestId('token-error').textContent();
    assert(/does not know this token/.test(error), `message: ${error}`);
    assert((await storedTokens(page)).session === null, 'a refused token was kept');
    return error.trim();
  });

  await check("a viewer's token lists the files and names its role", async () => {
    await page.getByTestId('token-input').fill(viewerToken);
    await page.getByTestId('token-submit').click();
    await page.getByTestId('files-table').waitFor({ state: 'visible' });
    await page.locator(`[data-testid="file-row"][data-file-id=${attr(fileId)}]`).waitFor({ state: 'visible' });
    const role = page.getByTestId('caller-role');
    await page.locator('[data-testid="caller-role"][data-role="viewer"]').waitFor({ state: 'visible' });
    const stored = await storedTokens(page);
    assert(stored.session === viewerToken, 'the token is not in sessionStorage');
    assert(!stored.local.includes(viewerToken), `the token is in localStorage: ${stored.local}`);
    return `${await page.getByTestId('file-row').count()} files; "${(await role.textContent()).trim()}"`;
  });

  await check('the token lasts as long as the tab', async () => {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('files-table').waitFor({ state: 'visible' });
    const other = await context.newPage();
    try {
      await other.goto(baseUrl.href, { waitUntil: 'domcontentloaded' });
      await other.getByTestId('token-form').waitFor({ state: 'visible' });
    } finally {
      await other.close();
    }
    return 'a reload keeps it, a new tab asks again';
  });

  await check("a deletion the viewer's role may not make says so", async () => {
    const row = page.locator(`[data-testid="file-row"][data-file-id=${attr(fileId)}]`);
    await row.getByTestId('file-delete').click();
    const refused = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes(`/api/v1/files/${fileId}`));
    await row.getByTestId('file-delete-confirm').click();
    assert((await refused).status() === 403, `the deletion answered ${(await refused).status()}`);
    const message = await page.getByTestId('load-error').textContent();
    assert(/Your token's role may not do this/.test(message) && /analyst/.test(message), `message: ${message}`);
    assert((await form.count()) === 0, 'the refusal asked for a token');
    await viewerBytes(context, `/api/v1/files/${encodeURIComponent(fileId)}`);
    // the signed-in header and the message, beside the final screenshot of the sign-in view
    if (process.env.E2E_SCREENSHOT) await page.screenshot({ path: process.env.E2E_SCREENSHOT.replace(/(\.png)?$/i, '-refused.png') });
    return message.replace(/\s*Retry$/, '').trim();
  });

  await check('downloads carry the token', async () => {
    await page.goto(new URL(`/files/${encodeURIComponent(fileId)}?size=100&sort=id:asc`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const rows = page.getByTestId('conversation-row');
    await rows.first().waitFor({ state: 'visible' });
    assert((await rows.count()) >= 2, 'fewer than two conversations');

    const csvLink = page.getByTestId('export-csv');
    const csv = await download(page, () => csvLink.click());
    const expectedCsv = await viewerBytes(context, await csvLink.getAttribute('href'));
    assert(csv.bytes.equals(expectedCsv), `the CSV differs from the API's (${csv.bytes.length} and ${expectedCsv.length} bytes)`);

    const first = rows.first();
    const id = await first.getAttribute('data-conversation-id');
    await first.getByTestId('row-menu').click();
    const pcapLink = first.getByTestId('row-download-pcap');
    const pcapAddress = await pcapLink.getAttribute('href');
    const pcap = await download(page, () => pcapLink.click());
    assert(pcap.bytes.equals(await viewerBytes(context, pcapAddress)), `conversation ${id}'s PCAP differs from the API's`);

    const ids = [id, await rows.nth(1).getAttribute('data-conversation-id')];
    for (let i = 0; i < 2; i++) await rows.nth(i).getByTestId('row-check').check();
    const action = await page.locator('form').filter({ has: page.getByTestId('bulk-pcap') }).getAttribute('action');
    const ticked = await download(page, () => page.getByTestId('bulk-pcap').click());
    const expectedTicked = await viewerBytes(context, action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `ids=${ids.join(',')}`,
    });
    assert(ticked.bytes.equals(expectedTicked), `the PCAP of conversations ${ids} differs from the API's`);
    assert((await page.getByTestId('download-error').count()) === 0, 'a download error shows');
    return `${csv.name} ${csv.bytes.length} B, ${pcap.name} ${pcap.bytes.length} B, ${ticked.name} ${ticked.bytes.length} B`;
  });

  await check('signing out forgets the token', async () => {
    await page.getByTestId('sign-out').click();
    await form.waitFor({ state: 'visible' });
    assert((await page.getByTestId('caller').count()) === 0, 'the caller still shows');
    assert((await storedTokens(page)).session === null, 'the token is still in sessionStorage');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await form.waitFor({ state: 'visible' });
    return 'the sign-in shows again, also after a reload';
  });

  return `\n${checks.join('\n')}`;
}

run.run(main);
