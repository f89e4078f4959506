#!/usr/bin/env node
// Browser test of cross-site writes: pages of another origin (here another port of the same host, the closest a
// foreign page gets) try to upload a capture to the service in chromium, once as a top-level multipart form and
// once as a `no-cors` fetch with the browser's credentials; the service refuses both (403) and keeps no file. The
// service's own page uploads the same capture with the same fetch and is accepted.
//
// Usage: node csrf.e2e.mjs <baseUrl> <capturePath>
// Env and exit: see browser.mjs; the summary has one "OK <check>: …" line per check.

import fs from 'node:fs';
import http from 'node:http';
import { attr, baseUrlArgument, browserRun } from './browser.mjs';

const [baseUrlArg, capturePath] = process.argv.slice(2);
if (!baseUrlArg || !capturePath) {
  console.error('usage: node csrf.e2e.mjs <baseUrl> <capturePath>');
  process.exit(2);
}
const baseUrl = baseUrlArgument('csrf.e2e', baseUrlArg);
const uploads = new URL('api/v1/files', baseUrl).href;
const capture = fs.readFileSync(capturePath);
const run = browserRun('csrf.e2e', { totalTimeoutMs: 180_000 });
const checks = [];

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function check(name, fn) {
  const note = await run.step(name, fn);
  checks.push(`OK ${name}${note ? `: ${note}` : ''}`);
}

/** The foreign page's script: the capture posted with the browser's cookies, as a page of any origin may. */
const FOREIGN_POST = `(async () => {
  const bytes = await (await fetch('/capture.pcap')).arrayBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'cross-site.pcap');
  await fetch(${attr(uploads)}, { method: 'POST', body: form, mode: 'no-cors', credentials: 'include' });
})()`;

/** The attacker's pages, on a port of their own. */
function foreignSite() {
  const server = http.createServer((req, res) => {
    if (req.url === '/capture.pcap') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.end(capture);
    } else if (req.url === '/form') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><form id="f" method="post" enctype="multipart/form-data" action=${attr(uploads)}>
        <input type="file" name="file" id="file"></form>`);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>elsewhere</title>');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function fileCount(context) {
  const res = await context.request.get(new URL('api/v1/files?size=10', baseUrl).href);
  assert(res.status() === 200, `the file list answered ${res.status()}`);
  return (await res.json()).total;
}

async function main() {
  const page = await run.launch();
  const context = run.context;
  // the refused uploads show as failed loads in the foreign pages' consoles
  run.tolerate((text) => /status of 403|Failed to load resource/.test(text));
  const server = await foreignSite();
  const foreign = `http://127.0.0.1:${server.address().port}`;
  const before = await fileCount(context);

  await check('a multipart form on another origin uploads nothing', async () => {
    await page.goto(`${foreign}/form`);
    await page.setInputFiles('#file', capturePath);
    const answered = page.waitForResponse((r) => r.url() === uploads);
    await page.evaluate(() => document.getElementById('f').submit());
    const status = (await answered).status();
    assert(status === 403, `the service answered the foreign form ${status}`);
    await page.waitForLoadState();
    return `403 from ${foreign}`;
  });

  await check("a script on another origin posting with the browser's credentials uploads nothing", async () => {
    // a page of its own: the form's page is still showing the service's answer
    const scripted = await context.newPage();
    await scripted.goto(`${foreign}/`);
    const answered = scripted.waitForResponse((r) => r.url() === uploads);
    await scripted.evaluate(FOREIGN_POST);
    const status = (await answered).status();
    assert(status === 403, `the service answered the foreign fetch ${status}`);
    const after = await fileCount(context);
    assert(after === before, `${after - before} capture(s) were stored from another origin`);
    return `403, still ${after} file(s)`;
  });

  await check("the service's own page uploads with the same request", async () => {
    const own = await context.newPage();
    await own.goto(baseUrl.href);
    const status = await own.evaluate(`(async () => {
      const bytes = Uint8Array.from(atob(${attr(capture.toString('base64'))}), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'same-origin.pcap');
      return (await fetch('/api/v1/files', { method: 'POST', body: form })).status;
    })()`);
    assert(status === 201 || status === 202, `the service's own page got ${status}`);
    const after = await fileCount(context);
    assert(after === before + 1, `the file list holds ${after} files, expected ${before + 1}`);
    return `${status}, ${after} file(s)`;
  });

  server.close();
  return `\n${checks.join('\n')}`;
}

run.run(main);
