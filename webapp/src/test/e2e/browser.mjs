// What every browser test of the web UI shares: Debian's chromium driven by playwright-core in a throwaway
// profile, steps named in failure messages, console errors, uncaught page errors and content security policy
// violations as failures, a screenshot at the end (and on failure, best effort) and a watchdog for the whole run.
//
// Env: E2E_SCREENSHOT=<png path>  where the screenshot goes (none when unset)
//      E2E_CHROMIUM=<path>        browser binary (default /usr/bin/chromium, Debian's package)

import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

/** A quoted value for a CSS attribute selector. */
export const attr = (value) => JSON.stringify(String(value));

/** The service's address from the command line; exits with a message when it is not one. */
export function baseUrlArgument(name, arg) {
  try {
    return new URL(arg);
  } catch {
    console.error(`${name} FAILED: not a URL: ${arg}`);
    process.exit(1);
  }
}

/**
 * One run of a browser test called `name`. `run(main)` calls `main` and ends the process: exit 0 with the
 * summary `main` returns, exit 1 with a message on stderr on any failure, console error or page error, or when
 * the run exceeds `totalTimeoutMs`.
 */
export function browserRun(name, { totalTimeoutMs = 300_000, stepTimeoutMs = 15_000 } = {}) {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  let context = null;
  let page = null;
  let userDataDir = null;
  let finished = false;
  let currentStep = 'start';
  const problems = []; // console errors and uncaught page errors
  const tolerated = []; // predicates (text, url) for console errors a step expects

  const withTimeout = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

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
    console.error(`${name} FAILED at step "${currentStep}" after ${elapsed()}: ${message}`);
    if (problems.length) console.error(`console/page errors:\n  ${problems.join('\n  ')}`);
    await screenshot('-failure');
    await cleanup();
    process.exit(1);
  }

  const watchdog = setTimeout(() => void fail(`total timeout of ${totalTimeoutMs / 1000} s exceeded`), totalTimeoutMs);

  const self = {
    elapsed,
    get page() {
      return page;
    },
    get context() {
      return context;
    },

    /** Starts chromium with one page; `options` go to the browser context (viewport, reducedMotion, …). */
    async launch(options = {}) {
      userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcaplens-e2e-'));
      context = await self.step('launch chromium', () =>
        chromium.launchPersistentContext(userDataDir, {
          executablePath: CHROMIUM,
          headless: true,
          args: CHROMIUM_ARGS,
          viewport: { width: 1440, height: 900 },
          acceptDownloads: true,
          timeout: 30_000,
          ...options,
        }),
      );
      context.setDefaultTimeout(stepTimeoutMs);
      // every page reports what its content security policy blocked as a console error, so a violation fails the step
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'an inline source'} (${e.sourceFile || 'page'}:${e.lineNumber})`);
        });
      });
      page = context.pages()[0] ?? (await context.newPage());
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const url = msg.location()?.url ?? '';
        if (tolerated.some((ok) => ok(msg.text(), url))) return;
        problems.push(`console error: ${msg.text()}${url ? ` (${url})` : ''}`);
      });
      page.on('pageerror', (err) => problems.push(`uncaught page error: ${err.message}`));
      return page;
    },

    /** Runs one named step; a console or page error during it fails the run. */
    async step(stepName, fn) {
      currentStep = stepName;
      const result = await fn();
      if (problems.length) throw new Error(`${problems.length} console/page error(s), first: ${problems[0]}`);
      return result;
    },

    /** Lets console errors matching `ok(text, url)` pass until the returned function is called. */
    tolerate(ok) {
      tolerated.push(ok);
      return () => tolerated.splice(tolerated.indexOf(ok), 1);
    },

    run(main) {
      main()
        .then(async (summary) => {
          await self.step('final checks', () => page?.waitForTimeout(300)); // let late console messages arrive
          await screenshot();
          finished = true;
          clearTimeout(watchdog);
          await cleanup();
          console.log(`${name} OK in ${elapsed()}: ${summary}`);
          process.exit(0);
        })
        .catch((err) => fail(err?.message ?? String(err)));
    },
  };
  return self;
}
