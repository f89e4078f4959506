#!/usr/bin/env node
// Browser test of the conversation tracer (spec 10.6) on two analysed captures: the tracer is opened from a
// row's menu and from the detail panel, and what it shows is checked against the tracer API beside the UI:
// the "1 / N" counter against the conversation's packet count, the legend against the peers' counts, three
// autoplayed steps and the dot's colour against each step's direction, the explanation shown against the
// explanation API, a jump by a click on a packet row, the keys, a reload of the address, and an Info
// holding markup shown as text; then a click on a peer of a host with several peers. Then the whole
// connection against tshark's own output (given by the caller): a TCP row replayed with the HTTP requests that
// live in the connection's HTTP row, and without them one click later ("this row only"); and a legend that
// counts every peer of a host, the silent ones drawn.
//
// Usage: node tracer.e2e.mjs <baseUrl> <fileId> <markupFileId> <peersFileId> <connection> <ring>
//   fileId        an analysed capture whose busiest conversation is traced (e.g. http-pdf-download.pcap)
//   markupFileId  an analysed capture with a packet whose Info holds '<' (e.g. smtp-zip-attachment.pcap)
//   peersFileId   an analysed capture where a host of one of the 10 busiest conversations has several peers
//   connection    fileId:clientPort:frame,frame,…: the TCP row from that client port, and the frames of the
//                 HTTP requests of its connection (http-bro-org-browsing.pcap, port 55080)
//   ring          fileId:host:peers:silent: a host, how many peers it has and how many never answered
// Env and exit: see browser.mjs; the summary has one "OK <check>: …" line per check.

import { attr, baseUrlArgument, browserRun } from './browser.mjs';

const STEPS_PLAYED = 3;
/** Spec 8: autoplay moves every 1.5 s, so step k cannot show before (k - 1) × 1.5 s of play. */
const AUTOPLAY_MS = 1500;
/** How late a step may show on a busy machine. */
const AUTOPLAY_SLACK_MS = 5000;
const BLUE_CLIENT = 'CLIENT';

const [baseUrlArg, fileId, markupFileId, peersFileId, connectionArg, ringArg] = process.argv.slice(2);
if (!baseUrlArg || !fileId || !markupFileId || !peersFileId || !connectionArg || !ringArg) {
  console.error('usage: node tracer.e2e.mjs <baseUrl> <fileId> <markupFileId> <peersFileId> <connection> <ring>');
  process.exit(2);
}
const baseUrl = baseUrlArgument('tracer.e2e', baseUrlArg);
const run = browserRun('tracer.e2e', { totalTimeoutMs: 240_000 });
const checks = [];

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** A GET of the API from outside the page. */
async function apiJson(page, p) {
  const res = await page.context().request.get(new URL(`/api/v1/${p}`, baseUrl).href);
  if (res.status() !== 200) throw new Error(`GET /api/v1/${p} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

async function check(name, fn) {
  const note = await run.step(name, fn);
  checks.push(`OK ${name}${note ? `: ${note}` : ''}`);
}

/**
 * The counter's "current / total", once it shows `current` and a known total: while a replay loads (or a
 * scope change reloads it) the total reads "…", so the counter is read once the total has come, or after
 * 20 s with whatever it shows then.
 */
async function counterAt(page, current, total) {
  const counter = page.getByTestId('step-counter');
  await page.locator(`[data-testid="step-counter"][data-current="${current}"]`).waitFor();
  await page.locator(`[data-testid="step-counter"][data-current="${current}"][data-total="${total}"]`)
    .waitFor({ timeout: 20_000 }).catch(() => {});
  const text = (await counter.textContent()).trim();
  assert(text === `${current} / ${total}`, `the counter shows "${text}", expected "${current} / ${total}"`);
}

/** The dot of step `index`: its direction and the colour it is painted in, as the browser computed it. */
async function dotOf(page, index) {
  const dot = page.locator(`[data-testid="tracer-dot"][data-step-index="${index}"]`);
  await dot.waitFor({ state: 'attached' });
  const fill = await dot.evaluate((e) => getComputedStyle(e).fill);
  const [r, g, b] = (fill.match(/\d+/g) ?? []).map(Number);
  const colour = b > r && b > g ? 'blue' : g > r && g > b ? 'green' : `neither blue nor green (${fill})`;
  return { direction: await dot.getAttribute('data-direction'), colour };
}

const expectedColour = (direction) => (direction === BLUE_CLIENT ? 'blue' : 'green');

/** Steps of a replay as the steps API counts them (the whole connection unless `scope` says otherwise). */
async function totalOf(page, conversationId, scope = 'connection') {
  return (await apiJson(page, `tracer/${conversationId}/steps?offset=0&limit=1&scope=${scope}`)).total;
}

/** Every packet-list row of the replay shown, page by page through the list's pager: frame, Info, row label. */
async function listedSteps(page) {
  const rows = [];
  for (;;) {
    const cells = page.locator('[data-testid="step-row"]');
    await cells.first().waitFor();
    rows.push(...(await cells.evaluateAll((trs) => trs.map((r) => ({
      index: Number(r.getAttribute('data-step-index')),
      frame: Number((r.getAttribute('title') ?? '').replace('frame ', '')),
      info: r.querySelector('[data-testid="step-info"]')?.getAttribute('title') ?? '',
      protocol: r.querySelector('[data-testid="step-protocol"]')?.textContent ?? '',
      row: r.querySelector('[data-testid="step-row-label"]')?.textContent ?? '',
    })))));
    const next = page.getByTestId('steps-page-next');
    if ((await next.count()) === 0 || (await next.isDisabled())) return rows;
    const last = rows[rows.length - 1].index;
    await next.click();
    await page.locator(`[data-testid="step-row"][data-step-index="${last + 1}"]`).waitFor();
  }
}

async function main() {
  const page = await run.launch();
  let traced;
  let steps;

  await check('open the tracer from the row menu', async () => {
    const list = await apiJson(page, `files/${encodeURIComponent(fileId)}/conversations?size=100&sort=packetCount:desc`);
    traced = list.items[0];
    assert(traced && traced.packetCount >= STEPS_PLAYED + 2, `no conversation of ${STEPS_PLAYED + 2} packets or more in file ${fileId}`);
    await page.goto(new URL(`/files/${encodeURIComponent(fileId)}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const row = page.locator(`[data-testid="conversation-row"][data-conversation-id=${attr(traced.id)}]`);
    await row.getByTestId('row-menu').click();
    await row.getByTestId('row-trace').click();
    await page.waitForURL((u) => u.pathname === `/tracer/${traced.id}`);
    await page.getByTestId('tracer').waitFor();
    const answer = await apiJson(page, `tracer/${traced.id}/steps?offset=0&limit=1000`);
    steps = answer.items;
    traced.total = answer.total;
    assert(steps.length === answer.total && answer.total >= traced.packetCount,
      `the steps API has ${steps.length} steps of ${answer.total} for a row of ${traced.packetCount} packets`);
    await counterAt(page, 1, traced.total);
    return `conversation ${traced.id} (${traced.protocol}, ${traced.srcIp} → ${traced.dstIp}): "1 / ${traced.total}"`;
  });

  await check('the legend counts the peers as the peers API does', async () => {
    const peers = await apiJson(page, `tracer/${traced.id}/peers`);
    const responded = page.getByTestId('legend-responded');
    await responded.waitFor();
    const shown = { responded: Number(await responded.textContent()), silent: Number(await page.getByTestId('legend-silent').textContent()) };
    assert(shown.responded === peers.respondedCount && shown.silent === peers.silentCount,
      `the legend shows ${JSON.stringify(shown)}, the API says responded ${peers.respondedCount}, silent ${peers.silentCount}`);
    const nodes = await page.getByTestId('peer-node').count();
    assert(nodes === peers.peers.length, `${nodes} peers drawn, the API has ${peers.peers.length}`);
    const tracedNode = page.locator('[data-testid="peer-node"][data-state="traced"]');
    assert((await tracedNode.getAttribute('data-ip')) === traced.dstIp, `the traced peer drawn is ${await tracedNode.getAttribute('data-ip')}`);
    assert((await page.getByTestId('host-ip').textContent()) === peers.host, 'the host is labelled with its address');
    return `responded ${shown.responded}, silent ${shown.silent}, host ${peers.host}`;
  });

  let current;
  await check(`play ${STEPS_PLAYED} steps: the counter advances and the dot has each step's colour`, async () => {
    const first = await dotOf(page, 1);
    assert(first.direction === steps[0].direction && first.colour === expectedColour(steps[0].direction), `step 1: ${JSON.stringify(first)}, the API says ${steps[0].direction}`);
    const seen = [`1 ${first.direction} ${first.colour}`];
    const played = Date.now();
    await page.getByTestId('step-play').click();
    for (let k = 2; k <= STEPS_PLAYED + 1; k++) {
      await counterAt(page, k, traced.total);
      const took = Date.now() - played;
      const due = (k - 1) * AUTOPLAY_MS;
      assert(took >= due && took <= due + AUTOPLAY_SLACK_MS, `step ${k} showed ${took} ms after Play, due after ${due} ms`);
      const dot = await dotOf(page, k);
      const want = steps[k - 1].direction;
      assert(dot.direction === want && dot.colour === expectedColour(want), `step ${k}: dot ${JSON.stringify(dot)}, the API says ${want}`);
      seen.push(`${k} ${dot.direction} ${dot.colour}`);
    }
    await page.getByTestId('step-play').click();
    await page.locator('[data-testid="step-play"][data-playing="false"]').waitFor();
    current = Number(await page.getByTestId('step-counter').getAttribute('data-current'));
    assert(current >= STEPS_PLAYED + 1, `paused at step ${current}`);
    await page.waitForTimeout(2000);
    assert(Number(await page.getByTestId('step-counter').getAttribute('data-current')) === current, 'the player moved on after Pause');
    return seen.join(', ');
  });

  await check('the explanation shown is the explanation API’s, built in', async () => {
    const api = await apiJson(page, `tracer/${traced.id}/steps/${current}/explanation`);
    const line = page.locator(`[data-testid="explanation"][data-state="ready"][data-step-index="${current}"]`);
    await line.waitFor();
    const text = await line.getByTestId('explanation-text').textContent();
    assert(text === api.explanation, `step ${current} explains "${text}", the API "${api.explanation}"`);
    assert(api.source === 'builtin', `the API says source ${api.source}`);
    const badge = (await line.getByTestId('explanation-source').textContent()).trim();
    assert(badge === 'built-in', `the source badge says "${badge}"`);
    return `step ${current}: "${text}"`;
  });

  let jumped;
  await check('a click on a packet row jumps to that step', async () => {
    jumped = traced.total - 1;
    const row = page.locator(`[data-testid="step-row"][data-step-index="${jumped}"]`);
    await row.click();
    await counterAt(page, jumped, traced.total);
    assert((await row.getAttribute('aria-current')) === 'step', 'the row is marked as the current step');
    const want = steps[jumped - 1];
    const summary = page.locator(`[data-testid="step-summary"][data-step-index="${jumped}"]`);
    await summary.waitFor();
    assert((await summary.getAttribute('data-direction')) === want.direction, 'the summary has the step’s direction');
    assert((await summary.getByTestId('summary-protocol').textContent()) === want.protocol, 'the summary has the step’s protocol');
    assert(Number(await summary.getByTestId('summary-size').getAttribute('data-size')) === want.size, 'the summary has the step’s size');
    const dot = await dotOf(page, jumped);
    assert(dot.colour === expectedColour(want.direction), `step ${jumped}: dot ${JSON.stringify(dot)}, the API says ${want.direction}`);
    return `step ${jumped}: ${want.direction} ${want.protocol} ${want.size} bytes`;
  });

  await check('keys: ← and → step, space plays and pauses', async () => {
    await page.keyboard.press('ArrowLeft');
    await counterAt(page, jumped - 1, traced.total);
    await page.keyboard.press('ArrowRight');
    await counterAt(page, jumped, traced.total);
    await page.keyboard.press('Space');
    await page.locator('[data-testid="step-play"][data-playing="true"]').waitFor();
    await page.keyboard.press('Space');
    await page.locator('[data-testid="step-play"][data-playing="false"]').waitFor();
    jumped = Number(await page.getByTestId('step-counter').getAttribute('data-current'));
    return `at step ${jumped}`;
  });

  await check('the address opens the same step after a reload, and leads back to the list', async () => {
    assert(new URL(page.url()).searchParams.get('step') === String(jumped), `the address is ${page.url()}`);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await counterAt(page, jumped, traced.total);
    await page.getByTestId('tracer-back').click();
    await page.waitForURL((u) => u.pathname === `/files/${fileId}`);
    await page.getByTestId('conversation-row').first().waitFor();
    return page.url();
  });

  await check('the detail panel opens the tracer, and an Info holding markup is shown as text', async () => {
    const list = await apiJson(page, `files/${encodeURIComponent(markupFileId)}/conversations?size=100`);
    let found = null;
    let page1Total = 0;
    for (const c of list.items) {
      const page1 = await apiJson(page, `tracer/${c.id}/steps?offset=0&limit=100`);
      page1Total = page1.total;
      const s = page1.items.find((x) => /[<>]/.test(x.info ?? ''));
      if (s) {
        found = { conversation: c, step: s };
        break;
      }
    }
    assert(found, `no packet Info with '<' or '>' in the first 100 steps of file ${markupFileId}`);
    const { conversation, step } = found;
    await page.goto(new URL(`/files/${encodeURIComponent(markupFileId)}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.locator(`[data-testid="conversation-row"][data-conversation-id=${attr(conversation.id)}]`).click();
    const panel = page.locator(`[data-testid="detail-panel"][data-conversation-id=${attr(conversation.id)}]`);
    await panel.getByTestId('detail-trace').click();
    await page.waitForURL((u) => u.pathname === `/tracer/${conversation.id}`);
    const row = page.locator(`[data-testid="step-row"][data-step-index="${step.index}"]`);
    await row.click();
    await counterAt(page, step.index, page1Total);
    const cell = row.getByTestId('step-info');
    const shown = await cell.evaluate((td) => ({ text: td.textContent, elements: td.querySelectorAll('*').length, title: td.title }));
    assert(shown.elements === 0, `the Info cell holds ${shown.elements} elements`);
    assert(shown.title === step.info, `the Info cell's tooltip is "${shown.title}", the API "${step.info}"`);
    assert(step.info.startsWith(shown.text.replace(/…$/, '')), `the Info cell shows "${shown.text}", the API "${step.info}"`);
    const summary = page.locator(`[data-testid="step-summary"][data-step-index="${step.index}"]`).getByTestId('summary-info');
    const line = await summary.evaluate((e) => ({ text: e.textContent, elements: e.querySelectorAll('*').length }));
    assert(line.elements === 0 && step.info.startsWith(line.text.replace(/…$/, '')), `the summary shows ${JSON.stringify(line)}`);
    return `conversation ${conversation.id} step ${step.index}: ${JSON.stringify(shown.text)}`;
  });

  await check('a click on another peer traces that peer’s conversation', async () => {
    const list = await apiJson(page, `files/${encodeURIComponent(peersFileId)}/conversations?size=10&sort=packetCount:desc`);
    let start = null;
    for (const c of list.items) {
      if ((await apiJson(page, `tracer/${c.id}/peers`)).peers.length > 1) {
        start = c;
        break;
      }
    }
    assert(start, `no host of the 10 busiest conversations of file ${peersFileId} has two peers`);
    await page.goto(new URL(`/tracer/${start.id}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    await counterAt(page, 1, await totalOf(page, start.id));
    const other = page.locator('[data-testid="peer-node"][role="link"]').first();
    await other.waitFor();
    const ip = await other.getAttribute('data-ip');
    const target = await other.getAttribute('data-conversation-id');
    await other.locator('circle').click();
    await page.waitForURL((u) => u.pathname === `/tracer/${target}`);
    const opened = await apiJson(page, `conversations/${target}`);
    assert(opened.srcIp === ip || opened.dstIp === ip, `peer ${ip} opened conversation ${target} of ${opened.srcIp} and ${opened.dstIp}`);
    const openedTotal = await totalOf(page, target);
    await counterAt(page, 1, openedTotal);
    return `${start.srcIp}'s peer ${ip}: conversation ${target}, "1 / ${openedTotal}"`;
  });

  const [connFile, clientPort, requestFrames] = connectionArg.split(':');
  const requests = requestFrames.split(',').map(Number);
  let tcpRow;
  await check('the whole connection of a TCP row shows its HTTP requests', async () => {
    const list = await apiJson(page, `files/${encodeURIComponent(connFile)}/conversations?size=100&port=${clientPort}`);
    tcpRow = list.items.find((c) => c.protocol === 'TCP' && (c.srcPort === Number(clientPort) || c.dstPort === Number(clientPort)));
    assert(tcpRow, `no TCP row of port ${clientPort} in file ${connFile}`);
    await page.goto(new URL(`/tracer/${tcpRow.id}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const total = await totalOf(page, tcpRow.id);
    await counterAt(page, 1, total);
    const listed = await listedSteps(page);
    assert(listed.length === total, `${listed.length} packets listed, the replay has ${total}`);
    const gets = listed.filter((r) => /^GET /.test(r.info ?? ''));
    assert(JSON.stringify(gets.map((r) => r.frame)) === JSON.stringify(requests),
      `the GETs listed are frames ${gets.map((r) => r.frame)}, tshark says ${requests}`);
    assert(gets.every((r) => r.protocol === 'HTTP' && r.row === 'HTTP'), `the GETs' labels: ${JSON.stringify(gets)}`);
    assert(listed.some((r) => r.row === 'TCP'), 'the TCP row\'s own packets are listed too');
    return `${total} steps, GETs at steps ${gets.map((r) => r.index).join(', ')} (frames ${requests.join(', ')})`;
  });

  await check('this row only is one click away, without the requests', async () => {
    await page.getByTestId('scope-row').click();
    await page.waitForURL((u) => u.searchParams.get('scope') === 'row');
    await counterAt(page, 1, tcpRow.packetCount);
    const listed = await listedSteps(page);
    assert(listed.length === tcpRow.packetCount, `${listed.length} packets listed for a row of ${tcpRow.packetCount}`);
    assert(listed.every((r) => r.row === 'TCP') && !listed.some((r) => /^GET /.test(r.info ?? '')), 'only the TCP row is listed');
    await page.getByTestId('scope-connection').click();
    await page.waitForURL((u) => !u.searchParams.has('scope'));
    await counterAt(page, 1, await totalOf(page, tcpRow.id));
    return `${tcpRow.packetCount} packets, all labelled TCP`;
  });

  const [ringFile, ringHost, ringPeers, ringSilent] = ringArg.split(':');
  await check('the legend counts every peer, the silent ones drawn', async () => {
    const list = await apiJson(page, `files/${encodeURIComponent(ringFile)}/conversations?size=100&ip=${ringHost}&sort=packetCount:desc`);
    const row = list.items.find((c) => c.srcIp === ringHost);
    assert(row, `no row of file ${ringFile} from ${ringHost}`);
    await page.goto(new URL(`/tracer/${row.id}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const legend = page.getByTestId('legend-shown');
    await legend.waitFor();
    const drawn = await page.getByTestId('peer-node').count();
    const text = (await legend.textContent()).trim();
    const want = `${drawn} of ${ringPeers} peers shown · ${ringSilent} silent`;
    assert(text === want, `the legend says "${text}", expected "${want}"`);
    assert(drawn === Math.min(12, Number(ringPeers)), `${drawn} peers drawn`);
    const silentDrawn = await page.locator('[data-testid="peer-node"][data-state="silent"]').count();
    assert(silentDrawn === Number(ringSilent), `${silentDrawn} silent peers drawn of ${ringSilent}`);
    return `"${text}", ${silentDrawn} dashed`;
  });

  return `traced conversation ${traced.id} of file ${fileId}\n  ${checks.join('\n  ')}`;
}

run.run(main);
