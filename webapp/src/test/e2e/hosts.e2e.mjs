#!/usr/bin/env node
// Browser test of a capture's hosts, checked against the API's own answers: the Map tab draws as many nodes as
// the graph API answers, on a WebGL canvas that is not blank; a click on a host's node on the canvas opens its
// host page; the host page shows the names with their sources that the host record has and the host's traffic
// over time, a web server's page its HTTP log and a resolver's page its DNS log as the log APIs answer them, the
// NXDOMAIN filter included; the Hosts tab lists the host list API's first page.
//
// Usage: node hosts.e2e.mjs <baseUrl> <mapFileId> <namesFileId> <namedAddress> <dnsFileId> <resolver>
//   mapFileId     an analysed capture with several hosts
//   namesFileId   an analysed capture whose host namedAddress has names (a web server's Host headers)
//   dnsFileId     an analysed capture whose host resolver answered DNS queries, some of them NXDOMAIN
// Env and exit: see browser.mjs; the summary has one "OK <check>: …" line per check.

import { baseUrlArgument, browserRun } from './browser.mjs';

const [baseUrlArg, mapFileId, namesFileId, namedAddress, dnsFileId, resolver] = process.argv.slice(2);
if (!baseUrlArg || !mapFileId || !namesFileId || !namedAddress || !dnsFileId || !resolver) {
  console.error('usage: node hosts.e2e.mjs <baseUrl> <mapFileId> <namesFileId> <namedAddress> <dnsFileId> <resolver>');
  process.exit(2);
}
const baseUrl = baseUrlArgument('hosts.e2e', baseUrlArg);
const run = browserRun('hosts.e2e', { totalTimeoutMs: 300_000, stepTimeoutMs: 30_000 });
const checks = [];

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function check(name, fn) {
  const note = await run.step(name, fn);
  checks.push(`OK ${name}${note ? `: ${note}` : ''}`);
}

async function apiJson(page, p) {
  // a server log waits on tshark, which a busy machine slows far past a click's wait
  const res = await page.context().request.get(new URL(`/api/v1/${p}`, baseUrl).href, { timeout: 60_000 });
  if (res.status() !== 200) throw new Error(`GET /api/v1/${p} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

async function main() {
  const page = await run.launch();
  const file = encodeURIComponent(mapFileId);

  await check('the map draws the graph API nodes on a canvas that is not blank', async () => {
    await page.goto(new URL(`/files/${file}/map`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const list = page.getByTestId('map-node-list');
    await list.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="map-node-list"]')?.dataset.layout === 'done',
      null, { timeout: 25_000 });
    const graph = await apiJson(page, `files/${file}/graph`);
    const count = Number(await list.getAttribute('data-count'));
    assert(count === graph.nodes.length, `the map lists ${count} nodes, the graph API ${graph.nodes.length}`);
    const ids = await page.getByTestId('map-node').evaluateAll((els) => els.map((e) => e.dataset.nodeId).sort());
    const expected = graph.nodes.map((n) => n.id).sort();
    assert(JSON.stringify(ids) === JSON.stringify(expected), `the map's nodes ${ids} are not the API's ${expected}`);
    const canvas = page.getByTestId('map-canvas');
    const shot = await canvas.screenshot();
    // the pixels of the canvas that are not the white background: the drawn nodes and edges
    const blank = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let inked = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] < 235 || d[i + 1] < 235 || d[i + 2] < 235) inked++;
      return { inked, all: d.length / 4 };
    }, shot.toString('base64'));
    assert(blank.inked > 50, `only ${blank.inked} of ${blank.all} canvas pixels are drawn`);
    return `${count} nodes, ${graph.edges.length} edges, ${blank.inked} of ${blank.all} pixels drawn`;
  });

  await check('a click on a host on the canvas opens its host page', async () => {
    const nodes = await page.getByTestId('map-node').evaluateAll((els) => els
      .filter((e) => e.dataset.kind === 'host' && e.dataset.x !== undefined)
      .map((e) => ({ id: e.dataset.nodeId, x: Number(e.dataset.x), y: Number(e.dataset.y), r: Number(e.dataset.radius) })));
    assert(nodes.length > 0, 'no host node has a position');
    const box = await page.getByTestId('map-canvas').boundingBox();
    const inside = nodes.filter((n) => n.x > 5 && n.y > 5 && n.x < box.width - 5 && n.y < box.height - 5);
    // the node farthest from any other, so that the click cannot land on a neighbour
    const lonely = (inside.length ? inside : nodes).map((n) => ({
      ...n,
      room: Math.min(...nodes.filter((m) => m !== n).map((m) => Math.hypot(m.x - n.x, m.y - n.y)), Infinity),
    })).sort((a, b) => b.room - a.room)[0];
    await page.mouse.move(box.x + lonely.x, box.y + lonely.y);
    await page.waitForTimeout(200);
    await page.mouse.click(box.x + lonely.x, box.y + lonely.y);
    await page.waitForURL((u) => u.pathname.startsWith(`/files/${file}/hosts/`), { timeout: 10_000 });
    const shown = await page.getByTestId('host-page').getAttribute('data-address');
    assert(shown === lonely.id, `the click on ${lonely.id} opened the page of ${shown}`);
    return `${lonely.id} at ${lonely.x.toFixed(0)},${lonely.y.toFixed(0)} (${lonely.room.toFixed(0)} px from the nearest)`;
  });

  await check('the host page shows the names and their sources of the host record', async () => {
    const names = encodeURIComponent(namesFileId);
    const traffic = page.waitForResponse((r) => r.url().includes('/timeline?') && r.url().includes('host='), { timeout: 60_000 });
    await page.goto(new URL(`/files/${names}/hosts/${encodeURIComponent(namedAddress)}`, baseUrl).href);
    await page.getByTestId('host-page').waitFor();
    const record = await apiJson(page, `files/${names}/hosts/${encodeURIComponent(namedAddress)}`);
    assert(record.names.length > 0, `${namedAddress} has no names in the API`);
    await page.getByTestId('host-name').first().waitFor();
    const shown = await page.getByTestId('host-name').evaluateAll((els) => els.map((e) => `${e.dataset.source} ${e.dataset.name}`).sort());
    const expected = record.names.map((n) => `${n.source} ${n.name}`).sort();
    assert(JSON.stringify(shown) === JSON.stringify(expected), `the page shows ${shown}, the record ${expected}`);
    // the host's traffic chart draws the bins of the host's timeline
    const timeline = await (await traffic).json();
    const chart = page.getByTestId('host-traffic').getByTestId('traffic-chart');
    await chart.waitFor();
    const drawn = Number(await chart.getAttribute('data-bins'));
    assert(drawn === timeline.bins.length && drawn > 0, `the chart draws ${drawn} bins, the timeline has ${timeline.bins.length}`);
    return `${shown.length} names of ${namedAddress}, ${drawn} bins of its traffic`;
  });

  // the lines a log table shows: frame and result, in order
  const logLines = (kind, result) => page.getByTestId(`${kind}-log-line`)
    .evaluateAll((els, r) => els.map((e) => `${e.dataset.frame} ${e.dataset[r]}`), result);

  await check('the web server page shows the HTTP log API first page', async () => {
    // still on the web server's page
    const log = page.getByTestId('http-log-table');
    await log.waitFor({ timeout: 60_000 });
    const api = await apiJson(page, `files/${encodeURIComponent(namesFileId)}/hosts/${encodeURIComponent(namedAddress)}/http-log?size=25`);
    const shown = await logLines('http', 'status');
    const expected = api.items.map((l) => `${l.frame} ${l.status ?? ''}`);
    assert(api.items.length > 0, 'the API has no HTTP log line');
    assert(JSON.stringify(shown) === JSON.stringify(expected), `the page shows ${shown}, the API ${expected}`);
    const transactions = Number(await page.getByTestId('http-log-tally').getAttribute('data-transactions'));
    assert(transactions === api.tally.transactions, `the tally counts ${transactions}, the API ${api.tally.transactions}`);
    return `${shown.length} of ${api.total} requests`;
  });

  await check('the resolver page shows the DNS log API first page and its NXDOMAIN lines when filtered', async () => {
    const dns = encodeURIComponent(dnsFileId);
    const host = encodeURIComponent(resolver);
    await page.goto(new URL(`/files/${dns}/hosts/${host}`, baseUrl).href);
    await page.getByTestId('dns-log-table').waitFor({ timeout: 60_000 });
    const all = await apiJson(page, `files/${dns}/hosts/${host}/dns-log?size=25`);
    const expected = all.items.map((l) => `${l.frame} ${l.rcode ?? ''}`);
    const shown = await logLines('dns', 'rcode');
    assert(JSON.stringify(shown) === JSON.stringify(expected), `the page shows ${shown}, the API ${expected}`);
    const names = await page.getByTestId('dns-log-name').allTextContents();
    assert(JSON.stringify(names) === JSON.stringify(all.items.map((l) => l.name ?? '')), `names shown ${names}`);
    const nx = await apiJson(page, `files/${dns}/hosts/${host}/dns-log?size=25&rcode=NXDomain`);
    assert(nx.total > 0, 'the API has no NXDOMAIN line');
    await page.getByTestId('dns-log-result').fill('NXDomain');
    const answered = page.waitForResponse((r) => r.url().includes('/dns-log?') && r.url().includes('rcode=NXDomain'), { timeout: 60_000 });
    await page.getByTestId('dns-log-apply').click();
    await answered;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="dns-log-line"]').length === n, nx.items.length, { timeout: 10_000 });
    const filtered = await logLines('dns', 'rcode');
    const wanted = nx.items.map((l) => `${l.frame} NXDomain`);
    assert(JSON.stringify(filtered) === JSON.stringify(wanted), `filtered, the page shows ${filtered}, the API ${wanted}`);
    return `${shown.length} of ${all.total} queries, ${filtered.length} NXDOMAIN`;
  });

  await check('the Hosts tab lists the host list API first page', async () => {
    await page.goto(new URL(`/files/${file}/hosts`, baseUrl).href);
    await page.getByTestId('hosts-table').waitFor();
    const rows = await page.getByTestId('host-row').evaluateAll((els) => els.map((e) => e.dataset.address));
    // the tab's first page, whatever its size, is the API's first page of that size
    const api = await apiJson(page, `files/${file}/hosts?size=${Math.min(100, Math.max(10, rows.length))}`);
    const total = Number(await page.getByTestId('hosts-summary').getAttribute('data-total'));
    assert(total === api.total, `the tab counts ${total} hosts, the API ${api.total}`);
    const expected = api.items.map((h) => h.address);
    assert(JSON.stringify(rows) === JSON.stringify(expected), `the tab lists ${rows}, the API ${expected}`);
    return `${rows.length} of ${total} hosts`;
  });

  return `file ${mapFileId}\n  ${checks.join('\n  ')}`;
}

run.run(main);
