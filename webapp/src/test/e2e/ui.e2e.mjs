#!/usr/bin/env node
// Browser test of the pcaplens web UI: upload a capture, wait for the analysis, open its conversations,
// open a conversation's detail panel and a packet's hex viewer, then run the explorer steps of
// explorer.steps.mjs (filters, sorting, URL state, column picker, downloads, dialogs) and table.steps.mjs (layout,
// drawer, keyboard, paging, times, recoverable errors) in order.
//
// Usage: node ui.e2e.mjs <baseUrl> <pcapPath>
//   baseUrl   where the service serves the SPA, e.g. http://localhost:8080/
//   pcapPath  a capture file to upload
// Env: E2E_SCREENSHOT, E2E_CHROMIUM (see browser.mjs)
//
// Exit 0 with a summary on stdout (one line per explorer step: OK or SKIPPED with the reason); exit 1 with a
// message on stderr on any failure, console error or uncaught page error, or after 300 s (see browser.mjs).
// If the service already holds the same capture (409 with existingFileId), the test follows the
// "open the existing file" link instead of failing, and tolerates that one 409 in the console.

import fs from 'node:fs';
import path from 'node:path';
import { attr, baseUrlArgument, browserRun } from './browser.mjs';
import { STEPS } from './explorer.steps.mjs';
import { TABLE_STEPS } from './table.steps.mjs';

const ANALYSIS_TIMEOUT_MS = 60_000;
const STEP_TIMEOUT_MS = 15_000;
const REANALYSIS_TIMEOUT_MS = 60_000;
const MAX_CONVERSATIONS_TRIED = 10;
const E2E_ZONE = 'Asia/Kolkata';

// findingsFileId (optional): an analysed capture with findings, for the Findings tab step
const [baseUrlArg, pcapArg, findingsFileArg] = process.argv.slice(2);
if (!baseUrlArg || !pcapArg) {
  console.error('usage: node ui.e2e.mjs <baseUrl> <pcapPath>');
  process.exit(2);
}
const baseUrl = baseUrlArgument('ui.e2e', baseUrlArg);
const pcapPath = path.resolve(pcapArg);
if (!fs.existsSync(pcapPath) || !fs.statSync(pcapPath).isFile()) {
  console.error(`ui.e2e FAILED: capture file not found: ${pcapPath}`);
  process.exit(1);
}

const run = browserRun('ui.e2e', { stepTimeoutMs: STEP_TIMEOUT_MS, totalTimeoutMs: 420_000 });
const step = run.step;
let context = null;
let page = null;

class Skip extends Error {}

/**
 * The page's and an API answer's security headers: a script policy of the service's own scripts only (no inline
 * script, no eval), no content sniffing, no referrer, no server banner. Returns a one-line summary.
 */
function securityHeaders(pageHeaders, apiHeaders) {
  const csp = pageHeaders['content-security-policy'] ?? '';
  const directive = (name) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  if (!directive('script-src') || !directive('default-src')) throw new Error(`the page has no script policy: "${csp}"`);
  for (const name of ['script-src', 'style-src', 'default-src']) {
    if (/unsafe-inline|unsafe-eval|\*/.test(directive(name))) throw new Error(`the page's ${name} is not strict: "${directive(name)}"`);
  }
  if (!/frame-ancestors 'none'/.test(csp)) throw new Error(`the page may be framed: "${csp}"`);
  for (const [what, h] of [['page', pageHeaders], ['API answer', apiHeaders]]) {
    if (h['x-content-type-options'] !== 'nosniff') throw new Error(`the ${what} lacks X-Content-Type-Options: nosniff`);
    if (!h['referrer-policy']) throw new Error(`the ${what} lacks a Referrer-Policy`);
    if (h['server'] || h['x-powered-by']) throw new Error(`the ${what} advertises the server: ${h['server'] ?? ''} ${h['x-powered-by'] ?? ''}`);
  }
  if (!/default-src 'none'/.test(apiHeaders['content-security-policy'] ?? '')) {
    throw new Error(`the API answer's policy is not "default-src 'none'": ${apiHeaders['content-security-policy']}`);
  }
  return `CSP ${directive('script-src')}; nosniff; Referrer-Policy ${pageHeaders['referrer-policy']}; no server banner`;
}

/** What explorer steps work with: the page, the file, API calls beside the UI, downloads and table reading. */
function toolkit(fileId) {
  const fileUrl = new URL(`/files/${encodeURIComponent(fileId)}`, baseUrl);
  const t = {
    page,
    fileId,
    /** A capture with findings when the caller gave one, else the uploaded capture. */
    findingsFileId: findingsFileArg || fileId,
    assert(condition, message) {
      if (!condition) throw new Error(message);
    },
    fail(message) {
      throw new Error(message);
    },
    skip(reason) {
      throw new Skip(reason);
    },
    /** The browser's time zone (not UTC), and how the UI names it. */
    zone: { id: E2E_ZONE, offsetMinutes: 330, offset: 'UTC+05:30' },
    /** Lets console errors matching `ok(text, url)` pass until the returned function is called. */
    tolerate: (ok) => run.tolerate(ok),
    /**
     * A GET of the API from outside the page (no console noise for an expected 404); `timeout` for an answer that
     * waits on tshark, which a busy machine slows far past a click's wait.
     */
    api: (p, timeout) => context.request.get(new URL(`/api/v1/${p}`, baseUrl).href, timeout ? { timeout } : undefined),
    async apiJson(p) {
      const res = await t.api(p);
      if (res.status() !== 200) throw new Error(`GET /api/v1/${p} answered ${res.status()}`);
      return res.json();
    },
    /** Waits until the table (or the empty state) shows and no request is pending. */
    async waitForList() {
      await page.locator('[data-testid="conversations-table"], [data-testid="empty-conversations"]').first().waitFor({ state: 'visible' });
      await page.locator('.table-scroll[aria-busy="true"]').waitFor({ state: 'detached' }).catch(() => {});
      await page.waitForFunction(() => !document.querySelector('.table-scroll.loading'));
      await page.getByTestId('filter-panel').waitFor({ state: 'visible' });
      await page.getByTestId('facets-loading').waitFor({ state: 'detached' });
      // the pill counts follow the filters: they are counted again after every change
      await page.locator('[data-testid="filter-panel"][data-facets-loading="true"]').waitFor({ state: 'detached' });
    },
    async openExplorer(query) {
      await page.goto(fileUrl.href + query, { waitUntil: 'domcontentloaded' });
      await t.waitForList();
    },
    /** Runs an action that changes the list and waits for the new list to be shown. */
    async listUpdate(action, timeout = STEP_TIMEOUT_MS) {
      const answered = page.waitForResponse((r) => /\/conversations\?/.test(r.url()) && r.request().method() === 'GET', { timeout });
      await action();
      await answered;
      await t.waitForList();
    },
    /** The total the pager shows. */
    async total() {
      return Number(await page.getByTestId('page-info').getAttribute('data-total'));
    },
    async rowIds() {
      return page.getByTestId('conversation-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-conversation-id')));
    },
    /** The text of one column's cells, top to bottom. */
    async cells(column) {
      return page.getByTestId(`cell-${column}`).evaluateAll((tds) => tds.map((td) => td.textContent.trim()));
    },
    /** Clicks something that downloads a file; the file's bytes. */
    async download(click) {
      const pending = page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS });
      await click();
      const download = await pending;
      const failure = await download.failure();
      if (failure) throw new Error(`download of ${download.url()} failed: ${failure}`);
      return fs.readFileSync(await download.path());
    },
  };
  return t;
}

async function main() {
  // a zone other than UTC, with a half-hour offset and no daylight saving, so that the UTC/local switch shows a shift
  page = await run.launch({ timezoneId: E2E_ZONE });
  context = run.context;

  const headers = await step('open the file list', async () => {
    const res = await page.goto(baseUrl.href, { waitUntil: 'domcontentloaded', timeout: STEP_TIMEOUT_MS });
    if (!res || !res.ok()) throw new Error(`GET ${baseUrl.href} answered ${res ? res.status() : 'nothing'}`);
    await page.locator('[data-testid="empty-files"], [data-testid="files-table"]').first().waitFor({ state: 'visible' });
    return securityHeaders(res.headers(), (await context.request.get(new URL('/api/v1/files', baseUrl).href)).headers());
  });

  await step('the content security policy is enforced', async () => {
    // an inline script injected into the running page must be blocked, and the block reported
    const seen = [];
    // chromium reports the block itself too ("Executing inline script violates … Content Security Policy …")
    const untolerate = run.tolerate((text) =>
      (text.startsWith('CSP violation: script-src') && seen.push(text) > 0) || /inline script.*Content Security Policy/.test(text));
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return window.__inlineRan === true;
    });
    untolerate();
    if (ran) throw new Error('an inline script ran despite the content security policy');
    if (seen.length === 0) throw new Error('the blocked inline script was not reported as a CSP violation');
  });

  const form = page.getByTestId('upload-form');
  const rulesNote = await step('the upload form says which IDS rules run, and warns when only the built-in ones do', async () => {
    const system = await (await context.request.get(new URL('/api/v1/system', baseUrl).href)).json();
    const rules = system.idsRuleset;
    const note = form.getByTestId('upload-ids-rules');
    await note.waitFor({ state: 'visible' });
    const count = Number(await note.getAttribute('data-rule-count'));
    if (count !== rules.ruleCount) throw new Error(`the form says ${count} rules, /system ${rules.ruleCount}`);
    const text = (await note.textContent()) ?? '';
    if (!text.includes(`runs ${rules.ruleCount.toLocaleString('en-US')} rule`)) throw new Error(`the form says "${text}"`);
    if (rules.builtInOnly !== text.includes('Only the built-in rules')) throw new Error(`built-in only ${rules.builtInOnly}, the form says "${text}"`);
    const ids = form.locator('input[name="enableIds"]');
    await ids.setChecked(true);
    const loud = (await note.getAttribute('class'))?.includes('alert-warn') ?? false;
    await ids.setChecked(false);
    if (loud !== rules.builtInOnly) throw new Error(`with IDS ticked the note is ${loud ? '' : 'not '}a warning, built-in only ${rules.builtInOnly}`);
    return `"${text.trim().slice(0, 90)}…"${loud ? ', a warning once IDS is ticked' : ''}`;
  });

  const uploaded = await step('upload the capture', async () => {
    await form.locator('input[type="file"][name="file"]').setInputFiles(pcapPath);
    const defaults = {
      enableDpi: await form.locator('input[name="enableDpi"]').isChecked(),
      enableFileExtraction: await form.locator('input[name="enableFileExtraction"]').isChecked(),
      enableIds: await form.locator('input[name="enableIds"]').isChecked(),
    };
    if (!defaults.enableDpi || !defaults.enableFileExtraction || defaults.enableIds) {
      throw new Error(`unexpected default options ${JSON.stringify(defaults)}`);
    }
    const isUpload = (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/files');
    const responsePromise = page.waitForResponse(isUpload, { timeout: ANALYSIS_TIMEOUT_MS });
    // A duplicate upload answers 409; Chromium logs that response as a console error, which is expected then.
    const untolerate = run.tolerate((text, url) => / 409 /.test(text) && new URL(url || 'about:blank', baseUrl).pathname.endsWith('/api/v1/files'));
    await form.getByTestId('upload-submit').click();
    const response = await responsePromise;
    const body = await response.json().catch(() => null);
    if (response.status() === 201) {
      untolerate();
      if (!body || body.id == null) throw new Error('201 without a file record id');
      return { id: String(body.id), duplicate: false };
    }
    if (response.status() === 409 && body && body.existingFileId != null) {
      await page.getByTestId('upload-error').waitFor({ state: 'visible' });
      return { id: String(body.existingFileId), duplicate: true };
    }
    const shown = await page.getByTestId('upload-error').textContent({ timeout: 5_000 }).catch(() => null);
    throw new Error(`upload answered ${response.status()}: ${body?.detail ?? ''}${shown ? ` (UI: ${shown.trim()})` : ''}`);
  });

  const fileUrl = new URL(`/files/${encodeURIComponent(uploaded.id)}`, baseUrl).pathname;
  await step('wait for the analysis to complete', async () => {
    const deadline = Date.now() + ANALYSIS_TIMEOUT_MS;
    if (uploaded.duplicate) {
      await page.getByTestId('upload-existing-link').click();
      await page.waitForURL((u) => u.pathname === fileUrl);
      const title = page.getByTestId('file-title');
      for (;;) {
        const status = await page.getByTestId('file-header').getByTestId('file-status').textContent().catch(() => null);
        if (status === 'COMPLETED') break;
        if (status === 'FAILED') {
          throw new Error(`analysis FAILED: ${await page.getByTestId('file-reason').textContent().catch(() => '?')}`);
        }
        if (Date.now() > deadline) throw new Error(`still ${status} after ${ANALYSIS_TIMEOUT_MS / 1000} s (${await title.textContent().catch(() => '')})`);
        await page.waitForTimeout(500);
      }
      return;
    }
    const row = page.locator(`[data-testid="file-row"][data-file-id=${attr(uploaded.id)}]`);
    await row.waitFor({ state: 'visible' });
    for (;;) {
      const status = await row.getAttribute('data-status');
      if (status === 'COMPLETED') break;
      if (status === 'FAILED') throw new Error(`analysis FAILED: ${await row.getByTestId('file-reason').textContent().catch(() => '?')}`);
      if (Date.now() > deadline) throw new Error(`file ${uploaded.id} still ${status} after ${ANALYSIS_TIMEOUT_MS / 1000} s`);
      await page.waitForTimeout(500);
    }
    // the upload's "analysis is queued" notice follows the analysis and clears when it ends
    await page.getByTestId('upload-success').waitFor({ state: 'detached', timeout: 5_000 });
    // a completed capture opens on its overview; its conversations are a tab away
    await row.getByTestId('file-name').click();
    await page.waitForURL((u) => u.pathname === `${fileUrl}/overview`);
    await page.getByTestId('tab-conversations').click();
    await page.waitForURL((u) => u.pathname === fileUrl);
  });

  const conversationCount = await step('see the conversations', async () => {
    await page.getByTestId('file-header').waitFor({ state: 'visible' });
    await page.getByTestId('conversation-row').first().waitFor({ state: 'visible' });
    return page.getByTestId('conversation-row').count();
  });

  const found = await step('open a conversation and a packet', async () => {
    const rows = page.getByTestId('conversation-row');
    const tries = Math.min(conversationCount, MAX_CONVERSATIONS_TRIED);
    for (let i = 0; i < tries; i++) {
      const row = rows.nth(i);
      const conversationId = await row.getAttribute('data-conversation-id');
      await row.click();
      const panel = page.locator(`[data-testid="detail-panel"][data-conversation-id=${attr(conversationId)}]`);
      await panel.waitFor({ state: 'visible' });
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      await panel.getByTestId('packet-row').first().waitFor({ state: 'visible' });
      const packetCount = await panel.getByTestId('packet-row').count();
      const arrows = await panel.locator('[data-testid="dir-c2s"], [data-testid="dir-s2c"]').count();
      if (arrows !== packetCount) throw new Error(`${packetCount} packet rows but ${arrows} direction arrows`);
      const withPayload = panel.locator('[data-testid="packet-row"][data-has-payload="true"]');
      const last = i === tries - 1;
      if ((await withPayload.count()) === 0 && !last) continue;
      const packet = (await withPayload.count()) > 0 ? withPayload.first() : panel.getByTestId('packet-row').first();
      const packetIndex = await packet.getAttribute('data-packet-index');
      await packet.click();
      const viewer = panel.getByTestId('hex-viewer');
      await viewer.waitFor({ state: 'visible' });
      const bytes = Number(await viewer.getAttribute('data-bytes'));
      if (bytes > 0 && (await viewer.getByTestId('hex-line').count()) !== Math.ceil(bytes / 16)) {
        throw new Error(`hex viewer shows ${await viewer.getByTestId('hex-line').count()} lines for ${bytes} bytes`);
      }
      const endpoints = `${(await panel.getByTestId('detail-source').textContent())} → ${(await panel.getByTestId('detail-destination').textContent())}`;
      return { conversation: i + 1, endpoints, packetCount, packetIndex, bytes };
    }
    throw new Error('no conversation row could be opened');
  });

  const t = toolkit(uploaded.id);
  const outcomes = [];
  for (const s of [...STEPS, ...TABLE_STEPS]) {
    const outcome = await step(s.name, async () => {
      try {
        const note = await s.run(t);
        return `OK ${s.name}${note ? `: ${note}` : ''}`;
      } catch (e) {
        if (e instanceof Skip) return `SKIPPED ${s.name}: ${e.message}`;
        throw e;
      }
    });
    outcomes.push(outcome);
  }

  const fileList = await step('the file list: search, status filter and page in the URL, compact rows, files dropped at once', async () => {
    const name = path.basename(pcapPath);
    const part = name.slice(0, Math.max(4, name.length - 8)).toUpperCase();
    // a page past the last is shown as the last, and the URL says so
    await page.goto(new URL('/?page=40', baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('files-table').waitFor({ state: 'visible' });
    await page.waitForURL((u) => u.searchParams.get('page') !== '40');
    const search = page.getByTestId('files-name');
    const listed = (q) => page.waitForResponse((r) => /\/api\/v1\/files\?/.test(r.url()) && r.url().includes(q));
    let answered = listed(`name=${encodeURIComponent(part)}`);
    await search.fill(part);
    await answered;
    await page.waitForURL((u) => u.searchParams.get('name') === part);
    const row = page.locator(`[data-testid="file-row"][data-file-id=${attr(uploaded.id)}]`);
    await row.waitFor({ state: 'visible' });
    const names = await page.getByTestId('file-name').allTextContents();
    if (!names.every((n) => n.toUpperCase().includes(part))) throw new Error(`"${part}" listed ${names.join(', ')}`);
    const height = (await row.boundingBox()).height;
    if (height > 32) throw new Error(`a file row is ${height}px high: not compact`);
    answered = listed('status=FAILED');
    await page.getByTestId('files-status').selectOption('FAILED');
    await answered;
    await page.locator('[data-testid="no-matching-files"], [data-testid="files-table"]').first().waitFor({ state: 'visible' });
    const statuses = await page.getByTestId('file-row').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')));
    if (statuses.some((st) => st !== 'FAILED')) throw new Error(`status filter FAILED shows ${statuses.join(', ')}`);
    // the search survives a reload: it is in the URL
    await page.reload({ waitUntil: 'domcontentloaded' });
    if ((await search.inputValue()) !== part || (await page.getByTestId('files-status').inputValue()) !== 'FAILED') {
      throw new Error('the search and status were not restored from the URL');
    }
    await page.getByTestId('files-status').selectOption('');
    await row.waitFor({ state: 'visible' });

    // two files dropped at once: the capture again (already uploaded) and a file that is no capture
    const untolerate = run.tolerate((text, url) => / (409|415) /.test(text) && new URL(url || 'about:blank', baseUrl).pathname.endsWith('/api/v1/files'));
    const dataTransfer = await page.evaluateHandle(({ bytes, fileName }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], fileName));
      dt.items.add(new File(['just some notes, not packets\n'], 'notes.txt', { type: 'text/plain' }));
      return dt;
    }, { bytes: fs.readFileSync(pcapPath).toString('base64'), fileName: name });
    const form = page.getByTestId('upload-form');
    await form.dispatchEvent('dragover', { dataTransfer });
    await form.dispatchEvent('drop', { dataTransfer });
    const duplicate = form.locator('[data-testid="upload-error"][data-state="duplicate"]');
    await duplicate.waitFor({ state: 'visible' });
    const refused = form.locator('[data-testid="upload-error"][data-state="failed"]');
    await refused.waitFor({ state: 'visible' });
    untolerate();
    if (!/already uploaded/.test(await duplicate.textContent())) throw new Error(`duplicate says "${await duplicate.textContent()}"`);
    if (!/notes\.txt.*415/.test(await refused.textContent())) throw new Error(`refusal says "${await refused.textContent()}"`);
    await duplicate.getByTestId('upload-existing-link').click();
    await page.waitForURL((u) => u.pathname === fileUrl);
    return `"${part}" finds it; FAILED filter and reload kept; rows ${height}px; dropped 2 files: already uploaded (linked), notes.txt refused`;
  });

  const reanalysed = await step('"Analyse again…" without DPI: the earlier rows stay until the new ones are complete; then with DPI again', async () => {
    const t = toolkit(uploaded.id);
    const rows = async () => (await t.apiJson(`files/${uploaded.id}/conversations?size=100`)).items;
    const before = await rows();
    const classified = before.filter((c) => c.appName).length;
    if (classified === 0) throw new Error('no row carries a DPI application before the new analysis');

    /** Asks for a new analysis from the file page with DPI on or off; the row ids shown before and after. */
    async function analyseAgain(dpi) {
      await t.openExplorer('?size=100');
      const shown = await t.rowIds();
      await page.getByTestId('reanalyse-open').click();
      const box = page.getByTestId('reanalyse-dpi');
      if ((await box.isChecked()) === dpi) throw new Error(`the DPI box starts ${dpi ? 'on' : 'off'}: not the file's last options`);
      await box.setChecked(dpi);
      await page.getByTestId('reanalyse-submit').click();
      const done = page.locator('[data-testid="reanalysis-completed"], [data-testid="reanalysis-failed"]').first();
      await done.waitFor({ state: 'visible', timeout: REANALYSIS_TIMEOUT_MS });
      if ((await done.getAttribute('data-testid')) !== 'reanalysis-completed') throw new Error(`the new analysis failed: ${await done.textContent()}`);
      const kept = await t.rowIds();
      if (kept.join() !== shown.join()) throw new Error('the rows shown changed before the new results were asked for');
      await Promise.all([page.waitForEvent('load'), page.getByTestId('reanalysis-completed').getByRole('link').click()]);
      await t.waitForList();
      return { shown, now: await t.rowIds() };
    }

    const off = await analyseAgain(false);
    const file = await t.apiJson(`files/${uploaded.id}`);
    if (file.enableDpi !== false) throw new Error(`the file says enableDpi=${file.enableDpi} after an analysis without DPI`);
    const without = await rows();
    if (without.length !== before.length) throw new Error(`${without.length} rows without DPI, ${before.length} with`);
    if (without.some((c) => c.appName)) throw new Error('a row still carries a DPI application');
    if (off.now.length !== off.shown.length || off.now.some((id) => off.shown.includes(id))) {
      throw new Error(`rows shown after the new analysis: ${off.now.join()}; before: ${off.shown.join()}`);
    }
    const gone = await t.api(`conversations/${encodeURIComponent(off.shown[0])}`);
    if (gone.status() !== 404) throw new Error(`an earlier row answers ${gone.status()}`);

    await analyseAgain(true);
    const again = (await rows()).filter((c) => c.appName).length;
    if (again !== classified) throw new Error(`${again} classified rows after DPI again, ${classified} at first`);
    return `${before.length} rows kept on the page until each analysis completed; without DPI no application, then ${again} classified again`;
  });

  const idsChip = await step('analysed again with IDS: the suricata chip says how many rules ran and whether only the built-in ones', async () => {
    const t = toolkit(uploaded.id);
    await t.openExplorer('');
    await page.getByTestId('reanalyse-open').click();
    await page.getByTestId('reanalyse-ids').setChecked(true);
    await page.getByTestId('reanalyse-submit').click();
    const done = page.locator('[data-testid="reanalysis-completed"], [data-testid="reanalysis-failed"]').first();
    await done.waitFor({ state: 'visible', timeout: REANALYSIS_TIMEOUT_MS });
    if ((await done.getAttribute('data-testid')) !== 'reanalysis-completed') throw new Error(`the new analysis failed: ${await done.textContent()}`);
    await Promise.all([page.waitForEvent('load'), page.getByTestId('reanalysis-completed').getByRole('link').click()]);
    await t.waitForList();
    const ran = (await t.apiJson(`files/${uploaded.id}`)).tools.suricata;
    if (ran.status !== 'COMPLETED' || !ran.ruleset) throw new Error(`suricata ${JSON.stringify(ran)}`);
    const chip = page.locator('[data-testid="tool-status"][data-tool="suricata"]');
    const count = Number(await chip.getAttribute('data-rule-count'));
    if (count !== ran.ruleset.ruleCount) throw new Error(`the chip says ${count} rules, the record ${ran.ruleset.ruleCount}`);
    const text = (await chip.textContent()) ?? '';
    const title = (await chip.getAttribute('title')) ?? '';
    if (ran.ruleset.builtInOnly && (!text.includes('built-in rules only') || !title.includes(ran.ruleset.warning))) {
      throw new Error(`built-in rules alone, yet the chip reads "${text}" / "${title}"`);
    }
    if (!ran.ruleset.builtInOnly && text.includes('built-in rules only')) throw new Error(`the chip reads "${text}"`);
    // the capture goes back to its first options for whoever browses it next
    const back = await context.request.post(new URL(`/api/v1/files/${uploaded.id}/reanalysis`, baseUrl).href, { data: { enableIds: false } });
    if (back.status() !== 202) throw new Error(`analysing again without IDS answered ${back.status()}`);
    for (let waited = 0; (await t.apiJson(`files/${uploaded.id}/reanalysis`)).status !== 'COMPLETED'; waited += 500) {
      if (waited > REANALYSIS_TIMEOUT_MS) throw new Error('the analysis without IDS did not complete');
      await page.waitForTimeout(500);
    }
    return `"${text.trim()}"`;
  });

  return (
    `file ${uploaded.id}${uploaded.duplicate ? ' (already uploaded)' : ''} COMPLETED, ` +
    `${conversationCount} conversation rows; conversation #${found.conversation} ${found.endpoints} with ${found.packetCount} packet rows; ` +
    `packet ${found.packetIndex} hex viewer ${found.bytes > 0 ? `${found.bytes} bytes` : 'empty (no payload found in the conversations tried)'}` +
    `\n  OK security headers: ${headers}; an injected inline script was blocked and reported, no other CSP violation` +
    `\n  ${outcomes.join('\n  ')}` +
    `\n  OK file list: ${fileList}` +
    `\n  OK analysed again: ${reanalysed}` +
    `\n  OK IDS rules: form ${rulesNote}; chip ${idsChip}`
  );
}

run.run(main);
