// Steps of the browser test that exercise the conversation table's fit and layout, the detail drawer, keyboard,
// paging, times and recoverable errors; run after the explorer steps (same toolkit `t`, see ui.e2e.mjs). Expected
// values come from the API's own answers, computed here independently of the UI's code.

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})$/;

/** Parts of an ISO timestamp: milliseconds since the epoch to the whole second, and the nanoseconds within it. */
function instant(iso) {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`not an ISO timestamp: ${iso}`);
  const ms = Date.parse(`${m[1]}T${m[2]}${m[4]}`);
  return { ms, nanos: BigInt((m[3] ?? '').padEnd(9, '0').slice(0, 9)), frac: (m[3] ?? '').padEnd(9, '0').slice(0, 9) };
}

/** Microseconds, or nanoseconds when the digits below the microsecond are not all zero. */
const fraction = (nine) => (/^0+$/.test(nine.slice(6)) ? nine.slice(0, 6) : nine);
const two = (n) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:MM:SS.ffffff" of `iso` at `offsetMinutes` east of UTC. */
export function expectedTime(iso, offsetMinutes) {
  const { ms, frac } = instant(iso);
  const d = new Date(ms + offsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}.${fraction(frac)}`;
}

/** Seconds from `start` to `iso`, exactly, as "S.ffffff". */
export function expectedRelative(iso, start) {
  const ns = (x) => BigInt(instant(x).ms) * 1_000_000n + instant(x).nanos;
  const diff = ns(iso) - ns(start);
  const abs = diff < 0n ? -diff : diff;
  return `${diff < 0n ? '-' : ''}${abs / 1_000_000_000n}.${fraction(String(abs % 1_000_000_000n).padStart(9, '0'))}`;
}

const box = async (locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element not shown');
  return b;
};
const sameBox = (a, b) => ['x', 'y', 'width', 'height'].every((k) => Math.abs(a[k] - b[k]) < 0.5);
const fmt = (b) => `${b.x.toFixed(1)},${b.y.toFixed(1)} ${b.width.toFixed(1)}x${b.height.toFixed(1)}`;

async function headerIds(t) {
  return t.page.getByTestId('column-header').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));
}

const header = (t, id) => t.page.locator(`[data-testid="column-header"][data-column="${id}"]`);

export const TABLE_STEPS = [
  {
    name: 'the default columns fit 1,440 px: Bytes in view, long values cut with the whole value in a tooltip',
    async run(t) {
      await t.page.evaluate(() => {
        localStorage.removeItem('pcaplens.explorer.columns');
        localStorage.removeItem('pcaplens.explorer.widths');
      });
      await t.openExplorer('?size=100');
      const viewport = t.page.viewportSize();
      t.assert(viewport.width === 1440 && viewport.height === 900, `viewport ${viewport.width}x${viewport.height}`);
      const bytes = await box(header(t, 'totalBytes'));
      t.assert(bytes.x >= 0 && bytes.x + bytes.width <= viewport.width, `the Bytes header lies at ${fmt(bytes)}, outside 1,440 px`);
      const cell = await box(t.page.getByTestId('cell-totalBytes').first());
      t.assert(cell.x + cell.width <= viewport.width, `a Bytes cell lies at ${fmt(cell)}`);
      // every default column is in view: the table needs no horizontal scrolling
      const scroll = await t.page.locator('.table-scroll').first().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      t.assert(scroll.scroll <= scroll.client, `the table is ${scroll.scroll} px wide in ${scroll.client} px`);
      const headers = await headerIds(t);
      const last = await box(header(t, headers[headers.length - 1]));
      t.assert(last.x + last.width <= viewport.width, `the last column ${headers[headers.length - 1]} ends at ${last.x + last.width}`);
      // a cell cut short carries its whole value in its tooltip; a plain text cell's tooltip is its text
      const cut = await t.page.locator('[data-testid="conversations-table"] tbody td').evaluateAll((tds) =>
        tds.filter((td) => td.scrollWidth > td.clientWidth + 1 && td.textContent.trim() !== '').map((td) => ({
          column: td.getAttribute('data-testid'),
          text: td.textContent,
          title: td.getAttribute('title'),
          plain: td.children.length === 0,
        })),
      );
      for (const c of cut) {
        t.assert(c.title, `${c.column} "${c.text}" is cut without a tooltip`);
        if (c.plain) t.assert(c.title === c.text, `${c.column}: tooltip "${c.title}" for "${c.text}"`);
      }
      // every header is read whole, and Bytes in binary units with the exact count in the tooltip
      const cutHeaders = async () => t.page.locator('[data-testid="column-header"] .th-label').evaluateAll((ls) =>
        ls.filter((l) => l.scrollWidth > l.clientWidth + 1 || l.closest('th').scrollWidth > l.closest('th').clientWidth + 1).map((l) => l.textContent));
      const cutAt1440 = await cutHeaders();
      t.assert(cutAt1440.length === 0, `headers cut at 1,440 px: ${cutAt1440.join(', ')}`);
      const byteCells = await t.page.getByTestId('cell-totalBytes').evaluateAll((tds) => tds.map((td) => ({ text: td.textContent, title: td.getAttribute('title'), cut: td.scrollWidth > td.clientWidth + 1 })));
      const all = (await t.apiJson(`files/${t.fileId}/conversations?size=100`)).items;
      for (const b of byteCells) {
        t.assert(/^\d+(\.\d+)? (B|KiB|MiB|GiB)$/.test(b.text) && !b.cut, `a Bytes cell reads "${b.text}"${b.cut ? ', cut' : ''}`);
        const exact = Number((b.title ?? '').replace(/[^\d]/g, ''));
        t.assert(/ bytes$/.test(b.title ?? '') && all.some((c) => c.totalBytes === exact), `Bytes tooltip "${b.title}" is no row's totalBytes`);
      }
      // one column each for countries and devices; none of the capture's empty columns
      t.assert(!headers.some((h) => /^(src|dst)(Country|DeviceType)$/.test(h)), `countries and devices in one column each: ${headers.join(',')}`);
      const facets = await t.apiJson(`files/${t.fileId}/conversations/facets`);
      for (const [column, facet] of [['idsAlerts', 'idsAlerts'], ['customRules', 'customRules'], ['risks', 'risks'], ['countries', 'countries']]) {
        const none = Object.keys(facets[facet] ?? {}).length === 0;
        t.assert(!none || !headers.includes(column), `${column} shown though the capture has no value for it`);
      }
      // at 1,280 px the table scrolls sideways, but every header and byte count still reads whole
      await t.page.setViewportSize({ width: 1280, height: 900 });
      await t.page.waitForTimeout(100);
      const cutAt1280 = await cutHeaders();
      await t.page.setViewportSize(viewport);
      t.assert(cutAt1280.length === 0, `headers cut at 1,280 px: ${cutAt1280.join(', ')}`);
      return `${headers.length} columns in ${scroll.client} px (${headers.join(',')}), Bytes at x=${bytes.x.toFixed(0)}, ${cut.length} cells cut with a tooltip, no header cut at 1,440 or 1,280 px`;
    },
  },
  {
    name: 'a resized and a moved column survive a reload (browser storage and URL)',
    async run(t) {
      await t.openExplorer('?size=100');
      const before = await box(header(t, 'srcIp'));
      const handle = await box(header(t, 'srcIp').getByTestId('column-resize'));
      await t.page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await t.page.mouse.down();
      await t.page.mouse.move(handle.x + 30, handle.y + handle.height / 2, { steps: 4 });
      await t.page.mouse.move(handle.x + 63, handle.y + handle.height / 2, { steps: 4 });
      await t.page.mouse.up();
      const resized = await box(header(t, 'srcIp'));
      t.assert(Math.abs(resized.width - before.width - 60) <= 2, `Source IP was ${before.width} px, ${resized.width} px after a 60 px drag`);
      await t.page.waitForURL((u) => /(^|,)srcIp:\d+/.test(u.searchParams.get('cols') ?? ''));
      const sorting = new URL(t.page.url()).searchParams.get('sort');
      t.assert(sorting === null, `resizing does not sort: ${t.page.url()}`);

      // move Bytes one place left with the picker, and Protocol to the front by dragging its header
      await t.page.getByTestId('column-picker-toggle').click();
      await t.page.locator('[data-testid="column-move-left"][data-column="totalBytes"]').click();
      await t.page.keyboard.press('Escape');
      await header(t, 'protocol').dragTo(header(t, 'srcIp'));
      const moved = await headerIds(t);
      t.assert(moved[0] === 'protocol', `Protocol dragged to the front: ${moved.join(',')}`);
      const devicesAt = moved.indexOf('devices');
      t.assert(devicesAt < 0 || moved.indexOf('totalBytes') < devicesAt, `Bytes moved left of the devices: ${moved.join(',')}`);
      const cols = new URL(t.page.url()).searchParams.get('cols');

      await t.page.reload({ waitUntil: 'domcontentloaded' });
      await t.waitForList();
      t.assert(JSON.stringify(await headerIds(t)) === JSON.stringify(moved), `after reload: ${(await headerIds(t)).join(',')}`);
      t.assert(Math.abs((await box(header(t, 'srcIp'))).width - resized.width) < 0.5, 'the width survives the reload');
      // remembered in this browser too: the same layout without the URL's parameter
      await t.openExplorer('?size=100');
      t.assert(JSON.stringify(await headerIds(t)) === JSON.stringify(moved), 'the layout is remembered without the URL');
      t.assert(Math.abs((await box(header(t, 'srcIp'))).width - resized.width) < 0.5, 'the width is remembered without the URL');

      await t.page.getByTestId('column-picker-toggle').click();
      await t.page.getByTestId('columns-reset').click();
      await t.page.keyboard.press('Escape');
      t.assert(!new URL(t.page.url()).searchParams.has('cols'), `the default layout leaves the URL: ${t.page.url()}`);
      return `Source IP ${before.width} → ${resized.width} px; cols=${cols}`;
    },
  },
  {
    name: 'the clicked row stays put when the detail drawer opens and is resized',
    async run(t) {
      await t.openExplorer('?size=100');
      const rows = t.page.getByTestId('conversation-row');
      const row = rows.nth(Math.min(8, (await rows.count()) - 1));
      await row.scrollIntoViewIfNeeded();
      const id = await row.getAttribute('data-conversation-id');
      const before = await box(row);
      const cell = await box(row.getByTestId('cell-srcIp'));
      await row.getByTestId('cell-srcIp').click();
      const panel = t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${id}"]`);
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      await panel.getByTestId('packet-row').first().waitFor({ state: 'visible' });
      const after = await box(row);
      t.assert(sameBox(before, after), `row ${id} moved from ${fmt(before)} to ${fmt(after)}`);
      t.assert(sameBox(cell, await box(row.getByTestId('cell-srcIp'))), 'the clicked cell moved');

      const width = (await box(panel)).width;
      const edge = await box(panel.getByTestId('drawer-resize'));
      await t.page.mouse.move(edge.x + edge.width / 2, 400);
      await t.page.mouse.down();
      await t.page.mouse.move(edge.x - 100, 400, { steps: 5 });
      await t.page.mouse.up();
      const wider = (await box(panel)).width;
      t.assert(Math.abs(wider - width - 100) <= 3, `the drawer was ${width} px, ${wider} px after a 100 px drag`);
      t.assert(sameBox(before, await box(row)), 'resizing the drawer moved the row');
      await panel.getByTestId('detail-close').click();
      await panel.waitFor({ state: 'detached' });
      return `row ${id} at ${fmt(before)}; drawer ${width} → ${wider} px`;
    },
  },
  {
    name: 'keyboard: j/k and arrows move the selection, Enter opens, Esc closes',
    async run(t) {
      await t.openExplorer('?size=100');
      const rows = t.page.getByTestId('conversation-row');
      if ((await rows.count()) < 3) t.skip('fewer than three rows');
      const ids = await t.rowIds();
      const current = () => t.page.locator('[data-testid="conversation-row"][aria-current="true"]').getAttribute('data-conversation-id');
      const focused = () => t.page.evaluate(() => document.activeElement?.getAttribute('data-conversation-id') ?? null);
      await t.page.evaluate(() => document.activeElement?.blur());
      const steps = [['j', 0], ['j', 1], ['ArrowDown', 2], ['k', 1], ['ArrowUp', 0], ['ArrowDown', 1]];
      for (const [key, at] of steps) {
        await t.page.keyboard.press(key);
        t.assert((await current()) === ids[at], `after ${key} row ${await current()} is selected, expected ${ids[at]}`);
        t.assert((await focused()) === ids[at], `after ${key} the focus is on ${await focused()}`);
      }
      await t.page.keyboard.press('Enter');
      const panel = t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${ids[1]}"]`);
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      t.assert(new URL(t.page.url()).searchParams.get('conv') === ids[1], `Enter opens the selected row: ${t.page.url()}`);
      await t.page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      t.assert(!new URL(t.page.url()).searchParams.has('conv'), 'Esc closes the drawer');
      // keys typed into a filter stay there
      await t.page.getByTestId('filter-port').focus();
      await t.page.keyboard.press('j');
      t.assert((await current()) === ids[1], 'typing in a field does not move the selection');
      await t.page.getByTestId('filter-port').fill('');
      return `moved over rows ${ids.slice(0, 3).join(', ')}, opened and closed ${ids[1]}`;
    },
  },
  {
    name: 'UTC/local switch: zone shown, microsecond times, the packet list relative to the conversation start',
    async run(t) {
      await t.openExplorer('?size=100&sort=id:asc');
      const conv = await t.apiJson(`conversations/${(await t.rowIds())[0]}`);
      const startCell = t.page.getByTestId('cell-startTime').first();
      const check = async (zone, offset, label) => {
        await t.page.getByTestId(`zone-${zone}`).click();
        t.assert((await t.page.getByTestId(`zone-${zone}`).getAttribute('aria-pressed')) === 'true', `${zone} pressed`);
        t.assert((await t.page.getByTestId('zone-label').textContent()) === label, `zone shown: ${await t.page.getByTestId('zone-label').textContent()}`);
        const expected = expectedTime(conv.startTime, offset);
        const title = await startCell.getAttribute('title');
        t.assert(title === `${expected} (${label})`, `${zone}: start tooltip "${title}", expected "${expected} (${label})"`);
        const shown = (await startCell.textContent()).trim();
        t.assert(shown === expected || shown === expected.slice(11), `${zone}: start cell "${shown}", expected (the end of) "${expected}"`);
        return expected;
      };
      const utc = await check('utc', 0, 'UTC');
      // the browser's own name of the zone (Chromium may say Asia/Calcutta for Asia/Kolkata), with the offset
      const name = await t.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const local = await check('local', t.zone.offsetMinutes, `${name}, ${t.zone.offset}`);
      t.assert(utc !== local, 'the two zones show different times');
      await t.page.reload({ waitUntil: 'domcontentloaded' });
      await t.waitForList();
      t.assert((await t.page.getByTestId('zone-switch').getAttribute('data-zone')) === 'local', 'the choice is remembered');

      // the packet list: times of capture, then seconds since the conversation's start, to the digit
      const row = t.page.getByTestId('conversation-row').first();
      await row.click();
      const panel = t.page.getByTestId('detail-panel');
      await panel.getByTestId('packet-row').first().waitFor({ state: 'visible' });
      const packets = (await t.apiJson(`conversations/${conv.id}/packets?page=1&size=100`)).items;
      const spans = expectedTime(conv.startTime, t.zone.offsetMinutes).slice(0, 10) !== expectedTime(conv.endTime, t.zone.offsetMinutes).slice(0, 10);
      const absolute = await panel.getByTestId('packet-time').allTextContents();
      const wanted = packets.map((p) => expectedTime(p.timestamp, t.zone.offsetMinutes)).map((x) => (spans ? x : x.slice(11)));
      t.assert(JSON.stringify(absolute) === JSON.stringify(wanted), `packet times ${absolute.slice(0, 3).join(' | ')}, expected ${wanted.slice(0, 3).join(' | ')}`);
      await panel.getByTestId('packet-time-format').selectOption('relative');
      const relative = await panel.getByTestId('packet-time').allTextContents();
      const wantedRelative = packets.map((p) => expectedRelative(p.timestamp, conv.startTime));
      t.assert(JSON.stringify(relative) === JSON.stringify(wantedRelative), `relative times ${relative.slice(0, 3).join(' | ')}, expected ${wantedRelative.slice(0, 3).join(' | ')}`);
      await panel.getByTestId('packet-time-format').selectOption('absolute');
      await panel.getByTestId('detail-close').click();
      return `start ${utc} UTC = ${local} ${name}; ${packets.length} packets, last at +${wantedRelative.at(-1)} s`;
    },
  },
  {
    name: 'paging: first, last and jump; a loading indicator after 200 ms',
    async run(t) {
      await t.openExplorer('?size=10');
      const pages = Number((await t.page.getByTestId('page-info').textContent()).match(/of (\d+)/)[1]);
      if (pages < 3) t.skip(`only ${pages} pages of 10`);
      const at = async () => Number(await t.page.getByTestId('page-info').getAttribute('data-page'));
      await t.listUpdate(() => t.page.getByTestId('page-last').click());
      t.assert((await at()) === pages && new URL(t.page.url()).searchParams.get('page') === String(pages), `last page: ${t.page.url()}`);
      t.assert(await t.page.getByTestId('page-last').isDisabled(), 'Last is disabled on the last page');
      await t.listUpdate(() => t.page.getByTestId('page-first').click());
      t.assert((await at()) === 1 && !new URL(t.page.url()).searchParams.has('page'), `first page: ${t.page.url()}`);
      await t.page.getByTestId('page-jump').fill('2');
      await t.listUpdate(() => t.page.getByTestId('page-jump').press('Enter'));
      t.assert((await at()) === 2, `jumped to ${await at()}`);
      const expected = (await t.apiJson(`files/${t.fileId}/conversations?size=10&page=2`)).items.map((c) => String(c.id));
      t.assert(JSON.stringify(await t.rowIds()) === JSON.stringify(expected), 'page 2 shows the API\'s page 2');

      // the packet list of a conversation of more than one page of packets pages the same way
      const long = (await t.apiJson(`files/${t.fileId}/conversations?size=100&sort=packetCount:desc`)).items[0];
      let packetPages = 1;
      if (long.packetCount > 100) {
        await t.openExplorer(`?size=100&sort=packetCount:desc&conv=${long.id}`);
        const panel = t.page.getByTestId('detail-panel');
        const info = panel.getByTestId('packets-page-info');
        await info.waitFor({ state: 'visible' });
        packetPages = Math.ceil(long.packetCount / 100);
        await panel.getByTestId('packets-page-last').click();
        await t.page.locator(`[data-testid="packets-page-info"][data-page="${packetPages}"]`).waitFor();
        const last = (await t.apiJson(`conversations/${long.id}/packets?page=${packetPages}&size=100`)).items.map((p) => String(p.index));
        const shown = await panel.getByTestId('packet-row').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-packet-index')));
        t.assert(JSON.stringify(shown) === JSON.stringify(last), `the last page of packets shows ${shown.length} rows, the API ${last.length}`);
        await panel.getByTestId('packets-page-first').click();
        await t.page.locator('[data-testid="packets-page-info"][data-page="1"]').waitFor();
        await panel.getByTestId('detail-close').click();
        await t.openExplorer('?size=10&page=2');
      }

      // a slow answer shows the indicator while it is awaited, and only then
      const slow = (route) => setTimeout(() => route.continue().catch(() => {}), 1200);
      await t.page.route(/\/api\/v1\/files\/[^/]+\/conversations\?/, slow);
      const indicator = t.page.getByTestId('loading-indicator');
      await t.listUpdate(async () => {
        await t.page.getByTestId('page-next').click();
        await indicator.waitFor({ state: 'visible', timeout: 1000 });
      });
      await t.page.unroute(/\/api\/v1\/files\/[^/]+\/conversations\?/, slow);
      await indicator.waitFor({ state: 'detached' });
      return `${pages} pages: last, first, jump to 2; ${packetPages} pages of packets: last, first; indicator shown for a 1.2 s answer`;
    },
  },
  {
    name: 'exports show their progress and save the whole file',
    async run(t) {
      await t.openExplorer('?size=10');
      const expected = await (await t.api(`files/${t.fileId}/conversations.csv`)).body();
      const slow = (route) => setTimeout(() => route.continue().catch(() => {}), 1200);
      await t.page.route(/\/conversations\.csv/, slow);
      const progress = t.page.getByTestId('download-busy');
      const bytes = await t.download(async () => {
        await t.page.getByTestId('export-csv').click();
        await progress.waitFor({ state: 'visible', timeout: 1000 });
      });
      await t.page.unroute(/\/conversations\.csv/, slow);
      await progress.waitFor({ state: 'detached' });
      t.assert(bytes.equals(expected), `the saved CSV has ${bytes.length} bytes, the API's ${expected.length}`);
      return `CSV of ${bytes.length} bytes, progress shown while it was awaited`;
    },
  },
  {
    name: 'a bad sort in the URL: the API\'s message, a reset, the table kept; plurals',
    async run(t) {
      const res = await t.api(`files/${t.fileId}/conversations?sort=nonsense`);
      t.assert(res.status() === 400, `sort=nonsense answered ${res.status()}`);
      const problem = await res.json();
      const untolerate = t.tolerate((text) => / 400 /.test(text));
      try {
        await t.openExplorer('?size=100');
        const all = await t.total();
        const rows = await t.rowIds();
        // from a working view to a broken one (a hand-edited URL): the rows stay, the message and the reset show
        await t.page.evaluate(() => {
          window.history.pushState(null, '', `${location.pathname}?size=100&sort=nonsense`);
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        const alert = t.page.getByTestId('load-error');
        await alert.waitFor({ state: 'visible' });
        t.assert((await alert.textContent()).includes(problem.detail), `the message "${await alert.textContent()}" lacks "${problem.detail}"`);
        t.assert(JSON.stringify(await t.rowIds()) === JSON.stringify(rows), 'the table keeps its rows');
        // opened directly: the table is there (empty) under the message
        await t.page.goto(t.page.url(), { waitUntil: 'domcontentloaded' });
        await alert.waitFor({ state: 'visible' });
        await t.page.getByTestId('conversations-table').waitFor({ state: 'visible' });
        // and no count: "0 conversations" would read as an empty capture
        t.assert((await t.page.getByTestId('page-info').count()) === 0, 'a refused address shows no count');
        t.assert(/not valid/.test(await t.page.getByTestId('no-valid-view').textContent()), 'says the address is not valid');
        await t.listUpdate(() => alert.getByTestId('reset-view').click());
        t.assert(!new URL(t.page.url()).searchParams.has('sort'), `reset drops the sort: ${t.page.url()}`);
        t.assert((await t.total()) === all && (await alert.count()) === 0, 'reset shows every row again');
      } finally {
        untolerate();
      }

      // "1 matching conversation": a port only one row uses, found with the API
      const every = (await t.apiJson(`files/${t.fileId}/conversations?size=100`)).items;
      const uses = new Map();
      for (const c of every) for (const p of new Set([c.srcPort, c.dstPort])) if (p != null) uses.set(p, (uses.get(p) ?? 0) + 1);
      const port = [...uses].find(([, n]) => n === 1)?.[0];
      const info = t.page.getByTestId('page-info');
      t.assert(new RegExp(`, ${every.length.toLocaleString('en-US')} conversations$`).test((await info.textContent()).trim()), `pager: ${await info.textContent()}`);
      if (port === undefined) return `${every.length} conversations (no port used by one row only)`;
      await t.openExplorer(`?port=${port}`);
      t.assert((await t.total()) === 1, `port ${port}: ${await t.total()} rows`);
      t.assert((await info.textContent()).trim().endsWith(', 1 matching conversation'), `pager: ${await info.textContent()}`);
      await t.page.getByTestId('row-check').first().check();
      t.assert((await t.page.locator('.export-bar .selection').textContent()).includes('1 conversation selected'), `selection: ${await t.page.locator('.export-bar .selection').textContent()}`);
      await t.page.getByTestId('clear-selection').click();
      return `"${problem.detail}"; port ${port}: "${(await info.textContent()).trim()}"`;
    },
  },
  {
    name: 'host popup: filter on this host, exactly',
    async run(t) {
      await t.openExplorer('?size=100');
      const row = t.page.getByTestId('conversation-row').first();
      const conv = await t.apiJson(`conversations/${await row.getAttribute('data-conversation-id')}`);
      await row.click();
      const panel = t.page.getByTestId('detail-panel');
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      await panel.locator('[data-testid="detail-source-device"], [data-testid="detail-source-host"]').first().click();
      const popup = t.page.getByTestId('host-popup');
      await popup.waitFor({ state: 'visible' });
      await t.listUpdate(() => popup.getByTestId('host-filter').click());
      await popup.waitFor({ state: 'detached' });
      t.assert(new URL(t.page.url()).searchParams.get('ip') === conv.srcIp, `ip filter: ${t.page.url()}`);
      const expected = (await t.apiJson(`files/${t.fileId}/conversations?size=100&ip=${encodeURIComponent(conv.srcIp)}`)).total;
      t.assert((await t.total()) === expected, `${await t.total()} rows, the API has ${expected} for ip=${conv.srcIp}`);
      t.assert((await t.page.getByTestId('filter-ip').inputValue()) === conv.srcIp, 'the IP box shows the host');
      // the link is the host exactly: the rows with it as an endpoint, counted from the unfiltered list
      const all = (await t.apiJson(`files/${t.fileId}/conversations?size=100`)).items;
      const ofHost = all.filter((c) => c.srcIp === conv.srcIp || c.dstIp === conv.srcIp).length;
      t.assert((await t.total()) === ofHost, `ip=${conv.srcIp}: ${await t.total()} rows, ${ofHost} have it as an endpoint`);
      // a complete address typed is that address only; a partial one is a substring (bro.org: 10.0.2.15 is the client)
      const near = conv.srcIp.replace(/\d$/, '');
      if (/^\d+\.\d+\.\d+\.\d+$/.test(near) && near !== conv.srcIp) {
        await t.listUpdate(() => t.page.getByTestId('filter-ip').fill(near), 3000);
        const exact = all.filter((c) => c.srcIp === near || c.dstIp === near).length;
        const substring = all.filter((c) => c.srcIp.includes(near) || c.dstIp.includes(near)).length;
        t.assert((await t.total()) === exact && exact < substring, `ip=${near}: ${await t.total()} rows, ${exact} with it as an endpoint, ${substring} containing it`);
        const partial = near.slice(0, near.lastIndexOf('.') + 1);
        await t.listUpdate(() => t.page.getByTestId('filter-ip').fill(partial), 3000);
        const containing = all.filter((c) => c.srcIp.includes(partial) || c.dstIp.includes(partial)).length;
        t.assert((await t.total()) >= containing && containing > 0, `ip=${partial}: ${await t.total()} rows, ${containing} contain it`);
      }
      await t.listUpdate(() => t.page.getByTestId('filters-clear').click());
      return `ip=${conv.srcIp}: ${expected} rows, exactly the host's; ${near} typed: only that address`;
    },
  },
  {
    name: 'Tab from IP to Port while typing: both filters kept, one request',
    async run(t) {
      await t.openExplorer('?size=100');
      const conv = (await t.apiJson(`files/${t.fileId}/conversations?size=100&sort=packetCount:desc`)).items[0];
      const port = String(conv.dstPort ?? conv.srcPort);
      const requests = [];
      const seen = (r) => /\/conversations\?/.test(r.url()) && requests.push(new URL(r.url()).searchParams);
      t.page.on('request', seen);
      const answered = t.page.waitForResponse((r) => /\/conversations\?/.test(r.url()) && new URL(r.url()).searchParams.has('port'), { timeout: 10_000 });
      await t.page.getByTestId('filter-ip').click();
      await t.page.keyboard.type(conv.srcIp, { delay: 10 });
      await t.page.keyboard.press('Tab');
      await t.page.keyboard.type(port, { delay: 10 }); // well within the pause after the IP
      await answered;
      await t.waitForList();
      await t.page.waitForTimeout(600); // a late commit of either field would show by now
      t.page.off('request', seen);
      const url = new URL(t.page.url()).searchParams;
      t.assert(url.get('ip') === conv.srcIp && url.get('port') === port, `URL after the race: ${t.page.url()}`);
      t.assert((await t.page.getByTestId('filter-ip').inputValue()) === conv.srcIp, 'the IP box keeps what was typed');
      t.assert((await t.page.getByTestId('filter-port').inputValue()) === port, 'the Port box keeps what was typed');
      t.assert(requests.every((q) => !q.has('port') || q.get('ip') === conv.srcIp), `a request with the port lost the IP: ${requests.map(String).join(' | ')}`);
      const all = (await t.apiJson(`files/${t.fileId}/conversations?size=100`)).items;
      const expected = all.filter((c) => (c.srcIp === conv.srcIp || c.dstIp === conv.srcIp) && (String(c.srcPort) === port || String(c.dstPort) === port)).length;
      t.assert((await t.total()) === expected, `ip=${conv.srcIp} and port=${port}: ${await t.total()} rows, ${expected} in the unfiltered list`);
      await t.listUpdate(() => t.page.getByTestId('filters-clear').click());
      return `ip=${conv.srcIp} port=${port}: ${expected} rows, ${requests.length} list requests`;
    },
  },
];
