#!/usr/bin/env node
// Browser test of a capture's overview page, checked against the API's own answers: the file list opens the
// overview; the summary and every chart show the overview's series; a click on a protocol layer opens the
// conversation table filtered to its Protocol labels with the list API's count; the tab bar moves between the
// overview and the table; a time window brushed with the mouse on the traffic chart opens the table with
// from/to on bin edges and the list API's count for that window, shown as a removable chip.
//
// A capture spanning years (ssh.pcap) has dates on its time axis.
//
// Usage: node overview.e2e.mjs <baseUrl> <fileId> <yearsFileId>
//   fileId       an analysed capture with several protocols, applications and external hosts (ipv6-http-mixed.pcap)
//   yearsFileId  an analysed capture whose packets span years (ssh.pcap)
// Env and exit: see browser.mjs; the summary has one "OK <check>: …" line per check.

import { attr, baseUrlArgument, browserRun } from './browser.mjs';

const [baseUrlArg, fileId, yearsFileId] = process.argv.slice(2);
if (!baseUrlArg || !fileId || !yearsFileId) {
  console.error('usage: node overview.e2e.mjs <baseUrl> <fileId> <yearsFileId>');
  process.exit(2);
}
const baseUrl = baseUrlArgument('overview.e2e', baseUrlArg);
const run = browserRun('overview.e2e', { totalTimeoutMs: 180_000 });
const checks = [];
const overviewPath = `/files/${encodeURIComponent(fileId)}/overview`;
const tablePath = `/files/${encodeURIComponent(fileId)}`;
/** Where the brush starts and ends, as fractions of the plot's width. */
const BRUSH = [0.42, 0.58];

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function check(name, fn) {
  const note = await run.step(name, fn);
  checks.push(`OK ${name}${note ? `: ${note}` : ''}`);
}

async function apiJson(page, p) {
  const res = await page.context().request.get(new URL(`/api/v1/${p}`, baseUrl).href);
  if (res.status() !== 200) throw new Error(`GET /api/v1/${p} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/** The list API's total for the filters of the page's current URL. */
async function apiTotal(page) {
  const filters = new URL(page.url()).searchParams;
  return (await apiJson(page, `files/${encodeURIComponent(fileId)}/conversations?${filters}&size=10`)).total;
}

/** Waits for the table (or its empty state) with no request pending; the total it shows. */
async function tableTotal(page) {
  await page.locator('[data-testid="conversations-table"], [data-testid="empty-conversations"]').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('.table-scroll.loading, .table-scroll[aria-busy="true"]'));
  await page.getByTestId('facets-loading').waitFor({ state: 'detached' });
  if (await page.getByTestId('empty-conversations').isVisible()) return 0;
  return Number(await page.getByTestId('page-info').getAttribute('data-total'));
}

/** Nanoseconds since the epoch of an ISO instant, as a BigInt (captures keep nanoseconds). */
function nanos(iso) {
  const m = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  assert(m, `not an ISO instant: ${iso}`);
  return BigInt(Date.parse(m[1] + m[3])) * 1_000_000n + BigInt((m[2] ?? '').padEnd(9, '0'));
}

/** The layer paths of the overview's hierarchy, depth first, as the page keys them. */
function layerPaths(layers, parent = '') {
  return layers.flatMap((l) => {
    const path = parent ? `${parent}:${l.protocol}` : l.protocol;
    return [path, ...layerPaths(l.children ?? [], path)];
  });
}

async function main() {
  const page = await run.launch();
  let overview;
  let timeline;
  let all;

  await check('the file list opens the overview', async () => {
    await page.goto(baseUrl.href, { waitUntil: 'domcontentloaded' });
    const row = page.locator(`[data-testid="file-row"][data-file-id=${attr(fileId)}]`);
    const asked = page.waitForResponse((r) => /\/timeline\?bins=\d+$/.test(r.url()) && r.status() === 200);
    await row.getByTestId('file-name').click();
    await page.waitForURL((u) => u.pathname === overviewPath);
    timeline = await (await asked).json();
    const bins = Number(new URL((await asked).url()).searchParams.get('bins'));
    assert(bins >= 200 && bins <= 600, `the page asked for ${bins} bins`);
    overview = await apiJson(page, `files/${encodeURIComponent(fileId)}/overview`);
    all = overview.summary.conversations;
    return `${bins} bins asked for, ${timeline.bins.length} answered`;
  });

  await check('the most severe findings stand above the charts, as the findings API orders them', async () => {
    const api = await apiJson(page, `files/${encodeURIComponent(fileId)}/findings?size=10`);
    if (api.total === 0) {
      assert((await page.getByTestId('top-findings').count()) === 0, 'a capture without findings shows no findings list');
      return 'no findings, none shown';
    }
    const list = page.getByTestId('top-findings');
    await list.waitFor();
    assert(Number(await list.getAttribute('data-total')) === api.total, `the list counts ${await list.getAttribute('data-total')}, the API ${api.total}`);
    const shown = await page.getByTestId('top-finding').evaluateAll((els) => els.map((e) => e.dataset.findingId));
    const expected = api.items.slice(0, 5).map((f) => f.findingId);
    assert(JSON.stringify(shown) === JSON.stringify(expected), `shown ${shown}, the API's first five ${expected}`);
    return `${shown.length} of ${api.total} findings shown`;
  });

  await check('the summary and every chart show the overview series', async () => {
    const s = overview.summary;
    await page.getByTestId('overview-summary').waitFor();
    const packets = (await page.getByTestId('summary-packets').textContent()).replace(/,/g, '');
    assert(Number(packets) === s.packets, `the summary shows ${packets} packets, the API ${s.packets}`);
    const flows = (await page.getByTestId('summary-flows').textContent()).replace(/,/g, '');
    assert(Number(flows) === s.flows, `the summary shows ${flows} flows, the API ${s.flows}`);
    const hosts = await page.getByTestId('summary-hosts').textContent();
    assert(hosts.includes(`${s.externalHosts} external`), `the summary shows "${hosts}", the API ${s.externalHosts} external hosts`);

    const chart = page.getByTestId('traffic-chart');
    await chart.locator('canvas').first().waitFor();
    const drawn = Number(await chart.getAttribute('data-bins'));
    assert(drawn === timeline.bins.length && drawn > 1, `the traffic chart draws ${drawn} bins, the timeline has ${timeline.bins.length}`);

    const expected = {
      'protocol-hierarchy': layerPaths(overview.protocolHierarchy),
      applications: overview.applications.map((a) => a.name),
      categories: overview.categories.map((c) => c.name),
      'top-talkers': overview.topTalkers.map((t) => t.ip),
      'top-conversations': overview.topFlows.map((f) => String(f.id)),
      countries: overview.countries.map((c) => c.countryCode),
      'device-types': overview.deviceTypes.map((d) => d.deviceType),
      asns: overview.topAsns.map((a) => a.asn),
    };
    const counts = [];
    for (const [list, keys] of Object.entries(expected)) {
      assert(keys.length > 0, `the API's ${list} series is empty: pick a capture with data for every chart`);
      const shown = await page.getByTestId(`${list}-item`).evaluateAll((items) => items.map((i) => i.getAttribute('data-key')));
      assert(JSON.stringify(shown) === JSON.stringify(keys), `${list} shows ${JSON.stringify(shown)}, the API ${JSON.stringify(keys)}`);
      counts.push(`${list} ${keys.length}`);
    }
    return counts.join(', ');
  });

  await check('a protocol layer opens the table filtered to its labels', async () => {
    const facets = await apiJson(page, `files/${encodeURIComponent(fileId)}/conversations/facets`);
    const labels = Object.keys(facets.protocols ?? {});
    // the deepest layer that opens a label of its own name: the table then holds that protocol only
    const links = page.getByTestId('protocol-hierarchy-link');
    const keys = await page.locator('[data-testid="protocol-hierarchy-item"]:has([data-testid="protocol-hierarchy-link"])')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-key')));
    const at = keys.findIndex((k) => labels.includes(k.split(':').pop().toUpperCase()) && !['TCP', 'UDP'].includes(k.split(':').pop().toUpperCase()));
    assert(at >= 0, `no layer of ${JSON.stringify(keys)} names one of the Protocol labels ${JSON.stringify(labels)}`);
    const layer = keys[at];
    await links.nth(at).click();
    await page.waitForURL((u) => u.pathname === tablePath && u.searchParams.has('protocol'));
    const protocols = new URL(page.url()).searchParams.get('protocol').split(',');
    const name = layer.split(':').pop().toUpperCase();
    assert(protocols.includes(name), `layer ${layer} opened protocol=${protocols}`);
    const shown = await tableTotal(page);
    const expected = await apiTotal(page);
    assert(shown === expected, `the table shows ${shown} conversations for protocol=${protocols}, the API ${expected}`);
    assert(shown > 0 && shown < all, `protocol=${protocols} leaves ${shown} of ${all} conversations`);
    const pressed = await page.getByTestId('pills-protocol').locator('[data-testid="pill"][aria-pressed="true"]')
      .evaluateAll((pills) => pills.map((p) => p.getAttribute('data-value')).sort());
    assert(JSON.stringify(pressed) === JSON.stringify([...protocols].sort()), `the filter panel shows ${pressed} selected, the URL ${protocols}`);
    return `${layer} → protocol=${protocols.join(',')}: ${shown} of ${all} conversations`;
  });

  await check('the tab bar moves between the overview and the table', async () => {
    const current = await page.getByTestId('tab-conversations').getAttribute('aria-current');
    assert(current === 'page', 'the Conversations tab is not marked current on the table');
    await page.getByTestId('tab-overview').click();
    await page.waitForURL((u) => u.pathname === overviewPath);
    await page.getByTestId('traffic-chart').locator('canvas').first().waitFor();
    assert((await page.getByTestId('tab-overview').getAttribute('aria-current')) === 'page', 'the Overview tab is not marked current');
    await page.getByTestId('tab-conversations').click();
    await page.waitForURL((u) => u.pathname === tablePath && u.search === '');
    const shown = await tableTotal(page);
    assert(shown === all, `the unfiltered table shows ${shown} conversations, the overview counts ${all}`);
    await page.getByTestId('tab-overview').click();
    await page.waitForURL((u) => u.pathname === overviewPath);
    return `overview ⇄ table (${shown} conversations)`;
  });

  await check('brushing a time window on the traffic chart opens the table for that window', async () => {
    const chart = page.getByTestId('traffic-chart');
    await chart.locator('canvas').first().waitFor();
    await page.waitForTimeout(300); // the chart's first frame
    const box = await chart.boundingBox();
    const left = box.x + Number(await chart.getAttribute('data-plot-left'));
    const right = box.x + box.width - Number(await chart.getAttribute('data-plot-right'));
    const y = box.y + box.height / 2;
    // a drag with the mouse, as an analyst would: ECharts' brush is the chart's default tool
    await page.mouse.move(left + (right - left) * BRUSH[0], y);
    await page.mouse.down();
    await page.mouse.move(left + (right - left) * ((BRUSH[0] + BRUSH[1]) / 2), y, { steps: 5 });
    await page.mouse.move(left + (right - left) * BRUSH[1], y, { steps: 5 });
    await page.mouse.up();
    await page.waitForURL((u) => u.pathname === tablePath && u.searchParams.has('from') && u.searchParams.has('to'));
    const params = new URL(page.url()).searchParams;
    const [from, to] = [params.get('from'), params.get('to')];
    const start = nanos(timeline.start);
    const width = BigInt(timeline.binNanos);
    const first = (nanos(from) - start) / width;
    const last = (nanos(to) + 1n - start) / width - 1n;
    assert((nanos(from) - start) % width === 0n && (nanos(to) + 1n - start) % width === 0n, `${from}..${to} does not lie on bin edges of ${timeline.start} + n × ${timeline.binWidth}`);
    const n = BigInt(timeline.bins.length);
    assert(first > 0n && last < n - 1n && first <= last, `bins ${first}..${last} of ${n} brushed between ${BRUSH[0]} and ${BRUSH[1]} of the plot`);

    const shown = await tableTotal(page);
    const expected = await apiTotal(page);
    assert(shown === expected, `the table shows ${shown} conversations for ${from}..${to}, the API ${expected}`);
    assert(shown < all, `the window ${from}..${to} leaves all ${all} conversations`);
    const chip = page.getByTestId('time-window');
    assert((await chip.getAttribute('data-from')) === from && (await chip.getAttribute('data-to')) === to, 'the time window chip shows another window');
    const chipText = await chip.innerText();
    assert(!/9{6}/.test(chipText) && !/0{6}\b/.test(chipText), `the chip reads "${chipText}" for ${from}..${to}`);

    await chip.getByTestId('time-window-remove').click();
    await page.waitForURL((u) => u.pathname === tablePath && !u.searchParams.has('from'));
    const after = await tableTotal(page);
    assert(after === all, `without the window the table shows ${after} conversations, not ${all}`);
    // back to the overview for the screenshot
    await page.getByTestId('tab-overview').click();
    await page.getByTestId('traffic-chart').locator('canvas').first().waitFor();
    await page.waitForTimeout(300);
    return `bins ${first}..${last} of ${n}: ${from} .. ${to}, ${shown} of ${all} conversations; chip removed → ${after}`;
  });

  await check('a capture spanning years has dates on its time axis', async () => {
    const timeline = await apiJson(page, `files/${encodeURIComponent(yearsFileId)}/timeline?bins=200`);
    const years = [timeline.bins[0].start, timeline.bins[timeline.bins.length - 1].start].map((s) => s.slice(0, 4));
    assert(years[0] !== years[1], `the timeline of ${yearsFileId} lies within ${years[0]}`);
    await page.goto(new URL(`/files/${encodeURIComponent(yearsFileId)}/overview`, baseUrl).href);
    const chart = page.getByTestId('traffic-chart');
    await chart.locator('canvas').first().waitFor();
    const labels = [await chart.getAttribute('data-axis-first'), await chart.getAttribute('data-axis-last')];
    for (const [i, label] of labels.entries()) {
      assert(/^\d{4}-\d{2}-\d{2}/.test(label ?? ''), `the axis label "${label}" has no date`);
      // a label may be a day off the UTC start in the browser's zone, not a year, except at New Year
      assert(Math.abs(Number(label.slice(0, 4)) - Number(years[i])) <= 1, `the axis label "${label}" for a bin of ${years[i]}`);
    }
    assert(labels[0].slice(0, 4) !== labels[1].slice(0, 4), `the axis runs from ${labels[0]} to ${labels[1]}`);
    return `${labels[0]} … ${labels[1]}`;
  });

  return `file ${fileId}\n  ${checks.join('\n  ')}`;
}

run.run(main);
