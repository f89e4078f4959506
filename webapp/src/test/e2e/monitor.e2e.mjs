#!/usr/bin/env node
// Browser test of the monitor's web UI (spec 1 item 5, 4.3) on the eight weekly office captures, checked against
// the monitor API beside the UI: a network is created in the UI, the eight captures are added through the API in a
// shuffled order, and the network's view must show them in capture-time order with the API's change counts; the
// CRITICAL filter lists exactly the API's CRITICAL changes and survives a reload; a review (reviewed and a note
// holding markup) is kept across a reload and by the API; a change leads to the conversations of its capture
// filtered to its entity, and to the facts that show it; a capture is added to a network from its file page (and
// refused, as a message, when it is there already) and removed again; the networks list sums the changes; a
// network is deleted after a confirmation. The violations line has its own axis; an address conflict names the
// cards' makers; muting a change type for its entity and accepting a week as the baseline change the list and the
// timeline as the API counts them.
//
// Usage: node monitor.e2e.mjs <baseUrl> <week1FileId> … <week8FileId>
//   the file ids of the analysed captures monitor/week1..8, in week order
// Env and exit: see browser.mjs; the summary has one "OK <check>: …" line per check.

import { attr, baseUrlArgument, browserRun } from './browser.mjs';

const WEEKS = 8;
const SEVERITIES = ['INFO', 'WARNING', 'CRITICAL'];
/** Rows per page of the networks list. */
const NETWORKS_PAGE = 25;
/** Text a browser would read as markup if the UI ever rendered it as HTML. */
const NAME = `Office <b>weekly</b> & co ${Date.now()}`;
const DESCRIPTION = 'Eight weeks of the office LAN, one capture each Monday';
const NOTE = 'Checked: <script>window.__pwned = 1</script> & ARP frames 8, 13';

const [baseUrlArg, ...weekIds] = process.argv.slice(2);
if (!baseUrlArg || weekIds.length !== WEEKS) {
  console.error('usage: node monitor.e2e.mjs <baseUrl> <week1FileId> … <week8FileId>');
  process.exit(2);
}
const baseUrl = baseUrlArgument('monitor.e2e', baseUrlArg);
const run = browserRun('monitor.e2e', { totalTimeoutMs: 300_000 });
const checks = [];

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const apiUrl = (p) => new URL(`/api/v1/${p}`, baseUrl).href;

/** A GET of the API from outside the page. */
async function apiJson(page, p) {
  const res = await page.context().request.get(apiUrl(p));
  if (res.status() !== 200) throw new Error(`GET /api/v1/${p} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

async function apiSend(page, method, p, body) {
  const res = await page.context().request.fetch(apiUrl(p), { method, data: body, headers: { 'Content-Type': 'application/json' } });
  return { status: res.status(), body: await res.text().then((t) => (t ? JSON.parse(t) : null)) };
}

/** Every item of a paged list of the API. */
async function apiAll(page, p) {
  const items = [];
  for (let n = 1; ; n++) {
    const body = await apiJson(page, `${p}${p.includes('?') ? '&' : '?'}size=100&page=${n}`);
    items.push(...body.items);
    if (n >= body.totalPages) return { items, total: body.total };
  }
}

async function check(name, fn) {
  const note = await run.step(name, fn);
  checks.push(`OK ${name}${note ? `: ${note}` : ''}`);
}

/** The weeks 1..8 in an order that is not theirs, the same on every run. */
function shuffledWeeks() {
  const order = Array.from({ length: WEEKS }, (_, i) => i + 1);
  let seed = 20240108;
  for (let i = order.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  assert(order.some((w, i) => w !== i + 1), `the shuffle left the weeks in order: ${order}`);
  return order;
}

/** The change list's total, once the list shows the filters of the address `search`. */
async function changesTotal(page) {
  await page.locator('[data-testid="change-results"]:not(.loading)').waitFor();
  return Number(await page.getByTestId('changes-info').getAttribute('data-total'));
}

async function main() {
  const page = await run.launch();
  let networkId;
  let snapshots;

  await check('create a network in the UI and edit its description', async () => {
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('nav-monitor').click();
    await page.waitForURL((u) => u.pathname === '/monitor');
    const form = page.getByTestId('network-create');
    await form.getByTestId('network-name-input').fill(NAME);
    await form.getByTestId('network-description-input').fill('eight weeks of the office LAN');
    await form.getByTestId('network-submit').click();
    await page.waitForURL((u) => /^\/monitor\/[0-9a-f-]{36}$/.test(u.pathname));
    networkId = new URL(page.url()).pathname.split('/')[2];
    const shown = await page.getByTestId('network-name').evaluate((e) => ({ text: e.textContent, elements: e.querySelectorAll('*').length }));
    assert(shown.text === NAME && shown.elements === 0, `the heading shows ${JSON.stringify(shown)}`);
    await page.getByTestId('no-snapshots').waitFor();
    await page.getByTestId('network-edit').click();
    const edit = page.getByTestId('network-edit-form');
    await edit.getByTestId('network-description-input').fill(DESCRIPTION);
    await edit.getByTestId('network-submit').click();
    await page.getByTestId('network-description').waitFor();
    assert((await page.getByTestId('network-description').textContent()) === DESCRIPTION, 'the new description is not shown');
    const api = await apiJson(page, `monitor/networks/${networkId}`);
    assert(api.name === NAME && api.description === DESCRIPTION && api.snapshotCount === 0, `the API has ${JSON.stringify(api)}`);
    return `network ${networkId}`;
  });

  await check('add the eight weekly captures through the API in a shuffled order', async () => {
    const order = shuffledWeeks();
    for (const w of order) {
      const r = await apiSend(page, 'POST', `monitor/networks/${networkId}/snapshots`, { fileId: weekIds[w - 1] });
      assert(r.status === 201, `adding week ${w} answered ${r.status}: ${JSON.stringify(r.body)}`);
    }
    snapshots = await apiJson(page, `monitor/networks/${networkId}/snapshots`);
    assert(snapshots.length === WEEKS, `the API lists ${snapshots.length} snapshots`);
    return `weeks added in the order ${order.join(', ')}`;
  });

  await check("the timeline shows 8 snapshots in capture-time order with the API's change counts", async () => {
    await page.reload({ waitUntil: 'domcontentloaded' });
    const columns = page.getByTestId('timeline-snapshot');
    await columns.nth(WEEKS - 1).waitFor();
    const read = () =>
      columns.evaluateAll((gs) =>
        gs.map((g) => ({
          id: g.dataset.snapshotId,
          start: g.dataset.captureStart,
          counts: { INFO: Number(g.dataset.info), WARNING: Number(g.dataset.warning), CRITICAL: Number(g.dataset.critical) },
          text: Object.fromEntries([...g.querySelectorAll('[data-testid="timeline-counts"] tspan[data-severity]')].map((t) => [t.dataset.severity, Number(t.textContent)])),
          segments: [...g.querySelectorAll('[data-testid="timeline-segment"]')].map((r) => ({ severity: r.dataset.severity, count: Number(r.dataset.count), height: Number(r.getAttribute('height')) })),
        })),
      );
    const byId = new Map(snapshots.map((s) => [s.id, s]));
    /** The bars of `stacked` severities: one per non-zero count of the API, all as tall per change. */
    const checkBars = (shown, stacked) => {
      let unit = null;
      for (const c of shown) {
        const api = byId.get(c.id).summary.changes;
        const want = SEVERITIES.filter((sev) => stacked.includes(sev) && api[sev] > 0);
        const drawn = c.segments.map((s) => s.severity);
        assert(drawn.slice().sort().join() === want.slice().sort().join(), `snapshot ${c.id}: bars ${drawn}, the API has ${JSON.stringify(api)}`);
        for (const s of c.segments) {
          assert(s.count === api[s.severity], `a ${s.severity} bar of ${s.count}, the API ${api[s.severity]}`);
          unit ??= s.height / s.count;
          assert(Math.abs(s.height - s.count * unit) < 0.01, `a ${s.severity} bar of ${s.count} is ${s.height} high, ${unit} a change elsewhere`);
        }
      }
    };

    const shown = await read();
    assert(shown.length === WEEKS, `${shown.length} columns drawn`);
    // capture-time order: the weeks' own order, which the shuffled adding did not have
    const weeks = shown.map((c) => weekIds.indexOf(byId.get(c.id)?.fileId) + 1);
    assert(weeks.join() === '1,2,3,4,5,6,7,8', `the columns are weeks ${weeks}`);
    for (let i = 1; i < shown.length; i++) {
      assert(Date.parse(shown[i - 1].start) < Date.parse(shown[i].start), `column ${i} starts at ${shown[i - 1].start}, column ${i + 1} at ${shown[i].start}`);
    }
    assert(shown.map((c) => c.id).join() === snapshots.map((s) => s.id).join(), 'the columns are not in the API’s order');
    for (const c of shown) {
      const api = byId.get(c.id).summary.changes;
      for (const sev of SEVERITIES) {
        assert(c.counts[sev] === api[sev] && c.text[sev] === api[sev], `week ${weeks[shown.indexOf(c)]} ${sev}: drawn ${c.counts[sev]}, written ${c.text[sev]}, the API ${api[sev]}`);
      }
    }
    // WARNING and CRITICAL stacked at first; INFO on request
    checkBars(shown, ['WARNING', 'CRITICAL']);
    await page.getByTestId('timeline-with-info').check();
    await page.locator('[data-testid="timeline-segment"][data-severity="INFO"]').first().waitFor();
    checkBars(await read(), SEVERITIES);

    const rows = await page.getByTestId('snapshot-row').evaluateAll((trs) => trs.map((tr) => tr.dataset.snapshotId));
    assert(rows.join() === snapshots.map((s) => s.id).join(), 'the snapshot table is not in capture order');
    return shown.map((c, i) => `w${weeks[i]} ${c.counts.CRITICAL}/${c.counts.WARNING}/${c.counts.INFO}`).join(', ') + ' (C/W/I)';
  });

  await check('the violations line has its own axis, and a muted change type and an accepted baseline quiet the list as the API does', async () => {
    // the violations' own axis: its top tick holds the largest violation count and is not the changes' axis
    const violationTicks = (await page.getByTestId('violations-tick').allTextContents()).map(Number);
    const mostViolations = Math.max(...snapshots.map((s) => s.summary.violationCount));
    const top = Math.max(...violationTicks);
    assert(top >= mostViolations && top < 2 * Math.max(mostViolations, 1) + 1, `violation ticks ${violationTicks} for at most ${mostViolations}`);
    const dots = await page.locator('.violations-dot').evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('y'))));
    const highest = snapshots.findIndex((s) => s.summary.violationCount === mostViolations);
    assert(dots.every((y) => y >= dots[highest]), `the dot of the most violations is not the highest: ${dots}`);

    const base = `/monitor/${networkId}?severity=INFO,WARNING,CRITICAL&type=ADDRESS_CONFLICT`;
    await page.goto(new URL(base, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const before = await changesTotal(page);
    const apiBefore = await apiJson(page, `monitor/networks/${networkId}/changes?type=ADDRESS_CONFLICT`);
    assert(before === apiBefore.total, `the list counts ${before} conflicts, the API ${apiBefore.total}`);
    const conflict = apiBefore.items.find((c) => c.entity === '10.0.1.11');
    assert(conflict && /Raspberry Pi/.test(conflict.description), `the conflict of 10.0.1.11 does not name the Raspberry Pi: ${JSON.stringify(conflict)}`);
    const shownText = await page.locator(`[data-testid="change-row"][data-change-id=${attr(conflict.id)}] [data-testid="change-description"]`).textContent();
    assert(shownText === conflict.description, `the row says "${shownText}"`);
    const ofEntity = apiBefore.items.filter((c) => c.entity === '10.0.1.11').length;
    await page.locator(`[data-testid="change-row"][data-change-id=${attr(conflict.id)}]`).getByTestId('change-mute').click();
    await page.locator(`[data-testid="change-row"][data-change-id=${attr(conflict.id)}]`).waitFor({ state: 'detached' });
    const muted = await changesTotal(page);
    const apiMuted = await apiJson(page, `monitor/networks/${networkId}/changes?type=ADDRESS_CONFLICT`);
    assert(muted === before - ofEntity && muted === apiMuted.total, `muted: the list counts ${muted}, the API ${apiMuted.total}, before ${before}`);
    const week = await apiJson(page, `monitor/networks/${networkId}/snapshots`);
    const apiCritical = week.find((s) => s.id === conflict.toSnapshotId).summary.changes.CRITICAL;
    const unmutedCritical = snapshots.find((s) => s.id === conflict.toSnapshotId).summary.changes.CRITICAL;
    assert(apiCritical === unmutedCritical - 1, `the API counts ${apiCritical} CRITICAL for the muted week, ${unmutedCritical} before`);
    // the timeline is read again after the mute: the column draws the API's count
    await page.locator(`[data-testid="timeline-snapshot"][data-snapshot-id=${attr(conflict.toSnapshotId)}][data-critical="${apiCritical}"]`).waitFor();
    await page.getByTestId('muted-filter').check();
    await page.waitForURL((u) => u.searchParams.get('muted') === 'true');
    const unmuteRow = page.locator(`[data-testid="change-row"][data-change-id=${attr(conflict.id)}][data-muted="true"]`);
    await unmuteRow.waitFor();
    await unmuteRow.getByTestId('change-mute').click();
    await page.locator(`[data-testid="change-row"][data-change-id=${attr(conflict.id)}][data-muted="false"]`).waitFor();
    assert((await apiJson(page, `monitor/networks/${networkId}/mutes`)).length === 0, 'the mute stayed');

    // week 4 accepted as the baseline: what is left to review starts with week 5
    const fourth = snapshots.find((s) => s.fileId === weekIds[3]);
    await page.goto(new URL(`/monitor/${networkId}?severity=INFO,WARNING,CRITICAL&reviewed=false`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const open = await changesTotal(page);
    await page.locator(`[data-testid="snapshot-row"][data-snapshot-id=${attr(fourth.id)}]`).getByTestId('snapshot-accept-baseline').click();
    await page.locator(`[data-testid="snapshot-row"][data-snapshot-id=${attr(fourth.id)}] [data-testid="snapshot-baseline"]`).waitFor();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="changes-info"]')?.getAttribute('data-total')) < n, open);
    const left = await changesTotal(page);
    const apiLeft = await apiJson(page, `monitor/networks/${networkId}/changes?reviewed=false&severity=INFO,WARNING,CRITICAL`);
    const after = snapshots.filter((s) => s.order > fourth.order).reduce((n, s) => n + s.changeCount, 0);
    assert(left === apiLeft.total && left === after, `left to review: the list ${left}, the API ${apiLeft.total}, weeks 5 to 8 brought ${after}`);
    assert((await apiJson(page, `monitor/networks/${networkId}/baseline`)).snapshotId === fourth.id, 'the API has another baseline');
    await page.locator(`[data-testid="snapshot-row"][data-snapshot-id=${attr(fourth.id)}]`).getByTestId('snapshot-accept-baseline').click();
    await page.locator(`[data-testid="snapshot-row"][data-snapshot-id=${attr(fourth.id)}] [data-testid="snapshot-baseline"]`).waitFor({ state: 'detached' });
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="changes-info"]')?.getAttribute('data-total')) === n, open);
    await page.goto(new URL(`/monitor/${networkId}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('change-results').waitFor();
    return `violation ticks ${violationTicks.join('/')}; ${ofEntity} conflicts of 10.0.1.11 muted and back; baseline week 4 left ${left} of ${open} to review`;
  });

  await check('each snapshot row shows the tools that read its capture, as the API has them', async () => {
    const shown = await page.getByTestId('snapshot-row').evaluateAll((trs) =>
      trs.map((tr) => [tr.dataset.snapshotId, [...tr.querySelectorAll('[data-testid="snapshot-tools"] [data-testid="tool-status"]')].map((c) => `${c.dataset.tool}=${c.dataset.status}`).join(' ')]),
    );
    for (const [id, chips] of shown) {
      const tools = snapshots.find((s) => s.id === id)?.tools ?? {};
      const api = Object.entries(tools).map(([tool, run]) => `${tool}=${run.status}`).join(' ');
      assert(api !== '', `the API gives snapshot ${id} no tools`);
      assert(chips === api, `snapshot ${id} shows "${chips}", the API has "${api}"`);
    }
    return shown[0][1];
  });

  let critical;
  await check('filter CRITICAL: every event listed is CRITICAL, as many as the API has, also after a reload', async () => {
    critical = await apiAll(page, `monitor/networks/${networkId}/changes?severity=CRITICAL`);
    assert(critical.total > 0, 'the API has no CRITICAL change for the office weeks');
    // the list opens on WARNING and CRITICAL: WARNING off leaves CRITICAL
    await page.locator('[data-testid="severity-pill"][data-severity="WARNING"]').click();
    await page.waitForURL((u) => u.searchParams.get('severity') === 'CRITICAL');
    for (const when of ['filtered', 'reloaded']) {
      if (when === 'reloaded') await page.reload({ waitUntil: 'domcontentloaded' });
      const total = await changesTotal(page);
      assert(total === critical.total, `${when}: the list counts ${total} changes, the API ${critical.total} CRITICAL ones`);
      const rows = await page.getByTestId('change-row').evaluateAll((lis) => lis.map((li) => [li.dataset.severity, li.querySelector('[data-testid="change-severity"]').textContent]));
      assert(rows.length === Math.min(total, 25), `${when}: ${rows.length} rows listed of ${total}`);
      assert(rows.every(([sev, badge]) => sev === 'CRITICAL' && badge === 'CRITICAL'), `${when}: listed ${JSON.stringify(rows)}`);
      const pressed = await page.getByTestId('severity-pill').evaluateAll((bs) => bs.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset.severity));
      assert(pressed.join() === 'CRITICAL', `${when}: the pills pressed are ${pressed}`);
    }
    return `${critical.total} CRITICAL changes: ${critical.items.map((c) => `${c.type} ${c.entity}`).join(', ')}`;
  });

  let reviewed;
  await check('a review with a note is kept across a reload and by the API', async () => {
    reviewed = critical.items.find((c) => c.type === 'ADDRESS_CONFLICT') ?? critical.items[0];
    const row = () => page.locator(`[data-testid="change-row"][data-change-id=${attr(reviewed.id)}]`);
    assert(!reviewed.reviewed && reviewed.notes === '', `change ${reviewed.id} was reviewed before: ${JSON.stringify(reviewed)}`);
    await row().getByTestId('change-reviewed').check();
    await page.locator(`[data-testid="change-row"][data-change-id=${attr(reviewed.id)}][data-reviewed="true"]`).waitFor();
    await row().getByTestId('change-notes').fill(NOTE);
    await row().getByTestId('change-notes-save').click();
    await row().getByTestId('change-saved').waitFor();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await row().waitFor();
    const kept = { reviewed: await row().getByTestId('change-reviewed').isChecked(), notes: await row().getByTestId('change-notes').inputValue() };
    assert(kept.reviewed && kept.notes === NOTE, `after a reload the row shows ${JSON.stringify(kept)}`);
    assert(await page.evaluate(() => window.__pwned === undefined), 'the note ran as a script');
    const api = (await apiAll(page, `monitor/networks/${networkId}/changes?severity=CRITICAL`)).items.find((c) => c.id === reviewed.id);
    assert(api.reviewed === true && api.notes === NOTE, `the API has ${JSON.stringify(api)}`);
    await page.getByTestId('reviewed-filter').selectOption('true');
    await page.waitForURL((u) => u.searchParams.get('reviewed') === 'true');
    const total = await changesTotal(page);
    const apiReviewed = await apiJson(page, `monitor/networks/${networkId}/changes?severity=CRITICAL&reviewed=true`);
    assert(total === apiReviewed.total && total >= 1, `reviewed only: the list counts ${total}, the API ${apiReviewed.total}`);
    await page.getByTestId('reviewed-filter').selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('reviewed'));
    return `${reviewed.type} ${reviewed.entity}: reviewed, "${NOTE}"`;
  });

  await check('a change leads to the facts that show its entity', async () => {
    await page.locator(`[data-testid="change-row"][data-change-id=${attr(reviewed.id)}]`).getByTestId('change-facts').click();
    const panel = page.getByTestId('facts-panel');
    await panel.getByTestId('facts-body').waitFor();
    const search = await panel.getByTestId('facts-search').inputValue();
    const facts = await apiJson(page, `monitor/networks/${networkId}/snapshots/${reviewed.toSnapshotId}/facts`);
    if (reviewed.type === 'ADDRESS_CONFLICT') {
      assert(search === reviewed.entity, `the facts open searched for "${search}"`);
      const contested = facts.contestedAddresses.find((c) => c.ip === reviewed.entity);
      assert(contested, `the API's facts have no contested ${reviewed.entity}`);
      const text = await panel.getByTestId('facts-contested').textContent();
      assert(contested.macs.every((m) => text.includes(m)), `the contested section shows "${text}", the API ${JSON.stringify(contested)}`);
    }
    const hosts = Number(await panel.getByTestId('facts-hosts').getAttribute('data-total'));
    assert(hosts === facts.hosts.length, `the panel counts ${hosts} hosts, the API ${facts.hosts.length}`);
    await panel.getByTestId('modal-close').click();
    await panel.waitFor({ state: 'detached' });
    return `searched "${search}", ${hosts} hosts`;
  });

  await check("a change's link opens its capture's conversations filtered to its entity", async () => {
    const row = page.locator(`[data-testid="change-row"][data-change-id=${attr(reviewed.id)}]`);
    const link = row.getByTestId('change-conversations');
    const snapshot = snapshots.find((s) => s.id === reviewed.toSnapshotId);
    await link.click();
    await page.waitForURL((u) => u.pathname === `/files/${snapshot.fileId}`);
    const url = new URL(page.url());
    const ip = url.searchParams.get('ip');
    assert(ip === reviewed.entity, `the explorer opened with ${url.search} for ${reviewed.entity}`);
    assert((await page.getByTestId('filter-ip').inputValue()) === ip, 'the explorer’s IP filter does not show the entity');
    await page.getByTestId('conversation-row').first().waitFor();
    const total = Number(await page.getByTestId('page-info').getAttribute('data-total'));
    const api = await apiAll(page, `files/${snapshot.fileId}/conversations?ip=${encodeURIComponent(ip)}`);
    assert(total === api.total, `the explorer lists ${total} conversations, the API ${api.total} with ip=${ip}`);
    // spec 10.2: the filter matches substrings, so 10.0.1.11 brings 10.0.1.110 … along; the entity's own are there
    const own = api.items.filter((c) => c.srcIp === ip || c.dstIp === ip).length;
    assert(own > 0, `none of the ${total} conversations has ${ip} as an endpoint`);
    assert(api.items.every((c) => c.srcIp.includes(ip) || c.dstIp.includes(ip) || (c.hostname ?? '').includes(ip)), `a conversation without ${ip}`);
    const rows = await page.getByTestId('conversation-row').count();
    assert(rows === Math.min(total, 25), `${rows} rows shown of ${total}`);
    return `${url.pathname}${url.search}: ${total} conversations, ${own} of them of ${ip} itself`;
  });

  let second;
  await check('add a capture from its file page, and a refusal shown as a message', async () => {
    const created = await apiSend(page, 'POST', 'monitor/networks', { name: `Second site ${Date.now()}`, description: '' });
    assert(created.status === 201, `creating a second network answered ${created.status}`);
    second = created.body;
    const week = weekIds[2];
    await page.goto(new URL(`/files/${week}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('add-to-network').click();
    const select = page.getByTestId('add-network-select');
    await select.waitFor();
    await select.selectOption(second.id);
    await page.getByTestId('add-network-submit').click();
    const added = page.locator('[data-testid="add-network-result"][data-outcome="added"]');
    await added.waitFor();
    const inSecond = await apiJson(page, `monitor/networks/${second.id}/snapshots`);
    assert(inSecond.length === 1 && inSecond[0].fileId === week, `the second network holds ${JSON.stringify(inSecond.map((s) => s.fileId))}`);
    assert((await added.getAttribute('data-snapshot-id')) === inSecond[0].id, 'the message names another snapshot');

    // the same capture into the network that holds it already: the API's 409 is a message beside the button
    const untolerate = run.tolerate((text, url) => / 409 /.test(text) && new URL(url || 'about:blank', baseUrl).pathname.endsWith('/snapshots'));
    try {
      await select.selectOption(networkId);
      await page.getByTestId('add-network-submit').click();
      const refused = page.locator('[data-testid="add-network-result"][data-outcome="refused"]');
      await refused.waitFor();
      const text = await refused.textContent();
      assert(/already/i.test(text) && text.includes(NAME), `the refusal says "${text}"`);
      assert((await page.getByTestId('file-header').count()) === 1 && (await page.locator('.alert-error').count()) === 0, 'the refusal is shown as an error');
      const held = await apiJson(page, `monitor/networks/${networkId}/snapshots`);
      assert(held.length === WEEKS, `the network holds ${held.length} snapshots after the refusal`);
      return `added to "${second.name}"; refused: "${text.trim()}"`;
    } finally {
      untolerate();
    }
  });

  await check('remove a snapshot after a confirmation', async () => {
    await page.goto(new URL(`/monitor/${second.id}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    const row = page.getByTestId('snapshot-row');
    await row.waitFor();
    assert((await row.getAttribute('data-file-id')) === weekIds[2], 'the second network shows another capture');
    await row.getByTestId('snapshot-remove').click();
    await row.getByTestId('snapshot-remove-confirm').click();
    await page.getByTestId('no-snapshots').waitFor();
    const left = await apiJson(page, `monitor/networks/${second.id}/snapshots`);
    assert(left.length === 0, `the API still lists ${left.length} snapshots`);
    const file = await page.context().request.get(apiUrl(`files/${weekIds[2]}`));
    assert(file.status() === 200, 'removing the snapshot removed its capture');
    return `"${second.name}" is empty, its capture stays`;
  });

  await check("the networks list sums each network's snapshots, and deletes one after a confirmation", async () => {
    await page.getByTestId('nav-monitor').click();
    await page.waitForURL((u) => u.pathname === '/monitor');
    // oldest first: the test's networks are on the last page, unless they are on two
    const list = await apiJson(page, `monitor/networks?size=${NETWORKS_PAGE}`);
    const pageOf = async (id) => {
      for (let n = list.totalPages; n >= 1; n--) {
        if ((await apiJson(page, `monitor/networks?size=${NETWORKS_PAGE}&page=${n}`)).items.some((x) => x.id === id)) return n;
      }
      throw new Error(`network ${id} is on no page of the list`);
    };
    const open = async (id) => {
      await page.goto(new URL(`/monitor?page=${await pageOf(id)}`, baseUrl).href, { waitUntil: 'domcontentloaded' });
    };
    const row = (id) => page.locator(`[data-testid="network-row"][data-network-id=${attr(id)}]`);
    await open(networkId);
    await row(networkId).getByTestId('network-changes').waitFor();
    assert((await row(networkId).getByTestId('network-snapshots').textContent()) === String(WEEKS), 'the list does not count 8 snapshots');
    const sums = await row(networkId).getByTestId('network-changes').evaluate((e) =>
      Object.fromEntries([...e.querySelectorAll('[data-severity]')].map((b) => [b.dataset.severity, Number(b.dataset.count)])),
    );
    const all = (await apiAll(page, `monitor/networks/${networkId}/changes?severity=INFO,WARNING,CRITICAL`)).items;
    for (const sev of SEVERITIES) {
      const want = all.filter((c) => c.severity === sev).length;
      assert(sums[sev] === want, `the list sums ${sums[sev]} ${sev} changes, the API lists ${want}`);
    }
    const last = await row(networkId).getByTestId('network-last-capture').textContent();
    assert(last.trim() !== '', 'no last capture shown');

    await open(second.id);
    await row(second.id).getByTestId('network-delete').click();
    await row(second.id).getByTestId('network-delete-confirm').click();
    await row(second.id).waitFor({ state: 'detached' });
    const gone = await page.context().request.get(apiUrl(`monitor/networks/${second.id}`));
    assert(gone.status() === 404, `the deleted network answers ${gone.status()}`);
    return `C/W/I ${sums.CRITICAL}/${sums.WARNING}/${sums.INFO}, last capture ${last}; "${second.name}" deleted`;
  });

  return `network ${networkId}\n  ${checks.join('\n  ')}`;
}

run.run(main);
