#!/usr/bin/env node
// Browser test of the pcaplens web UI: upload a capture, wait for the analysis, open its conversations,
// open a conversation's detail panel and a packet's hex viewer.
//
// Usage: node ui.e2e.mjs <baseUrl> <pcapPath>
//   baseUrl   where the service serves the SPA, e.g. http://localhost:8080/
//   pcapPath  a capture file to upload
// Env: E2E_SCREENSHOT=<png path>  save a screenshot at the end (and on failure, best effort)
//      E2E_CHROMIUM=<path>        browser binary (default /usr/bin/chromium, Debian's package)
//
// Exit 0 with a one-line summary on stdout; exit 1 with a message on stderr on any failure, on any
// console error or uncaught page error, or when the whole run exceeds 120 s.
// If the service already holds the same capture (409 with existingFileId), the test follows the
// "open the existing file" link instead of failing, and tolerates that one 409 in the console.

import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TOTAL_TIMEOUT_MS = 120_000;
const ANALYSIS_TIMEOUT_MS = 60_000;
const STEP_TIMEOUT_MS = 15_000;
const MAX_CONVERSATIONS_TRIED = 10;
const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const [baseUrlArg, pcapArg] = process.argv.slice(2);
if (!baseUrlArg || !pcapArg) {
  console.error('usage: node ui.e2e.mjs <baseUrl> <pcapPath>');
  process.exit(2);
}
let baseUrl;
try {
  baseUrl = new URL(baseUrlArg);
} catch {
  console.error(`ui.e2e FAILED: not a URL: ${baseUrlArg}`);
  process.exit(1);
}
const pcapPath = path.resolve(pcapArg);
if (!fs.existsSync(pcapPath) || !fs.statSync(pcapPath).isFile()) {
  console.error(`ui.e2e FAILED: capture file not found: ${pcapPath}`);
  process.exit(1);
}

let context = null;
let page = null;
let userDataDir = null;
let finished = false;
let currentStep = 'start';
const problems = []; // console errors and uncaught page errors
const tolerated = []; // predicates for console errors that are expected (the 409 of a duplicate upload)

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

async function cleanup() {
  if (context) await withTimeout(context.close().catch(() => {}), 10_000);
  context = null;
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
}

async function screenshot(suffix = '') {
  const target = process.env.E2E_SCREENSHOT;
  if (!target || !page) return;
  const file = suffix ? target.replace(/(\.png)?$/i, `${suffix}.png`) : target;
  await withTimeout(page.screenshot({ path: file, fullPage: false }).catch(() => {}), 10_000);
}

async function fail(message) {
  if (finished) return;
  finished = true;
  clearTimeout(watchdog);
  console.error(`ui.e2e FAILED at step "${currentStep}" after ${elapsed()}: ${message}`);
  if (problems.length) console.error(`console/page errors:\n  ${problems.join('\n  ')}`);
  await screenshot('-failure');
  await cleanup();
  process.exit(1);
}

const watchdog = setTimeout(() => void fail(`total timeout of ${TOTAL_TIMEOUT_MS / 1000} s exceeded`), TOTAL_TIMEOUT_MS);

function checkProblems() {
  if (problems.length) throw new Error(`${problems.length} console/page error(s), first: ${problems[0]}`);
}

async function step(name, fn) {
  currentStep = name;
  const result = await fn();
  checkProblems();
  return result;
}

const attr = (value) => JSON.stringify(String(value)); // quoted value for a CSS attribute selector

async function main() {
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcaplens-e2e-'));
  context = await step('launch chromium', () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1440, height: 900 },
      timeout: 30_000,
    }),
  );
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location()?.url ?? '';
    if (tolerated.some((ok) => ok(msg.text(), url))) return;
    problems.push(`console error: ${msg.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught page error: ${err.message}`));

  await step('open the file list', async () => {
    const res = await page.goto(baseUrl.href, { waitUntil: 'domcontentloaded', timeout: STEP_TIMEOUT_MS });
    if (!res || !res.ok()) throw new Error(`GET ${baseUrl.href} answered ${res ? res.status() : 'nothing'}`);
    await page.locator('[data-testid="empty-files"], [data-testid="files-table"]').first().waitFor({ state: 'visible' });
  });

  const form = page.getByTestId('upload-form');
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
    tolerated.push((text, url) => / 409 /.test(text) && new URL(url || 'about:blank', baseUrl).pathname.endsWith('/api/v1/files'));
    await form.getByTestId('upload-submit').click();
    const response = await responsePromise;
    const body = await response.json().catch(() => null);
    if (response.status() === 201) {
      tolerated.pop();
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
    await row.getByTestId('file-name').click();
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

  await step('final checks', async () => {
    await page.waitForTimeout(300); // let late console messages arrive
  });
  await screenshot();

  finished = true;
  clearTimeout(watchdog);
  await cleanup();
  console.log(
    `ui.e2e OK in ${elapsed()}: file ${uploaded.id}${uploaded.duplicate ? ' (already uploaded)' : ''} COMPLETED, ` +
      `${conversationCount} conversation rows; conversation #${found.conversation} ${found.endpoints} with ${found.packetCount} packet rows; ` +
      `packet ${found.packetIndex} hex viewer ${found.bytes > 0 ? `${found.bytes} bytes` : 'empty (no payload found in the conversations tried)'}`,
  );
  process.exit(0);
}

main().catch((err) => fail(err?.message ?? String(err)));
