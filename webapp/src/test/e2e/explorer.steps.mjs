// Steps of the browser test that exercise the conversation explorer, run in order after the capture is
// uploaded and analysed. Each step is { name, run(t) }; `t` is the toolkit built in ui.e2e.mjs (page, api,
// download, rows, …). A step returns a short note for the summary, or calls t.skip(reason) when the
// capture lacks the data it needs; an endpoint answering 404 for an existing resource and wrong content
// always fail. Add steps by appending to STEPS.

import crypto from 'node:crypto';

const PCAP_MAGICS = ['a1b2c3d4', 'd4c3b2a1', 'a1b23c4d', '4d3cb2a1'];
const PCAPNG_MAGIC = '0a0d0d0a';

/** Frames in a capture: records of a pcap file, enhanced/simple packet blocks of a pcapng file. */
export function countFrames(buf) {
  const magic = buf.subarray(0, 4).toString('hex');
  if (PCAP_MAGICS.includes(magic)) {
    const le = magic === 'd4c3b2a1' || magic === '4d3cb2a1';
    let off = 24;
    let n = 0;
    while (off + 16 <= buf.length) {
      const incl = le ? buf.readUInt32LE(off + 8) : buf.readUInt32BE(off + 8);
      off += 16 + incl;
      n++;
    }
    if (off !== buf.length) throw new Error(`pcap ends inside a record (${off} != ${buf.length})`);
    return n;
  }
  if (magic === PCAPNG_MAGIC) {
    const le = buf.readUInt32LE(8) === 0x1a2b3c4d;
    let off = 0;
    let n = 0;
    while (off + 12 <= buf.length) {
      const type = le ? buf.readUInt32LE(off) : buf.readUInt32BE(off);
      const len = le ? buf.readUInt32LE(off + 4) : buf.readUInt32BE(off + 4);
      if (len < 12) throw new Error(`bad pcapng block length ${len}`);
      if (type === 6 || type === 3) n++;
      off += len;
    }
    return n;
  }
  throw new Error(`not a capture: starts with ${magic}`);
}

/** A CSV line split into cells (RFC 4180 quoting). */
export function csvCells(line) {
  const cells = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cur);
      cur = '';
    } else cur += ch;
  }
  cells.push(cur);
  return cells;
}

/** Wireshark's hex dump: the offset (8 hex digits), 16 bytes in two groups of 8, the bytes as ASCII between bars. */
const hexDump = (hex, offset) => {
  const bytes = Buffer.from(hex, 'hex');
  const lines = [];
  for (let i = 0; i < bytes.length; i += 16) {
    const row = [...bytes.subarray(i, i + 16)];
    const cells = Array.from({ length: 16 }, (_, j) => (j < row.length ? row[j].toString(16).padStart(2, '0') : '  '));
    const ascii = row.map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    lines.push(`${(offset + i).toString(16).padStart(8, '0')}  ${cells.slice(0, 8).join(' ')}  ${cells.slice(8).join(' ')}  |${ascii}|`);
  }
  return lines.join('\n');
};

/** The pill group with at least two values (for the OR check), protocols first. */
async function pillGroupWithTwo(t) {
  for (const group of ['protocol', 'dissectorProtocol', 'app', 'category', 'fileType']) {
    const pills = t.page.getByTestId(`pills-${group}`).getByTestId('pill');
    if ((await pills.count()) >= 2) return { group, pills };
  }
  return null;
}

export const STEPS = [
  {
    name: 'pill filters narrow the rows (OR within a group, counts from the facets)',
    async run(t) {
      await t.openExplorer('?size=100');
      const all = await t.total();
      const found = await pillGroupWithTwo(t);
      if (!found) t.fail('no pill group offers two values');
      const { group, pills } = found;
      const column = { protocol: 'protocol', dissectorProtocol: 'dissectorProtocol', app: 'appName', category: 'category', fileType: 'fileTypes' }[group];
      const first = { value: await pills.nth(0).getAttribute('data-value'), count: Number(await pills.nth(0).getAttribute('data-count')) };
      const second = { value: await pills.nth(1).getAttribute('data-value'), count: Number(await pills.nth(1).getAttribute('data-count')) };

      // the facet count must be what the data says: count the value over every row of the unfiltered list
      const everyRow = await t.apiJson(`files/${t.fileId}/conversations?size=100`);
      const independent = everyRow.items.filter((c) => [c[column]].flat().includes(first.value)).length;
      t.assert(everyRow.total <= 100, 'the capture fits one page of 100 rows');
      t.assert(independent === first.count, `facet ${group}=${first.value} says ${first.count}, the rows say ${independent}`);

      await t.listUpdate(() => pills.nth(0).click());
      t.assert((await pills.nth(0).getAttribute('data-value')) === first.value, 'a selected pill stays first');
      t.assert((await pills.nth(0).getAttribute('aria-pressed')) === 'true', 'the pill shows as selected');
      t.assert((await t.total()) === first.count, `${group}=${first.value}: ${await t.total()} rows, facet says ${first.count}`);
      if (group !== 'fileType') {
        const cells = await t.cells(column);
        t.assert(cells.length === first.count && cells.every((c) => c === first.value), `rows of ${group}=${first.value}: ${cells.join('|')}`);
      }
      t.assert(new URL(t.page.url()).searchParams.get(group) === first.value, `URL carries ${group}: ${t.page.url()}`);

      // the counts follow the filters: the second pill now counts the rows of first OR second
      const secondPill = t.page.getByTestId(`pills-${group}`).locator(`[data-testid="pill"][data-value="${second.value}"]`);
      const widened = Number(await secondPill.getAttribute('data-count'));
      await t.listUpdate(() => secondPill.click());
      t.assert((await t.total()) === widened, `${first.value} + ${second.value}: ${await t.total()} rows, the pill said ${widened}`);
      const both = first.count + second.count;
      if (group === 'protocol' || group === 'dissectorProtocol' || group === 'app' || group === 'category') {
        t.assert((await t.total()) === both, `${first.value} OR ${second.value}: ${await t.total()} rows, expected ${both}`);
      } else {
        t.assert((await t.total()) >= Math.max(first.count, second.count), 'OR never narrows');
      }
      await t.listUpdate(() => t.page.getByTestId('filters-clear').click());
      t.assert((await t.total()) === all, 'clearing the filters restores every row');
      return `${group}: ${first.value}=${first.count}, +${second.value} → ${both} of ${all}`;
    },
  },
  {
    name: 'a pill excluded (NOT): the URL carries it, its rows leave the table, the pill shows as excluded',
    async run(t) {
      await t.openExplorer('?size=100');
      const all = await t.total();
      const group = t.page.getByTestId('pills-protocol');
      const pills = group.getByTestId('pill');
      if ((await pills.count()) < 2) t.skip('fewer than two Protocol labels');
      const value = await pills.nth(0).getAttribute('data-value');
      const count = Number(await pills.nth(0).getAttribute('data-count'));
      const excludeButton = group.locator(`[data-testid="pill-exclude"][data-exclude="${value}"]`);
      await pills.nth(0).hover();
      await t.listUpdate(() => excludeButton.click());

      t.assert(new URL(t.page.url()).searchParams.get('protocol') === `!${value}`, `URL carries the exclusion: ${t.page.url()}`);
      t.assert((await t.total()) === all - count, `without ${value}: ${await t.total()} rows, expected ${all} - ${count}`);
      const protocols = await t.cells('protocol');
      t.assert(protocols.length > 0 && !protocols.includes(value), `no ${value} row is left: ${protocols.join('|')}`);
      const pill = group.locator(`[data-testid="pill"][data-value="${value}"]`);
      t.assert((await pill.getAttribute('data-state')) === 'excluded', 'the pill shows as excluded');
      t.assert((await pill.getAttribute('aria-pressed')) === 'false', 'an excluded pill is not a selected one');
      t.assert(await pill.getByText('not', { exact: true }).isVisible(), 'the pill carries a "not" mark');
      const look = await pill.evaluate((el) => ({
        line: getComputedStyle(el.querySelector('.pill-value')).textDecorationLine,
        colour: getComputedStyle(el).color,
        selected: getComputedStyle(el.ownerDocument.querySelector('.pill:not(.not)')).color,
      }));
      t.assert(look.line.includes('line-through') && look.colour !== look.selected, `excluded pill looks distinct: ${JSON.stringify(look)}`);

      // the other pills count under the exclusion: one selects as many rows as it says
      const other = group.locator('[data-testid="pill"][data-state="off"]').first();
      const otherValue = await other.getAttribute('data-value');
      const otherCount = Number(await other.getAttribute('data-count'));
      await t.listUpdate(() => other.click());
      t.assert((await t.total()) === otherCount, `${otherValue} without ${value}: ${await t.total()} rows, the pill said ${otherCount}`);
      t.assert(new URL(t.page.url()).searchParams.get('protocol') === `!${value},${otherValue}`, `URL: ${t.page.url()}`);

      // the URL alone brings the exclusion back; a click on the excluded pill lifts it
      await t.openExplorer(`?size=100&protocol=${encodeURIComponent(`!${value}`)}`);
      t.assert((await t.total()) === all - count, 'the exclusion survives a reload');
      t.assert((await pill.getAttribute('data-state')) === 'excluded', 'the pill is still excluded after a reload');
      await t.listUpdate(() => pill.click());
      t.assert((await t.total()) === all && new URL(t.page.url()).searchParams.get('protocol') === null, 'the exclusion is lifted');
      return `protocol=!${value}: ${all} → ${all - count} rows; ${otherValue} then ${otherCount}`;
    },
  },
  {
    name: 'every pill group: one pill selects as many rows as its count',
    async run(t) {
      await t.openExplorer('?size=100');
      const groups = await t.page.locator('[data-testid^="pills-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid').slice(6)));
      const checked = [];
      for (const group of groups) {
        const pill = t.page.getByTestId(`pills-${group}`).getByTestId('pill').first();
        const value = await pill.getAttribute('data-value');
        const count = Number(await pill.getAttribute('data-count'));
        await t.listUpdate(() => pill.click());
        t.assert((await t.total()) === count, `${group}=${value}: ${await t.total()} rows, the pill says ${count}`);
        await t.listUpdate(() => pill.click());
        checked.push(`${group}=${value}:${count}`);
      }
      return checked.join(', ');
    },
  },
  {
    name: 'custom-rule severity quick-select (when rules matched)',
    async run(t) {
      await t.openExplorer('?size=100');
      const quick = t.page.locator('[data-testid="severity-quick"]:not([disabled])');
      if ((await quick.count()) === 0) t.skip('no custom rule matched in this capture');
      const facets = await t.apiJson(`files/${t.fileId}/conversations/facets`);
      const severity = await quick.first().getAttribute('data-severity');
      const rules = Object.entries(facets.customRuleSeverities ?? {}).filter(([, s]) => String(s).toLowerCase() === severity).map(([r]) => r);
      await t.listUpdate(() => quick.first().click());
      const inUrl = new URL(t.page.url()).searchParams.getAll('rule');
      t.assert(JSON.stringify([...inUrl].sort()) === JSON.stringify([...rules].sort()), `rules of ${severity} in the URL: ${inUrl.join('|')}, facets: ${rules.join('|')}`);
      const expected = (await t.apiJson(`files/${t.fileId}/conversations?size=100&severity=${severity}`)).total;
      t.assert((await t.total()) === expected, `${severity} rules: ${await t.total()} rows, severity filter gives ${expected}`);
      const badges = await t.page.locator('[data-testid="cell-customRules"] [data-testid="rule-badge"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-severity')));
      t.assert(badges.includes(severity), `rows show a ${severity} rule badge`);
      return `${severity}: ${rules.length} rules, ${expected} rows`;
    },
  },
  {
    name: 'enrichment in the detail panel: geo source badge, rule colours, device badges (when present)',
    async run(t) {
      const all = await t.apiJson(`files/${t.fileId}/conversations?size=100`);
      const conv = all.items.find((c) => c.srcGeo || c.dstGeo || (c.customRules ?? []).length > 0 || c.srcDeviceType || c.dstDeviceType);
      if (!conv) t.skip('no conversation carries geo, custom rules or device types');
      await t.openExplorer('?size=100');
      await t.page.locator(`[data-testid="conversation-row"][data-conversation-id="${conv.id}"]`).click();
      const panel = t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${conv.id}"]`);
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      for (const [side, geo] of [['src', conv.srcGeo], ['dst', conv.dstGeo]]) {
        if (!geo?.source) continue;
        const badge = panel.getByTestId(`detail-${side}-geo`).getByTestId('geo-source');
        t.assert((await badge.getAttribute('data-source')) === geo.source, `${side} geo source badge`);
        t.assert(await badge.evaluate((b, online) => b.classList.contains(online ? 'geo-online' : 'geo-offline'), geo.source === 'online'), `${side} badge colour`);
        if (geo.asn) {
          const network = await panel.getByTestId(`detail-${side}-geo`).locator('.geo-network').textContent();
          t.assert(network.includes([geo.asn, geo.org].filter(Boolean).join(' ')), `${side} AS number and organisation: ${network}`);
        }
      }
      const rules = conv.customRules ?? [];
      const shown = await panel.getByTestId('detail-rules').getByTestId('rule-badge').evaluateAll((bs) => bs.map((b) => [b.textContent, b.className]))
        .catch(() => []);
      t.assert(shown.length === rules.length, `${shown.length} rule badges, ${rules.length} rules`);
      for (const r of rules) {
        t.assert(shown.some(([name, cls]) => name === r.name && cls.includes(`sev-${r.severity}`)), `rule ${r.name} coloured ${r.severity}`);
      }
      if (conv.srcDeviceType) t.assert((await panel.getByTestId('detail-source-device').textContent()) === conv.srcDeviceType, 'source device badge');
      if (conv.dstDeviceType) t.assert((await panel.getByTestId('detail-destination-device').textContent()) === conv.dstDeviceType, 'destination device badge');
      await panel.getByTestId('detail-close').click();
      return `conversation ${conv.id}`;
    },
  },
  {
    name: 'names seen in the flow: listed with their source in the detail, found by the IP / Hostname filter, the Host column says which it shows',
    async run(t) {
      const all = (await t.apiJson(`files/${t.fileId}/conversations?size=100`)).items;
      // rather a row with a name that is not its hostname (found only through the names of its flow)
      const other = (c) => (c.names ?? []).find((n) => n.name !== (c.hostname ?? '').toLowerCase());
      const conv = all.find(other) ?? all.find((c) => (c.names ?? []).length > 0);
      if (!conv) t.skip('no row carries a name');
      await t.openExplorer('?size=100');
      await t.page.locator(`[data-testid="conversation-row"][data-conversation-id="${conv.id}"]`).click();
      const panel = t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${conv.id}"]`);
      const list = panel.getByTestId('detail-names');
      await list.waitFor({ state: 'visible' });
      const shown = await list.locator('li').evaluateAll((lis) => lis.map((li) => ({
        name: li.querySelector('.mono').textContent,
        source: li.querySelector('.badge').textContent,
        title: li.querySelector('.badge').getAttribute('title'),
      })));
      t.assert(shown.map((n) => n.name).join() === conv.names.map((n) => n.name).join(), `names shown: ${shown.map((n) => n.name).join()}`);
      t.assert(shown.every((n) => n.source && n.title && n.title !== n.source), 'every name says where it was read, with an explanation');
      await panel.getByTestId('detail-close').click();

      const name = (other(conv) ?? conv.names[0]).name;
      await t.listUpdate(() => t.page.getByTestId('filter-ip').fill(name.toUpperCase()), 3000);
      const expected = await t.apiJson(`files/${t.fileId}/conversations?size=100&ip=${encodeURIComponent(name)}`);
      const ids = await t.rowIds();
      t.assert(ids.includes(String(conv.id)), `"${name}" does not list row ${conv.id}: ${ids.join()}`);
      t.assert(ids.length === expected.total, `"${name}": UI ${ids.length} rows, API ${expected.total}`);

      await t.page.getByTestId('column-picker-toggle').click();
      const option = t.page.locator('[data-testid="column-option"][data-column="hostname"]');
      if (!(await option.isChecked())) await option.check();
      await t.page.keyboard.press('Escape');
      const title = await t.page.locator('[data-testid="column-header"][data-column="hostname"]').getAttribute('title');
      t.assert(/SNI/.test(title) && /every name seen in the flow/.test(title), `the Host column's tooltip: ${title}`);
      await t.page.getByTestId('column-picker-toggle').click();
      await t.page.getByTestId('columns-reset').click();
      await t.page.keyboard.press('Escape');
      await t.listUpdate(() => t.page.getByTestId('filter-ip').fill(''), 3000);
      return `row ${conv.id}: ${shown.map((n) => `${n.name} (${n.source})`).join(', ')}; "${name.toUpperCase()}" lists ${ids.length} rows`;
    },
  },
  {
    name: 'pivots: Community ID and Wireshark filter copied from the detail panel and the filter bar',
    async run(t) {
      const all = await t.apiJson(`files/${t.fileId}/conversations?size=100`);
      const conv = all.items.find((c) => c.communityId && c.wiresharkFilter);
      if (!conv) t.skip('no conversation carries a Community ID');
      await t.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      // what reaches the clipboard, by the Clipboard API (secure contexts) or the copy command (plain HTTP)
      await t.page.context().addInitScript(() => {
        window.copiedTexts = [];
        document.addEventListener('copy', () => window.copiedTexts.push(String(document.activeElement?.value ?? document.getSelection())));
        const api = navigator.clipboard;
        if (api) {
          const write = api.writeText.bind(api);
          api.writeText = (text) => { window.copiedTexts.push(text); return write(text); };
        }
      });
      const lastCopied = () => t.page.evaluate(() => window.copiedTexts.at(-1));
      await t.openExplorer('?size=100');
      await t.page.locator(`[data-testid="conversation-row"][data-conversation-id="${conv.id}"]`).click();
      const panel = t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${conv.id}"]`);
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      t.assert((await panel.getByTestId('detail-community-id').textContent()) === conv.communityId, 'Community ID shown');
      t.assert((await panel.getByTestId('detail-wireshark-filter').textContent()) === conv.wiresharkFilter, 'row filter shown');
      await panel.getByTestId('detail-wireshark-filter-copy').click();
      await panel.getByText('Copied').waitFor({ state: 'visible' });
      const copied = await lastCopied();
      t.assert(copied === conv.wiresharkFilter, `the row's filter is copied: ${copied}`);
      await panel.getByTestId('detail-close').click();

      const expressible = await t.apiJson(`files/${t.fileId}/conversations/wireshark-filter?port=80`);
      await t.openExplorer('?size=100&port=80');
      const bar = t.page.getByTestId('filters-wireshark-filter');
      await bar.waitFor({ state: 'visible' });
      t.assert((await bar.textContent()) === expressible.filter, `filter bar shows ${expressible.filter}`);
      await t.page.getByTestId('filters-wireshark-filter-copy').click();
      await t.page.getByTestId('filters-wireshark').getByText('Copied').waitFor({ state: 'visible' });
      t.assert((await lastCopied()) === expressible.filter, `the filter set is copied: ${await lastCopied()}`);
      await t.openExplorer('?size=100&protocol=HTTP');
      const disabled = t.page.getByTestId('filters-wireshark-disabled');
      await disabled.waitFor({ state: 'visible' });
      t.assert((await disabled.getAttribute('title')).includes('protocol'), 'says the protocol filter cannot be expressed');
      return `${conv.wiresharkFilter} · ${expressible.filter}`;
    },
  },
  {
    name: 'text filters: port validation and payload hint',
    async run(t) {
      await t.openExplorer('?size=100');
      const port = t.page.getByTestId('filter-port');
      await port.fill('80a');
      await t.page.getByTestId('filter-port-error').waitFor({ state: 'visible' });
      t.assert(!new URL(t.page.url()).searchParams.has('port'), 'an invalid port stays out of the URL');
      await port.fill('');
      await t.page.getByTestId('filter-port-error').waitFor({ state: 'detached' });
      const hint = t.page.getByTestId('filter-payload-hint');
      await t.page.getByTestId('filter-payload').fill('0x474554');
      t.assert(/hex: 3 bytes/.test(await hint.textContent()), `hint for 0x474554: ${await hint.textContent()}`);
      await t.page.getByTestId('filter-payload').fill('47 45 54');
      t.assert(/hex bytes: 3 bytes/.test(await hint.textContent()), `hint for hex bytes: ${await hint.textContent()}`);
      // the debounced filter reaches the URL and the server; the result must equal the API's own answer
      await t.listUpdate(() => t.page.getByTestId('filter-payload').fill('GET /'), 3000);
      await t.page.waitForURL((u) => u.searchParams.get('payload') === 'GET /');
      const expected = (await t.apiJson(`files/${t.fileId}/conversations?size=100&payload=${encodeURIComponent('GET /')}`)).total;
      t.assert((await t.total()) === expected, `payload "GET /": UI ${await t.total()} rows, API ${expected}`);
      // the default scope says what it searches; whole packets reach a User-Agent beyond the first 64 bytes
      const storedScope = t.page.getByTestId('payload-scope-stored');
      t.assert(await storedScope.isChecked(), 'the first 64 bytes are searched by default');
      t.assert((await storedScope.locator('..').textContent()).includes('first 64 bytes of each packet'), 'the default scope is labelled');
      // both captures this script runs on were browsed with Firefox; its User-Agent lies beyond the first 64 bytes
      const agent = 'Firefox/';
      await t.listUpdate(() => t.page.getByTestId('filter-payload').fill(agent), 3000);
      await t.listUpdate(() => t.page.getByTestId('payload-scope-full').check(), 15000);
      await t.page.waitForURL((u) => u.searchParams.get('payloadScope') === 'full');
      const full = (await t.apiJson(`files/${t.fileId}/conversations?size=100&payloadScope=full&payload=${encodeURIComponent(agent)}`)).total;
      const stored = (await t.apiJson(`files/${t.fileId}/conversations?size=100&payload=${encodeURIComponent(agent)}`)).total;
      t.assert((await t.total()) === full && full > stored, `"${agent}" in whole packets: UI ${await t.total()} rows, API ${full}, first 64 bytes ${stored}`);
      await t.listUpdate(() => storedScope.check(), 3000);
      t.assert(!new URL(t.page.url()).searchParams.has('payloadScope'), 'the default scope stays out of the URL');
      await t.listUpdate(() => t.page.getByTestId('filter-payload').fill('GET /'), 3000);
      return `payload "GET /" matches ${expected} rows; "${agent}" ${full} in whole packets, ${stored} in the first 64 bytes`;
    },
  },
  {
    name: 'Shift-sort two columns: indicators and row order',
    async run(t) {
      await t.openExplorer('?size=100');
      const header = (field) => t.page.locator(`[data-testid="sort-button"][data-sort-field="${field}"]`);
      await t.listUpdate(() => header('protocol').click());
      await t.listUpdate(() => header('packetCount').click({ modifiers: ['Shift'] }));
      await t.listUpdate(() => header('packetCount').click({ modifiers: ['Shift'] }));
      const indicator = async (field) => (await header(field).getByTestId('sort-indicator').textContent())?.trim();
      t.assert((await indicator('protocol')) === '↑1', `protocol indicator ${await indicator('protocol')}`);
      t.assert((await indicator('packetCount')) === '↓2', `packets indicator ${await indicator('packetCount')}`);
      t.assert(new URL(t.page.url()).searchParams.get('sort') === 'protocol:asc,packetCount:desc', `URL sort: ${t.page.url()}`);
      const protocols = await t.cells('protocol');
      const packets = (await t.cells('packetCount')).map((s) => Number(s.replace(/,/g, '')));
      for (let i = 1; i < protocols.length; i++) {
        const ordered = protocols[i - 1] < protocols[i] || (protocols[i - 1] === protocols[i] && packets[i - 1] >= packets[i]);
        t.assert(ordered, `rows ${i} and ${i + 1} out of order: ${protocols[i - 1]}/${packets[i - 1]} then ${protocols[i]}/${packets[i]}`);
      }
      // a plain click replaces the multi-sort by one column
      await t.listUpdate(() => header('totalBytes').click());
      t.assert((await header('protocol').getByTestId('sort-indicator').count()) === 0, 'a plain click drops the other sort keys');
      t.assert((await indicator('totalBytes')) === '↑1', 'bytes ascending');
      return `${protocols.length} rows ordered by protocol ↑ then packets ↓`;
    },
  },
  {
    name: 'URL state survives a reload; back and forward step through it',
    async run(t) {
      await t.openExplorer('?size=10');
      const pills = t.page.getByTestId('pills-protocol').getByTestId('pill');
      const value = await pills.nth(0).getAttribute('data-value');
      await t.listUpdate(() => pills.nth(0).click());
      await t.listUpdate(() => t.page.locator('[data-testid="sort-button"][data-sort-field="totalBytes"]').click());
      const url = t.page.url();
      const ids = await t.rowIds();
      await t.page.reload({ waitUntil: 'domcontentloaded' });
      await t.waitForList();
      t.assert(t.page.url() === url, 'reload keeps the URL');
      t.assert((await t.page.getByTestId('pills-protocol').locator(`[data-value="${value}"]`).getAttribute('aria-pressed')) === 'true', 'pill still selected after reload');
      t.assert(JSON.stringify(await t.rowIds()) === JSON.stringify(ids), 'same rows in the same order after reload');
      t.assert((await t.page.getByTestId('page-size').inputValue()) === '10', 'page size kept');
      await t.listUpdate(() => t.page.goBack());
      t.assert(!new URL(t.page.url()).searchParams.has('sort'), `back removes the sort: ${t.page.url()}`);
      t.assert((await t.page.locator('[data-testid="sort-indicator"]').count()) === 0, 'no sort indicator after back');
      await t.listUpdate(() => t.page.goForward());
      t.assert(t.page.url() === url, 'forward restores the sorted view');
      const total = await t.total();
      if (total > 10) {
        await t.listUpdate(() => t.page.getByTestId('page-next').click());
        t.assert(new URL(t.page.url()).searchParams.get('page') === '2', 'page 2 in the URL');
      }
      return `${url.split('?')[1]}`;
    },
  },
  {
    name: 'column picker choice persists across reloads',
    async run(t) {
      await t.openExplorer('');
      const headers = async () => t.page.getByTestId('column-header').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column')));
      const before = await headers();
      t.assert(before.includes('category') && !before.includes('hostname'), `default columns: ${before.join(',')}`);
      await t.page.getByTestId('column-picker-toggle').click();
      await t.page.locator('[data-testid="column-option"][data-column="category"]').uncheck();
      await t.page.locator('[data-testid="column-option"][data-column="hostname"]').check();
      await t.page.keyboard.press('Escape');
      await t.page.reload({ waitUntil: 'domcontentloaded' });
      await t.waitForList();
      const after = await headers();
      t.assert(!after.includes('category') && after.includes('hostname'), `after reload: ${after.join(',')}`);
      await t.page.getByTestId('column-picker-toggle').click();
      await t.page.getByTestId('columns-reset').click();
      await t.page.keyboard.press('Escape');
      t.assert(JSON.stringify(await headers()) === JSON.stringify(before), 'reset restores the defaults');
      return `${before.length} default columns`;
    },
  },
  {
    name: 'download a conversation PCAP from the row menu',
    async run(t) {
      await t.openExplorer('?size=100&sort=packetCount:desc');
      const row = t.page.getByTestId('conversation-row').first();
      const id = await row.getAttribute('data-conversation-id');
      const expected = Number((await row.getByTestId('cell-packetCount').textContent()).replace(/,/g, ''));
      await row.getByTestId('row-menu').click();
      const bytes = await t.download(() => row.getByTestId('row-download-pcap').click());
      const frames = countFrames(bytes);
      t.assert(frames === expected, `conversation ${id}: ${frames} frames in the download, ${expected} in the table`);
      return `conversation ${id}: ${bytes.length} bytes, ${frames} frames`;
    },
  },
  {
    name: "row menu: this row's packets or the whole connection",
    async run(t) {
      // a connection split into rows by its Protocol labels: its later row lacks the handshake
      const flows = (await t.apiJson(`files/${t.fileId}/flows?size=100&sort=packetCount:desc`)).items;
      const split = flows.find((f) => f.conversationIds.length > 1);
      if (!split) t.skip('no connection split into rows');
      const later = String(Math.max(...split.conversationIds));
      await t.openExplorer('?size=100&sort=id:asc');
      const row = t.page.locator(`[data-testid="conversation-row"][data-conversation-id="${later}"]`);
      const own = Number((await row.getByTestId('cell-packetCount').textContent()).replace(/,/g, ''));
      await row.getByTestId('row-menu').click();
      const items = row.getByTestId('row-menu-items');
      t.assert((await items.getByTestId('row-download-pcap').textContent()).trim() === "This row's packets", 'the row item');
      t.assert((await items.getByTestId('row-download-connection').textContent()).trim() === 'Whole connection', 'the connection item');
      const rowFrames = countFrames(await t.download(() => items.getByTestId('row-download-pcap').click()));
      t.assert(rowFrames === own, `row ${later}: ${rowFrames} frames, ${own} in the table`);
      await row.getByTestId('row-menu').click();
      const whole = countFrames(await t.download(() => row.getByTestId('row-download-connection').click()));
      t.assert(whole === split.packetCount && whole > own,
        `row ${later}'s whole connection: ${whole} frames, the flow has ${split.packetCount}`);
      return `row ${later}: ${own} frames of its own, ${whole} of its connection (${split.conversationIds.length} rows)`;
    },
  },
  {
    name: 'CSV export of the current view',
    async run(t) {
      await t.openExplorer('?size=10');
      const pills = t.page.getByTestId('pills-protocol').getByTestId('pill');
      const value = await pills.nth(0).getAttribute('data-value');
      await t.listUpdate(() => pills.nth(0).click());
      const total = await t.total();
      const csv = (await t.download(() => t.page.getByTestId('export-csv').click())).toString('utf8');
      const lines = csv.split('\r\n').filter((l) => l !== '');
      const header = csvCells(lines[0]);
      t.assert(header.slice(0, 6).join(',') === 'id,srcIp,srcPort,dstIp,dstPort,protocol', `CSV header: ${lines[0]}`);
      t.assert(lines.length - 1 === total, `CSV has ${lines.length - 1} rows, the view ${total} (all pages)`);
      const at = header.indexOf('protocol');
      t.assert(lines.slice(1).every((l) => csvCells(l)[at] === value), `every CSV row has protocol ${value}`);
      return `${total} rows of protocol ${value}`;
    },
  },
  {
    name: 'detail panel and hex viewer',
    async run(t) {
      await t.openExplorer('?size=100&sort=packetCount:desc');
      const row = t.page.getByTestId('conversation-row').first();
      const id = await row.getAttribute('data-conversation-id');
      await row.click();
      const panel = t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${id}"]`);
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      const conv = await t.apiJson(`conversations/${id}`);
      const src = (await panel.getByTestId('detail-source').textContent()).trim();
      t.assert(src === `${conv.srcIp}:${conv.srcPort}` || src === `[${conv.srcIp}]:${conv.srcPort}`, `source ${src}`);
      const packet = panel.locator('[data-testid="packet-row"][data-has-payload="true"]').first();
      await packet.waitFor({ state: 'visible' });
      const index = Number(await packet.getAttribute('data-packet-index'));
      await packet.click();
      const viewer = panel.getByTestId('hex-viewer');
      await viewer.waitFor({ state: 'visible' });
      const rows = await t.apiJson(`conversations/${id}/packets?page=1&size=100`);
      const hex = rows.items.find((p) => p.index === index).payloadHex;
      const shown = (await viewer.locator('.hex-bytes').allTextContents()).join(' ').replace(/\s+/g, '');
      t.assert(shown === hex, `hex viewer shows ${shown.slice(0, 40)}…, stored ${hex.slice(0, 40)}…`);
      const ascii = (await viewer.locator('.hex-ascii').allTextContents()).join('');
      const expectedAscii = Buffer.from(hex, 'hex').toString('latin1').replace(/[^\x20-\x7e]/g, '.');
      t.assert(ascii === expectedAscii, `ASCII column ${ascii}`);
      // the open conversation is part of the URL: a reload (or a shared link) opens it again
      t.assert(new URL(t.page.url()).searchParams.get('conv') === id, `URL names the open conversation: ${t.page.url()}`);
      await t.page.reload({ waitUntil: 'domcontentloaded' });
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      await panel.getByTestId('detail-close').click();
      await panel.waitFor({ state: 'detached' });
      t.assert(!new URL(t.page.url()).searchParams.has('conv'), 'closing the panel drops it from the URL');
      return `conversation ${id} packet ${index}: ${hex.length / 2} bytes`;
    },
  },
  {
    name: 'packet pane: protocol tree of an HTTP request and the bytes of a selected field',
    async run(t) {
      await t.openExplorer('?protocol=HTTP&size=100&sort=startTime:asc');
      const row = t.page.getByTestId('conversation-row').first();
      const id = await row.getAttribute('data-conversation-id');
      await row.click();
      const panel = t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${id}"]`);
      const request = panel.locator('[data-testid="packet-row"]', { hasText: 'GET ' }).first();
      await request.waitFor({ state: 'visible' });
      await request.click();
      const pane = panel.getByTestId('packet-detail');
      await pane.waitFor({ state: 'visible', timeout: 20000 });
      const frame = Number(await pane.getAttribute('data-frame-number'));
      const detail = await t.apiJson(`conversations/${id}/packets/${frame}/detail`);
      const top = await pane.locator('[data-testid="protocol-tree"] > [data-testid="tree-node"] > .tree-line [data-testid="tree-label"]').allTextContents();
      const expected = detail.tree.filter((n) => !n.hidden).map((n) => n.label);
      t.assert(top.join('|') === expected.join('|'), `top-level lines ${top.join(' | ')}, the API's ${expected.join(' | ')}`);
      const http = pane.locator('[data-testid="protocol-tree"] > [data-testid="tree-node"][data-field="http"]');
      await http.locator(':scope > .tree-line [data-testid="tree-toggle"]').click();
      const find = (nodes, name) => {
        for (const n of nodes) {
          if (n.name === name) return n;
          const inner = find(n.children, name);
          if (inner) return inner;
        }
        return null;
      };
      const hostField = find(detail.tree, 'http.host');
      t.assert(hostField, 'the API gives the request an http.host field');
      const hostLine = http.locator('[data-testid="tree-node"][data-field="http.host"] > .tree-line [data-testid="tree-label"]');
      t.assert((await hostLine.textContent()) === hostField.label, `Host line ${await hostLine.textContent()}`);
      // the request line opens to its method, URI and version
      const requestLine = http.locator(':scope > ul > [data-testid="tree-node"]').first();
      await requestLine.locator(':scope > .tree-line [data-testid="tree-toggle"]').click();
      const method = find(detail.tree, 'http.request.method');
      const methodLine = requestLine.locator('[data-testid="tree-node"][data-field="http.request.method"] [data-testid="tree-label"]');
      t.assert((await methodLine.textContent()) === method.label && method.value === 'GET', `method line ${await methodLine.textContent()}`);
      // selecting the Host line marks exactly its bytes of the frame
      await hostLine.click();
      const marked = (await pane.locator('[data-testid="frame-bytes"] .hex-bytes [data-marked="true"]').allTextContents()).join('');
      const frameHex = detail.sources[hostField.source].hex;
      const want = frameHex.slice(2 * hostField.position, 2 * (hostField.position + hostField.length));
      t.assert(marked === want, `marked bytes ${marked}, the field's ${want}`);
      const all = await pane.getByTestId('frame-bytes').getAttribute('data-bytes');
      t.assert(Number(all) === detail.sources[0].length, `bytes pane shows ${all} bytes of ${detail.sources[0].length}`);
      return `frame ${frame}: ${hostField.label.trim()}, ${hostField.length} bytes marked`;
    },
  },
  {
    name: 'DB-IP, RouteViews and NRO attributions in the footer',
    async run(t) {
      const link = t.page.getByTestId('dbip-attribution');
      t.assert((await link.textContent()).trim() === 'IP Geolocation by DB-IP', 'attribution text');
      t.assert((await link.getAttribute('href')) === 'https://db-ip.com', 'attribution link');
      const asn = t.page.getByTestId('asn-attribution');
      t.assert((await asn.textContent()).trim() === 'ASN data by RouteViews and the NRO', 'ASN attribution text');
      const hrefs = await asn.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      t.assert(hrefs.join(' ') === 'https://www.routeviews.org/ https://www.nro.net/', `ASN attribution links: ${hrefs}`);
    },
  },
  {
    name: 'session reconstruction viewer',
    async run(t) {
      await t.openExplorer('?size=100&sort=packetCount:desc');
      const rows = t.page.getByTestId('conversation-row');
      let row = rows.first();
      const n = await rows.count();
      for (let i = 0; i < n; i++) {
        const transport = await t.apiJson(`conversations/${await rows.nth(i).getAttribute('data-conversation-id')}`);
        if (transport.transport === 'TCP' || transport.transport === 'UDP') {
          row = rows.nth(i);
          break;
        }
      }
      const id = await row.getAttribute('data-conversation-id');
      const res = await t.api(`conversations/${id}/session`, 60_000);
      t.assert(res.status() === 200, `session answered ${res.status()}`);
      const session = await res.json();
      await row.getByTestId('row-session').click();
      const viewer = t.page.getByTestId('session-viewer');
      await viewer.waitFor({ state: 'visible' });
      // the body waits for a real tshark follow pass, which a busy machine can stretch well past a click's wait;
      // an error the viewer shows instead fails the step with its own words
      await viewer.locator('[data-testid="session-body"], [data-testid="session-error"]').first().waitFor({ state: 'visible', timeout: 60_000 });
      const refused = viewer.getByTestId('session-error');
      t.assert((await refused.count()) === 0, `the viewer showed an error: ${await refused.first().textContent().catch(() => '')}`);
      const chunks = session.chunks ?? [];
      if ((await viewer.getByTestId('session-view-text').count()) > 0) await viewer.getByTestId('session-view-text').click();
      const shown = viewer.getByTestId('session-chunk');
      t.assert((await shown.count()) === chunks.length, `${await shown.count()} chunks shown, ${chunks.length} sent`);
      const gaps = session.gaps ?? [];
      t.assert((await viewer.getByTestId('session-gap').count()) === gaps.length, `${await viewer.getByTestId('session-gap').count()} gap markers, ${gaps.length} gaps sent`);
      if (chunks.length > 0) {
        t.assert((await shown.first().getAttribute('data-direction')) === chunks[0].direction, 'first chunk direction');
        t.assert((await shown.first().textContent()) === chunks[0].text, 'first chunk text is the bytes as text');
        const frames = viewer.getByTestId('chunk-frames');
        t.assert((await frames.first().getAttribute('data-frames')) === chunks[0].frames.join(','), 'the first chunk names the frames the API gives');
        t.assert((await frames.first().textContent()).includes(String(chunks[0].frames[0])), 'the first chunk\'s frame numbers are shown');
        await viewer.getByTestId('session-view-hex').click();
        t.assert((await shown.first().textContent()) === hexDump(chunks[0].hex, chunks[0].offset), 'hex view of the first chunk: offsets, bytes, ASCII');
        // one side at a time, and its raw bytes as sent
        for (const [name, direction] of [['client', 'CLIENT_TO_SERVER'], ['server', 'SERVER_TO_CLIENT']]) {
          await viewer.getByTestId(`session-side-${name}`).click();
          const own = chunks.filter((c) => c.direction === direction);
          t.assert((await shown.count()) === own.length, `${name} only: ${await shown.count()} chunks shown, ${own.length} sent`);
          const directions = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-direction')));
          t.assert(directions.every((d) => d === direction), `${name} only shows ${directions}`);
          if (own.length > 0) {
            const bytes = await t.download(() => viewer.getByTestId('session-download').click());
            t.assert(bytes.equals(Buffer.from(own.map((c) => c.hex).join(''), 'hex')), `${name} stream download: ${bytes.length} bytes`);
          }
        }
        await viewer.getByTestId('session-side-both').click();
        t.assert((await shown.count()) === chunks.length, 'both sides again');
      }
      const http = session.http ?? [];
      if (http.length > 0) {
        await viewer.getByTestId('session-view-http').click();
        const lines = await viewer.getByTestId('http-start-line').allTextContents();
        t.assert(JSON.stringify(lines) === JSON.stringify(http.map((m) => m.startLine)), 'HTTP start lines');
      }
      if (session.truncated) await viewer.getByTestId('session-truncated').waitFor({ state: 'visible' });
      await viewer.getByTestId('modal-close').click();
      return `conversation ${id}: ${chunks.length} chunks, ${gaps.length} gaps, ${http.length} HTTP messages`;
    },
  },
  {
    name: 'host popup',
    async run(t) {
      await t.openExplorer('?size=100');
      const row = t.page.getByTestId('conversation-row').first();
      const id = await row.getAttribute('data-conversation-id');
      const conv = await t.apiJson(`conversations/${id}`);
      const res = await t.api(`conversations/${id}/hosts/${encodeURIComponent(conv.srcIp)}`);
      t.assert(res.status() === 200, `hosts answered ${res.status()}`);
      const host = await res.json();
      await row.click();
      const panel = t.page.getByTestId('detail-panel');
      await panel.getByTestId('detail-fields').waitFor({ state: 'visible' });
      const opener = panel.locator('[data-testid="detail-source-device"], [data-testid="detail-source-host"]').first();
      await opener.click();
      const popup = t.page.getByTestId('host-popup');
      await popup.waitFor({ state: 'visible' });
      await popup.getByTestId('host-role').waitFor({ state: 'visible' });
      t.assert((await popup.getByTestId('host-role').textContent()).trim() === (host.roleLabel ?? host.role), 'role label');
      if (host.device) {
        t.assert(Number(await popup.getByTestId('host-confidence').getAttribute('aria-valuenow')) === Math.round(host.device.confidence ?? 0), 'confidence bar');
        t.assert((await popup.getByTestId('host-signal').count()) === (host.device.signals ?? []).length, 'signal bullets');
        if (host.device.type) {
          // a weak verdict reads as a guess: "X?" below 40 % confidence, "probably X" below 70 %
          const c = host.device.confidence;
          const type = host.device.type;
          const expected = c == null || type === 'Unknown' || c >= 70 ? type : c < 40 ? `${type}?` : `probably ${type}`;
          const badge = await popup.getByTestId('device-badge').textContent();
          t.assert(badge === expected, `device badge "${badge}", expected "${expected}" (${c} %)`);
        }
      }
      const hostPage = await popup.getByTestId('host-page-link').getAttribute('href');
      t.assert(hostPage === `/files/${encodeURIComponent(conv.fileId)}/hosts/${encodeURIComponent(conv.srcIp)}`, `host page link ${hostPage}`);
      await popup.getByTestId('modal-close').click();
      await panel.getByTestId('detail-close').click();
      return `${conv.srcIp}: ${host.roleLabel ?? host.role}${host.device ? `, ${host.device.type} ${host.device.confidence}%` : ''}`;
    },
  },
  {
    name: 'extracted files of a conversation',
    async run(t) {
      const res = await t.api(`files/${t.fileId}/extracted`);
      t.assert(res.status() === 200, `extracted answered ${res.status()}`);
      const items = (await res.json()).items ?? [];
      if (items.length === 0) t.skip('no file was extracted from this capture');
      const conversationId = String(items[0].conversationId);
      const ofConversation = items.filter((f) => String(f.conversationId) === conversationId);
      await t.openExplorer('?size=100');
      await t.page.locator(`[data-testid="conversation-row"][data-conversation-id="${conversationId}"]`).click();
      const panel = t.page.getByTestId('detail-panel');
      const button = panel.getByTestId('extracted-button');
      await button.waitFor({ state: 'visible' });
      t.assert(Number(await button.getAttribute('data-count')) === ofConversation.length, `button count ${await button.getAttribute('data-count')}, ${ofConversation.length} files`);
      await button.click();
      const list = t.page.getByTestId('extracted-files');
      await list.getByTestId('extracted-row').first().waitFor({ state: 'visible' });
      t.assert((await list.getByTestId('extracted-row').count()) === ofConversation.length, 'one row per extracted file');
      const first = ofConversation[0];
      const link = list.locator(`[data-testid="extracted-row"][data-extracted-id="${first.id}"]`).getByTestId('extracted-download');
      const bytes = await t.download(() => link.click());
      t.assert(bytes.length === first.size, `downloaded ${bytes.length} bytes, listed ${first.size}`);
      if (first.sha256) t.assert(crypto.createHash('sha256').update(bytes).digest('hex') === first.sha256, 'SHA-256 of the download');
      await list.getByTestId('modal-close').click();
      return `conversation ${conversationId}: ${ofConversation.length} files, ${first.name} verified`;
    },
  },
  {
    name: 'bulk PCAP export of ticked rows',
    async run(t) {
      await t.openExplorer('?size=100&sort=id:asc');
      const rows = t.page.getByTestId('conversation-row');
      const ids = [await rows.nth(0).getAttribute('data-conversation-id')];
      if ((await rows.count()) > 1) ids.push(await rows.nth(1).getAttribute('data-conversation-id'));
      const res = await t.api(`files/${t.fileId}/conversations.pcap?ids=${ids.join(',')}`);
      t.assert(res.status() === 200, `conversations.pcap answered ${res.status()}`);
      const flows = (await t.apiJson(`files/${t.fileId}/flows?size=100`)).items;
      const ofFlows = (rowIds) => flows.filter((f) => f.conversationIds.some((c) => rowIds.includes(String(c))))
        .reduce((n, f) => n + f.packetCount, 0);
      let expected = 0;
      for (let i = 0; i < ids.length; i++) {
        await rows.nth(i).getByTestId('row-check').check();
        expected += Number((await rows.nth(i).getByTestId('cell-packetCount').textContent()).replace(/,/g, ''));
      }
      const toggle = t.page.getByTestId('bulk-whole-connections');
      t.assert(await toggle.isChecked(), '"Whole connections" is on by default');
      const widened = countFrames(await t.download(() => t.page.getByTestId('bulk-pcap').click()));
      t.assert(widened === ofFlows(ids), `${widened} frames for the connections of ${ids.join(',')}, expected ${ofFlows(ids)}`);
      await toggle.uncheck();
      const frames = countFrames(await t.download(() => t.page.getByTestId('bulk-pcap').click()));
      t.assert(frames === expected, `${frames} frames for conversations ${ids.join(',')}, expected ${expected}`);

      // "select all matching": every row of the current filters, whatever page is shown
      await t.page.getByTestId('clear-selection').click();
      await t.openExplorer('?size=10');
      const pill = t.page.getByTestId('pills-protocol').getByTestId('pill').first();
      const protocol = await pill.getAttribute('data-value');
      await t.listUpdate(() => pill.click());
      await t.page.getByTestId('select-all-matching').click();
      const matching = await t.apiJson(`files/${t.fileId}/conversations?size=100&protocol=${encodeURIComponent(protocol)}`);
      await t.page.getByTestId('bulk-whole-connections').setChecked(false);
      const all = countFrames(await t.download(() => t.page.getByTestId('bulk-pcap').click()));
      const sum = matching.items.reduce((n, c) => n + c.packetCount, 0);
      t.assert(all === sum, `all ${matching.total} ${protocol} conversations: ${all} frames, expected ${sum}`);
      await t.page.getByTestId('bulk-whole-connections').setChecked(true);
      const allWhole = countFrames(await t.download(() => t.page.getByTestId('bulk-pcap').click()));
      const connections = ofFlows(matching.items.map((c) => String(c.id)));
      t.assert(allWhole === connections, `the connections of all ${protocol} rows: ${allWhole} frames, expected ${connections}`);
      return `${ids.length} ticked conversations, ${frames} frames (${widened} with their connections); all ${matching.total}`
        + ` ${protocol} rows, ${all} frames (${allWhole} with their connections)`;
    },
  },
  {
    name: 'Conversations | Flows switch: same filters, one row per connection, a flow opens its rows',
    async run(t) {
      const { page } = t;
      await t.openExplorer('?size=10');
      const httpPill = () => page.getByTestId('pills-protocol').locator('[data-testid="pill"][data-value="HTTP"]');
      const pill = httpPill();
      if ((await pill.count()) === 0) t.skip('no HTTP rows');
      await t.listUpdate(() => pill.click());
      const rowsTotal = await t.total();

      // the switch keeps the filter and shows the flows the API lists under it
      const flowsAnswer = page.waitForResponse((r) => /\/flows\?/.test(r.url()) && r.request().method() === 'GET');
      const facetsAnswer = page.waitForResponse((r) => /\/flows\/facets/.test(r.url()) && r.request().method() === 'GET');
      await page.getByTestId('view-flows').click();
      await Promise.all([flowsAnswer, facetsAnswer]);
      await page.getByTestId('flows-table').waitFor({ state: 'visible' });
      const url = new URL(page.url());
      t.assert(url.searchParams.get('view') === 'flows' && url.searchParams.get('protocol') === 'HTTP', `URL: ${page.url()}`);
      t.assert((await page.getByTestId('view-flows').getAttribute('aria-pressed')) === 'true', 'the Flows button shows as pressed');
      const api = await t.apiJson(`files/${t.fileId}/flows?size=100&protocol=HTTP`);
      const shown = Number(await page.getByTestId('page-info').getAttribute('data-total'));
      t.assert(shown === api.total, `the pager says ${shown} flows, the API ${api.total}`);
      t.assert(api.total <= rowsTotal, `${api.total} flows of ${rowsTotal} HTTP rows`);
      // the pills count flows once the flow facets are shown
      const counted = (n) => document.querySelector('[data-testid="pills-protocol"] [data-value="HTTP"]')?.getAttribute('data-count') === String(n);
      await page.waitForFunction(counted, api.total, { timeout: 10_000 }).catch(() => {});
      const pillCount = Number(await httpPill().getAttribute('data-count'));
      t.assert(pillCount === api.total, `the HTTP pill counts ${pillCount} flows, the API lists ${api.total}`);

      // a flow lists its rows with their labels and packets; a row opens the conversation's detail panel
      const first = api.items[0];
      await page.getByTestId('flow-row-summary').first().click();
      const detail = page.getByTestId('flow-detail');
      await detail.waitFor({ state: 'visible' });
      const rows = await detail.getByTestId('flow-row').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-conversation-id')));
      t.assert(rows.join(',') === first.labels.map((l) => String(l.conversationId)).join(','), `flow ${first.id} rows ${rows.join(',')}`);
      const opened = first.labels[first.labels.length - 1].conversationId;
      await detail.getByTestId('flow-row').last().getByTestId('flow-row-open').click();
      await page.locator(`[data-testid="detail-panel"][data-conversation-id="${opened}"]`).waitFor({ state: 'visible' });
      await page.getByTestId('detail-close').click();

      const csv = (await t.download(() => page.getByTestId('export-flows-csv').click())).toString('utf8');
      const lines = csv.split('\r\n').filter((l) => l !== '');
      t.assert(lines.length - 1 === api.total, `flow CSV has ${lines.length - 1} lines, the view ${api.total} flows`);

      // tick boxes, export and the column picker, as the conversation view has
      await page.getByTestId('flow-check').first().check();
      t.assert((await page.getByTestId('flow-selection-count').textContent()) === '1 flow selected', 'one flow ticked');
      const ids = await page.locator('[data-testid="flow-export-bar"] form input[name="ids"]').inputValue();
      t.assert(ids === first.conversationIds.join(','), `the PCAP export names the flow's rows ${first.conversationIds.join(',')}: ${ids}`);
      const tickedCsv = (await t.download(() => page.getByTestId('export-flows-csv').click())).toString('utf8').split('\r\n').filter((l) => l !== '');
      t.assert(tickedCsv.length === 2 && tickedCsv[1].startsWith(`${first.id},`), `the ticked flow's CSV: ${tickedCsv.join(' / ')}`);
      const pcap = await t.download(() => page.getByTestId('flow-bulk-pcap').click());
      t.assert(pcap.length > 24, `the ticked flow's PCAP is ${pcap.length} bytes`);
      await page.getByTestId('flow-clear-selection').click();
      await page.getByTestId('flow-column-picker-toggle').click();
      await page.locator('[data-testid="flow-column-option"][data-column="duration"]').uncheck();
      await page.keyboard.press('Escape');
      t.assert((await page.locator('[data-testid="flows-table"] th[data-column="duration"]').count()) === 0, 'Duration hidden');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByTestId('flows-table').waitFor({ state: 'visible' });
      t.assert((await page.locator('[data-testid="flows-table"] th[data-column="duration"]').count()) === 0, 'Duration stays hidden after a reload');
      await page.getByTestId('flow-column-picker-toggle').click();
      await page.locator('[data-testid="flow-column-option"][data-column="duration"]').check();
      await page.keyboard.press('Escape');

      // and back: the rows again, the filter still set
      await t.listUpdate(() => page.getByTestId('view-conversations').click());
      t.assert(new URL(page.url()).searchParams.get('view') === null, `URL: ${page.url()}`);
      t.assert((await t.total()) === rowsTotal, `back to ${await t.total()} rows, were ${rowsTotal}`);
      return `${rowsTotal} HTTP rows, ${api.total} flows; flow ${first.id}: ${first.labels.map((l) => `${l.protocol} ${l.packets}`).join(', ')}`;
    },
  },
  {
    name: 'capture text is never markup',
    async run(t) {
      // Info, user agents, names and session text are rendered as text: nothing from the capture becomes an element
      const injected = await t.page.locator('#root').evaluate((root) => root.querySelectorAll('script, img, iframe, object, embed, [onerror], [onload]').length);
      t.assert(injected === 0, `${injected} markup elements inside the app`);
    },
  },
  {
    name: 'the capture-wide extracted files page: search by name, type, size and SHA-256, the conversation link',
    async run(t) {
      const all = await t.apiJson(`files/${t.fileId}/extracted`);
      if (all.total === 0) t.skip('no file was extracted from this capture');
      await t.openExplorer('');
      await t.page.getByTestId('tab-extracted').click();
      await t.page.waitForURL((u) => u.pathname.endsWith('/extracted'));
      const rows = t.page.getByTestId('capture-extracted-row');
      const summary = t.page.getByTestId('extracted-summary');
      await rows.first().waitFor({ state: 'visible' });
      t.assert(Number(await summary.getAttribute('data-total')) === all.total, `summary ${await summary.getAttribute('data-total')}, API ${all.total}`);
      t.assert((await rows.count()) === Math.min(all.total, 50), `${await rows.count()} rows for ${all.total} files`);
      /** Types a filter, waits for the list the API answers for it, and compares the rows with the API's. */
      const narrowed = async (testId, value, query) => {
        const answered = t.page.waitForResponse((r) => /\/extracted\?/.test(r.url()) && r.url().includes(query.split('=')[0]));
        await t.page.getByTestId(testId).fill(value);
        await answered;
        const expected = await t.apiJson(`files/${t.fileId}/extracted?${query}`);
        const ids = expected.items.slice(0, 50).map((f) => String(f.id));
        await t.page
          .waitForFunction(
            ([n, want]) =>
              Number(document.querySelector('[data-testid="extracted-summary"]')?.getAttribute('data-total')) === n &&
              JSON.stringify([...document.querySelectorAll('[data-testid="capture-extracted-row"]')].map((tr) => tr.getAttribute('data-extracted-id'))) === want,
            [expected.total, JSON.stringify(ids)],
            { timeout: 5_000 },
          )
          .catch(async () => t.fail(`${query}: rows ${await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-extracted-id')))} vs API ${ids}`));
        return expected;
      };
      const sample = all.items[Math.min(all.items.length, 50) - 1];
      const part = sample.name.slice(Math.max(0, sample.name.length - 6)).toUpperCase();
      const byName = await narrowed('extracted-name', part, `name=${encodeURIComponent(part)}`);
      t.assert(byName.items.every((f) => f.name.toUpperCase().includes(part)), 'every file shown has the name part');
      t.assert(new URL(t.page.url()).searchParams.get('name') === part, 'the name search is in the URL');
      await t.page.getByTestId('extracted-clear').click();
      await t.page.waitForFunction((n) => Number(document.querySelector('[data-testid="extracted-summary"]')?.getAttribute('data-total')) === n, all.total);
      const bySha = await narrowed('extracted-sha256', sample.sha256.slice(0, 16), `sha256=${sample.sha256.slice(0, 16)}`);
      t.assert(bySha.items.some((f) => f.id === sample.id), 'the hash finds its file');
      await t.page.getByTestId('extracted-clear').click();
      const bySize = await narrowed('extracted-min-size', String(sample.size), `minSize=${sample.size}`);
      t.assert(bySize.items.every((f) => f.size >= sample.size), 'no smaller file');
      await t.page.getByTestId('extracted-clear').click();
      if (sample.fileType) {
        const answered = t.page.waitForResponse((r) => /\/extracted\?.*type=/.test(r.url()));
        await t.page.getByTestId('extracted-type').selectOption(sample.fileType);
        await answered;
        const byType = await t.apiJson(`files/${t.fileId}/extracted?type=${sample.fileType}`);
        await t.page.waitForFunction((n) => Number(document.querySelector('[data-testid="extracted-summary"]')?.getAttribute('data-total')) === n, byType.total);
        t.assert(byType.items.every((f) => f.fileType === sample.fileType), 'one type');
        await t.page.getByTestId('extracted-clear').click();
      }
      // the conversation it came from opens with its detail
      const row = t.page.locator(`[data-testid="capture-extracted-row"][data-extracted-id="${sample.id}"]`);
      await row.waitFor({ state: 'visible' });
      const zips = await t.page.getByTestId('capture-extracted-zip').count();
      t.assert(zips === all.items.slice(0, 50).filter((f) => f.executableOrArchive).length, `${zips} zip links`);
      if (sample.conversationId != null) {
        await row.getByTestId('capture-extracted-conversation').click();
        await t.page.locator(`[data-testid="detail-panel"][data-conversation-id="${sample.conversationId}"]`).waitFor({ state: 'visible' });
      }
      return `${all.total} files; "${part}" → ${byName.total}, sha256 → ${bySha.total}, ≥ ${sample.size} B → ${bySize.total}; ${zips} zip links`;
    },
  },
  {
    name: "the Findings tab: the capture's findings and each detector's run as the API lists them, a finding's conversations in the explorer",
    async run(t) {
      const fileId = t.findingsFileId;
      const api = await t.apiJson(`files/${fileId}/findings?size=50`);
      if (fileId === t.fileId) {
        await t.openExplorer('');
        await t.page.getByTestId('tab-findings').click();
      } else {
        await t.page.goto(new URL(`/files/${encodeURIComponent(fileId)}/findings`, t.page.url()).href, { waitUntil: 'domcontentloaded' });
      }
      await t.page.waitForURL((u) => u.pathname.endsWith('/findings'));
      const summary = t.page.getByTestId('findings-summary');
      await summary.waitFor({ state: 'visible' });
      t.assert(Number(await summary.getAttribute('data-total')) === api.total, `summary ${await summary.getAttribute('data-total')}, API ${api.total}`);
      const runs = await t.page.getByTestId('detector-run').evaluateAll((els) => els.map((e) => `${e.dataset.detector}:${e.dataset.status}`));
      const wanted = api.detectors.map((r) => `${r.detector}:${r.status}`);
      t.assert(JSON.stringify(runs) === JSON.stringify(wanted), `runs ${runs} vs API ${wanted}`);
      const shown = await t.page.getByTestId('finding-row').evaluateAll((els) => els.map((e) => e.dataset.findingId));
      const listed = api.items.map((f) => f.findingId);
      t.assert(JSON.stringify([...shown].sort()) === JSON.stringify([...listed].sort()), `findings ${shown} vs API ${listed}`);
      // grouped by severity, the most severe first
      const order = ['critical', 'high', 'medium', 'low', 'info'];
      const groups = await t.page.getByTestId('finding-group').evaluateAll((els) => els.map((e) => e.dataset.severity));
      t.assert(groups.every((g, i) => i === 0 || order.indexOf(groups[i - 1]) < order.indexOf(g)), `groups in the order ${groups}`);
      if (api.total === 0) return `no findings; ${runs.join(', ')}`;
      const first = t.page.getByTestId('finding-row').first();
      const id = await first.getAttribute('data-finding-id');
      const finding = api.items.find((f) => f.findingId === id);
      // its details: the detector and how many conversations prove it, as the finding's own address says
      const detail = await t.apiJson(`findings/${id}?size=10`);
      await first.getByTestId('finding-toggle').click();
      const panel = first.getByTestId('finding-detail');
      await panel.waitFor({ state: 'visible' });
      const evidence = detail.conversationIds.total;
      t.assert((await panel.getByTestId('finding-detector').textContent()).includes(finding.detector), `detector ${await panel.getByTestId('finding-detector').textContent()}`);
      t.assert((await panel.getByTestId('finding-conversation-count').textContent()).includes(String(evidence)), `count ${await panel.getByTestId('finding-conversation-count').textContent()}, API ${evidence}`);
      t.assert((await panel.getByTestId('finding-q').textContent()).trim() === finding.q.trim(), 'the hunt expression');
      await first.getByTestId('finding-conversations').click();
      await t.page.waitForURL((u) => !u.pathname.endsWith('/findings') && u.searchParams.has('q'));
      t.assert(new URL(t.page.url()).searchParams.get('q') === finding.q.trim(), `explorer opened with q ${new URL(t.page.url()).searchParams.get('q')}, the finding's is ${finding.q}`);
      await t.waitForList();
      const rows = await t.total();
      // the explorer shows what the finding's q selects over the API, and that holds every conversation proving it
      const selected = await t.apiJson(`files/${finding.fileId}/conversations?size=10&q=${encodeURIComponent(finding.q.trim())}`);
      t.assert(rows === selected.total, `the explorer shows ${rows} rows, the API selects ${selected.total} with the finding's q`);
      t.assert(rows >= evidence, `the explorer shows ${rows} rows, the finding has ${evidence} conversations`);
      return `${api.total} findings in ${groups.length} severities; ${finding.kind}: ${evidence} conversations in the explorer; ${runs.join(', ')}`;
    },
  },
  {
    name: "a scan finding's details: the target grid holds each port or host of its evidence conversations, answered as their rows say",
    async run(t) {
      const fileId = t.findingsFileId;
      const scans = [];
      for (const kind of ['vertical_scan', 'horizontal_scan']) scans.push(...(await t.apiJson(`files/${fileId}/findings?kind=${kind}&size=10`)).items);
      if (scans.length === 0) t.skip('the capture has no scan finding');
      const finding = scans[0];
      // the oracle, over the API: the evidence ids, and the rows the finding's q selects kept to those ids (both at
      // most 1000, as the chart reads them)
      const detail = await t.apiJson(`findings/${finding.findingId}?size=1000`);
      const ids = new Set(detail.conversationIds.items.map(Number));
      const rows = [];
      for (let p = 1; p <= 10; p++) {
        const body = await t.apiJson(`files/${fileId}/conversations?size=100&page=${p}&q=${encodeURIComponent(finding.q.trim())}`);
        rows.push(...body.items.filter((c) => ids.has(Number(c.id))));
        if (p >= body.totalPages) break;
      }
      const capped = rows.length < detail.conversationIds.total;
      if (!capped) t.assert(rows.length === detail.conversationIds.total, `${rows.length} rows of ${detail.conversationIds.total} evidence conversations`);
      const target = finding.kind === 'vertical_scan' ? (c) => c.dstPort : (c) => c.dstIp;
      const targets = new Set(rows.map(target).filter((v) => v != null).map(String));
      // a destination answered when it sent two packets or more (docs/findings.md)
      const answered = new Set(rows.filter((c) => c.dstPackets >= 2).map(target).filter((v) => v != null).map(String));
      await t.page.goto(new URL(`/files/${encodeURIComponent(fileId)}/findings?kind=${finding.kind}`, t.page.url()).href, { waitUntil: 'domcontentloaded' });
      const row = t.page.locator(`[data-testid="finding-row"][data-finding-id="${finding.findingId}"]`);
      await row.waitFor({ state: 'visible' });
      await row.getByTestId('finding-toggle').click();
      const grid = row.getByTestId('scan-grid');
      await grid.waitFor({ state: 'visible' });
      const cells = await grid.getByTestId('scan-target').evaluateAll((els) => els.map((e) => ({ target: e.dataset.target, answered: e.dataset.answered === 'true' })));
      t.assert(cells.length === targets.size, `the grid shows ${cells.length} targets, the evidence conversations' distinct ${finding.kind === 'vertical_scan' ? 'ports' : 'hosts'} are ${targets.size}`);
      t.assert(JSON.stringify(cells.map((c) => c.target).sort()) === JSON.stringify([...targets].sort()), `grid ${cells.map((c) => c.target)} vs API ${[...targets]}`);
      const shownAnswered = cells.filter((c) => c.answered).map((c) => c.target).sort();
      t.assert(JSON.stringify(shownAnswered) === JSON.stringify([...answered].sort()), `answered: grid ${shownAnswered}, API rows ${[...answered]}`);
      t.assert(Number(await grid.getAttribute('data-targets')) === targets.size, 'the caption counts the cells');
      t.assert((await row.getByTestId('evidence-capped').count()) === (capped ? 1 : 0), `the chart ${capped ? 'does not say' : 'says'} it is capped`);
      return `${finding.kind}: ${targets.size} targets (${answered.size} answered) from ${rows.length} evidence conversations${capped ? ', capped' : ''}`;
    },
  },
  {
    name: "a beaconing finding's details: the gaps histogram counts the gaps between the starts of its evidence connections",
    async run(t) {
      const found = await t.apiJson('findings?kind=beaconing&size=10');
      if (found.total === 0) t.skip('no capture has a beaconing finding');
      const finding = found.items[0];
      // the oracle, over the API: the evidence rows, each connection (transport, addresses, ports) once at its
      // earliest start, as the detector counts them
      const detail = await t.apiJson(`findings/${finding.findingId}?size=1000`);
      const ids = new Set(detail.conversationIds.items.map(Number));
      const starts = new Map();
      let rows = 0;
      for (let p = 1; p <= 10; p++) {
        const body = await t.apiJson(`files/${finding.fileId}/conversations?size=100&page=${p}&q=${encodeURIComponent(finding.q.trim())}`);
        for (const c of body.items.filter((c) => ids.has(Number(c.id)))) {
          rows++;
          const key = [c.transport ?? c.protocol, c.srcIp, c.srcPort ?? 0, c.dstIp, c.dstPort ?? 0].join(' ');
          const at = Date.parse(c.startTime);
          starts.set(key, Math.min(starts.get(key) ?? Infinity, at));
        }
        if (p >= body.totalPages) break;
      }
      t.assert(rows === detail.conversationIds.total, `${rows} rows of ${detail.conversationIds.total} evidence conversations`);
      const said = /opened (\d+) connections/.exec(finding.explanation);
      t.assert(said && Number(said[1]) === starts.size, `the API's rows hold ${starts.size} connections, the finding says "${said?.[0]}"`);
      await t.page.goto(new URL(`/files/${encodeURIComponent(finding.fileId)}/findings?kind=beaconing`, t.page.url()).href, { waitUntil: 'domcontentloaded' });
      const row = t.page.locator(`[data-testid="finding-row"][data-finding-id="${finding.findingId}"]`);
      await row.waitFor({ state: 'visible' });
      await row.getByTestId('finding-toggle').click();
      const chart = row.getByTestId('interval-chart');
      await chart.waitFor({ state: 'visible' });
      const gaps = Number(await chart.getAttribute('data-gaps'));
      t.assert(gaps === starts.size - 1, `the chart draws ${gaps} gaps, ${starts.size} connections have ${starts.size - 1}`);
      const binned = (await chart.getByTestId('interval-bin').evaluateAll((els) => els.map((e) => Number(e.dataset.count)))).reduce((a, b) => a + b, 0);
      t.assert(binned === gaps, `the bins hold ${binned} gaps of ${gaps}`);
      t.assert((await row.getByTestId('evidence-capped').count()) === 0, 'the chart says it is capped');
      return `${starts.size} connections from ${rows} rows, ${gaps} gaps binned`;
    },
  },
  {
    name: "the file list's findings badge: the capture's count as the findings API totals it, coloured by its most severe, opening its Findings tab",
    async run(t) {
      const fileId = t.findingsFileId;
      const record = await t.apiJson(`files/${fileId}`);
      const list = await t.apiJson(`files/${fileId}/findings?size=10`);
      t.assert(record.findings?.total === list.total, `the file record counts ${record.findings?.total}, the findings list ${list.total}`);
      await t.page.goto(new URL(`/?name=${encodeURIComponent(record.name)}`, t.page.url()).href, { waitUntil: 'domcontentloaded' });
      const row = t.page.locator(`[data-testid="file-row"][data-file-id="${fileId}"]`);
      await row.waitFor({ state: 'visible' });
      const badge = row.getByTestId('file-findings');
      if (list.total === 0) {
        t.assert((await badge.count()) === 0, 'no badge for a capture without findings');
        return 'no findings, no badge';
      }
      t.assert(Number(await badge.getAttribute('data-total')) === list.total, `badge ${await badge.getAttribute('data-total')}, API ${list.total}`);
      t.assert((await badge.textContent()).trim() === list.total.toLocaleString('en-US'), `badge reads ${await badge.textContent()}`);
      // the list's default order is most severe first
      t.assert((await badge.getAttribute('data-severity')) === list.items[0].severity, `badge ${await badge.getAttribute('data-severity')}, most severe ${list.items[0].severity}`);
      let other = '';
      if (t.fileId !== fileId) {
        const uploaded = await t.apiJson(`files/${t.fileId}`);
        const theirs = await t.apiJson(`files/${t.fileId}/findings?size=10`);
        await t.page.goto(new URL(`/?name=${encodeURIComponent(uploaded.name)}`, t.page.url()).href, { waitUntil: 'domcontentloaded' });
        const mine = t.page.locator(`[data-testid="file-row"][data-file-id="${t.fileId}"]`);
        await mine.waitFor({ state: 'visible' });
        const shown = (await mine.getByTestId('file-findings').count()) === 0 ? 0 : Number(await mine.getByTestId('file-findings').getAttribute('data-total'));
        t.assert(shown === theirs.total, `${uploaded.name}: badge ${shown}, API ${theirs.total}`);
        other = `; ${uploaded.name}: ${shown}`;
        await t.page.goto(new URL(`/?name=${encodeURIComponent(record.name)}`, t.page.url()).href, { waitUntil: 'domcontentloaded' });
        await row.waitFor({ state: 'visible' });
      }
      await badge.click();
      await t.page.waitForURL((u) => u.pathname === `/files/${fileId}/findings`);
      return `${record.name}: ${list.total} findings, ${list.items[0].severity}${other}`;
    },
  },
  {
    name: 'hunt: the query bar completes a field and a value, runs q, a bad q is shown at its position, a pill writes the query, "where else" opens the Hunt page with the captures holding the value',
    async run(t) {
      // the oracle: every row of a capture, unfiltered, a page at a time
      const everyRow = async (fileId) => {
        const all = [];
        for (let p = 1; ; p++) {
          const body = await t.apiJson(`files/${fileId}/conversations?size=100&page=${p}`);
          all.push(...body.items);
          if (p >= body.totalPages) break;
        }
        return all;
      };
      const rows = await everyRow(t.fileId);
      const port = rows.find((c) => c.dstPort != null)?.dstPort;
      if (port == null) t.skip('no conversation has ports');
      const withPort = rows.filter((c) => c.srcPort === port || c.dstPort === port);
      const expected = withPort.length;

      await t.openExplorer('?size=100');
      const input = t.page.getByTestId('query-input');
      await input.click();
      await input.pressSequentially('por');
      const completion = t.page.getByTestId('query-completion').filter({ has: t.page.locator('span.mono', { hasText: /^port$/ }) });
      await completion.waitFor({ state: 'visible' });
      await completion.dispatchEvent('mousedown');
      t.assert((await input.inputValue()).trim() === 'port', `the completion wrote the field: "${await input.inputValue()}"`);
      await input.press('End');
      await input.pressSequentially(` == ${port}`);
      t.assert((await t.page.getByTestId('query-highlight').textContent()).includes(`== ${port}`), 'the highlight follows the text');
      await t.listUpdate(() => input.press('Enter'));
      t.assert((await t.total()) === expected, `port == ${port}: ${await t.total()} rows, the unfiltered rows give ${expected}`);
      t.assert((new URL(t.page.url()).searchParams.get('q') ?? '').replace(/\s+/g, ' ') === `port == ${port}`, `the URL carries q: ${t.page.url()}`);

      // a value from the facets: after `protocol ==` the protocols of the rows shown are offered
      await input.click();
      await input.press('End');
      await input.pressSequentially(' && protocol == ');
      const offered = t.page.getByTestId('query-completion').first();
      await offered.waitFor({ state: 'visible' });
      const protocol = (await offered.locator('span.mono').textContent()).trim();
      t.assert(withPort.some((c) => c.protocol === protocol), `the value offered (${protocol}) is a protocol of the rows on port ${port}`);
      await offered.dispatchEvent('mousedown');
      // the field's completion leaves a space after it: spacing is no part of the query
      const typed = (await input.inputValue()).trim().replace(/\s+/g, ' ');
      t.assert(typed === `port == ${port} && protocol == "${protocol}"`, `the completion wrote the value quoted: "${typed}"`);
      await t.listUpdate(() => input.press('Enter'));
      const both = withPort.filter((c) => c.protocol.toLowerCase() === protocol.toLowerCase()).length;
      t.assert((await t.total()) === both, `${typed}: ${await t.total()} rows, the unfiltered rows give ${both}`);

      // a misspelt field: the error under the bar, marked where it starts, with the field meant
      // the list and its pills are both refused: the browser logs the two 400s it was meant to get
      const untolerate = t.tolerate((text, url) => / 400 /.test(text) && /[?&]q=[^&]*snii/.test(url ?? ''));
      let suggestions;
      let mark;
      try {
        await input.fill('port == 1 && snii contains "x"');
        const refused = t.page.waitForResponse((r) => /\/conversations\?/.test(r.url()) && r.status() === 400);
        await input.press('Enter');
        await refused;
        await t.page.getByTestId('query-error').waitFor({ state: 'visible' });
        // "port == 1 && " is 13 characters: the mark stands under the 14th, the unknown field's first
        mark = await t.page.getByTestId('query-caret-mark').textContent();
        t.assert(mark === 's', `the mark is on the field's first character: "${mark}"`);
        const errorText = await t.page.getByTestId('query-error').textContent();
        t.assert(errorText.includes('at 14'), `the error names its position: ${errorText}`);
        suggestions = await t.page.getByTestId('query-suggestion').allTextContents();
        t.assert(suggestions.some((s) => s.includes('sni')), `suggestions: ${suggestions.join('|')}`);
        await t.listUpdate(() => t.page.getByTestId('query-clear').click());
      } finally {
        untolerate();
      }

      // pills write the query: a pill's click adds its clause to the expression instead of setting the form filter
      const mode = t.page.getByTestId('pill-mode-query');
      const pill = t.page.getByTestId('pills-protocol').getByTestId('pill').first();
      await pill.waitFor({ state: 'visible' });
      const pillValue = await pill.getAttribute('data-value');
      const wasOn = await mode.isChecked();
      if (!wasOn) await mode.check();
      try {
        await t.listUpdate(() => pill.click());
        const q = new URL(t.page.url()).searchParams.get('q') ?? '';
        t.assert(q === `protocol == "${pillValue}"`, `the pill wrote its clause: ${q}`);
        t.assert((await input.inputValue()).trim() === q, `the query bar shows it: "${await input.inputValue()}"`);
        t.assert(!new URL(t.page.url()).searchParams.has('protocol'), 'no form filter was set');
        const byPill = rows.filter((c) => c.protocol.toLowerCase() === pillValue.toLowerCase()).length;
        t.assert((await t.total()) === byPill, `${q}: ${await t.total()} rows, the unfiltered rows give ${byPill}`);
        await t.listUpdate(() => t.page.getByTestId('query-clear').click());
      } finally {
        // the choice is remembered per browser: later steps find it as they left it
        if (!wasOn) await mode.uncheck();
      }

      // where else: the first row's source address over every capture
      const first = t.page.getByTestId('conversation-row').first();
      const firstId = await first.getAttribute('data-conversation-id');
      const ip = rows.find((c) => String(c.id) === firstId)?.srcIp;
      await first.getByTestId('row-menu').click();
      await t.page.locator('[data-testid="row-where-else"][data-field="ip"]').first().click();
      await t.page.getByTestId('hunt-page').waitFor({ state: 'visible' });
      await t.page.getByTestId('hunt-row').first().waitFor({ state: 'visible' });
      const q = new URL(t.page.url()).searchParams.get('q');
      t.assert(q === `ip == "${ip}"`, `the Hunt page asks for the address: ${q}`);
      t.assert((await t.page.getByTestId('hunt-scope').inputValue()) === '', 'the hunt is over every capture');
      const here = rows.filter((c) => c.srcIp === ip || c.dstIp === ip).length;
      // the oracle of the summary: every completed capture's unfiltered rows holding the address
      const holding = new Map();
      for (const f of (await t.apiJson('files?size=100')).items.filter((x) => x.status === 'COMPLETED')) {
        const n = (f.id === t.fileId ? rows : await everyRow(f.id)).filter((c) => c.srcIp === ip || c.dstIp === ip).length;
        if (n > 0) holding.set(f.id, { name: f.name, hits: n });
      }
      const hits = [...holding.values()].reduce((a, b) => a + b.hits, 0);
      t.assert(holding.get(t.fileId)?.hits === here, `this capture holds ${here} of the hits`);
      const total = Number(await t.page.getByTestId('hunt-page-info').getAttribute('data-total'));
      t.assert(total === hits, `the Hunt page counts ${total} hits, the captures' rows hold ${hits}`);
      const texts = await t.page.getByTestId('hunt-row').allTextContents();
      t.assert(texts.length > 0 && texts.every((r) => r.includes(ip)), 'every hit shown carries the address');
      // the summary counts every hit per capture, not the page's rows
      await t.page.waitForFunction((n) => document.querySelectorAll('[data-testid="hunt-capture"]').length === n, holding.size);
      const summary = await t.page.getByTestId('hunt-capture').evaluateAll((trs) => trs.map((tr) => ({
        id: tr.getAttribute('data-file-id'), hits: Number(tr.getAttribute('data-hits')), name: tr.querySelector('a')?.textContent ?? '',
      })));
      for (const c of summary) {
        const held = holding.get(c.id);
        t.assert(held && held.hits === c.hits && held.name === c.name, `the summary's ${c.name}: ${c.hits} hits, its rows hold ${held?.hits ?? 0}`);
      }
      t.assert(summary.every((c, i) => i === 0 || summary[i - 1].hits >= c.hits), 'most hits first');
      t.assert((await t.page.getByTestId('hunt-summary').textContent()).includes(`all ${hits.toLocaleString('en-US')} hit`), 'the heading says it covers every hit');
      return `port == ${port}: ${expected} rows; && protocol == "${protocol}" (offered): ${both}; error at 14 (${suggestions.join(', ')}); pill ${pillValue}; ip == ${ip}: ${total} hits in ${holding.size} captures, ${here} here`;
    },
  },
];

// Saved queries on the Hunt page (docs/hunt.md, Saved queries): the bar's expression saved under a name, loaded back
// from the menu with the same hits, a bad expression refused at its position as a bad query is, and deleted.
STEPS.push({
  name: 'saved queries: the hunt bar saves its expression, the menu loads it back and deletes it, a bad one is refused where it goes wrong',
  async run(t) {
    const some = await t.apiJson(`files/${t.fileId}/conversations?size=10`);
    const port = some.items.find((c) => c.dstPort != null)?.dstPort;
    if (port == null) t.skip('no conversation has ports');
    const expression = `port == ${port} && capture == ${t.fileId}`;
    const name = `e2e port ${port} ${Date.now()}`;
    const hits = (await t.apiJson(`conversations?q=${encodeURIComponent(expression)}&size=10`)).total;
    const shownTotal = (n) =>
      t.page.waitForFunction((want) => Number(document.querySelector('[data-testid="hunt-page-info"]')?.getAttribute('data-total')) === want, n, { timeout: 10_000 });
    const queriesCall = (method) => (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith('/api/v1/queries');

    await t.page.goto(new URL(`/hunt?q=${encodeURIComponent(expression)}`, t.page.url()).href, { waitUntil: 'domcontentloaded' });
    await shownTotal(hits);
    await t.page.getByTestId('query-save').click();
    await t.page.getByTestId('query-save-name').fill(name);
    const saved = t.page.waitForResponse(queriesCall('POST'));
    await t.page.getByTestId('query-save-confirm').click();
    t.assert((await saved).status() === 201, `the save answered ${(await saved).status()}`);
    const listed = (await t.apiJson('queries')).items.find((q) => q.name === name);
    t.assert(listed && listed.expression === expression && listed.scope === 'all', `listed: ${JSON.stringify(listed)}`);

    // cleared, then loaded back from the menu: the same expression, the same hits
    await t.page.getByTestId('query-clear').click();
    await t.page.getByTestId('hunt-empty').waitFor({ state: 'visible' });
    await t.page.getByTestId('query-saved').click();
    const item = t.page.getByTestId('query-saved-item').filter({ hasText: name });
    await item.getByTestId('query-saved-load').click();
    await shownTotal(hits);
    t.assert(new URL(t.page.url()).searchParams.get('q') === expression, `the bar ran the saved expression: ${t.page.url()}`);
    t.assert((await t.page.getByTestId('query-input').inputValue()) === expression, 'the bar holds it');

    // a misspelt field is refused on save, shown under the bar with its first character marked
    const untolerate = t.tolerate((text, url) => / 400 /.test(text) && /\/api\/v1\/queries/.test(url ?? ''));
    try {
      await t.page.getByTestId('query-input').fill('snii == 1');
      await t.page.getByTestId('query-save').click();
      await t.page.getByTestId('query-save-name').fill(`${name} bad`);
      const refused = t.page.waitForResponse(queriesCall('POST'));
      await t.page.getByTestId('query-save-confirm').click();
      t.assert((await refused).status() === 400, `the bad save answered ${(await refused).status()}`);
      await t.page.getByTestId('query-error').waitFor({ state: 'visible' });
      t.assert((await t.page.getByTestId('query-caret-mark').textContent()) === 's', 'the mark is on the first character');
    } finally {
      untolerate();
    }
    t.assert(!(await t.apiJson('queries')).items.some((q) => q.name === `${name} bad`), 'nothing was saved');

    // deleted from the menu: gone from the list
    await t.page.getByTestId('query-saved').click();
    const deleted = t.page.waitForResponse(queriesCall('DELETE'));
    await t.page.getByTestId('query-saved-item').filter({ hasText: name }).getByTestId('query-saved-delete').click();
    t.assert((await deleted).status() === 204, `the deletion answered ${(await deleted).status()}`);
    t.assert(!(await t.apiJson('queries')).items.some((q) => q.name === name), 'deleted');
    return `"${expression}": ${hits} hits saved, loaded back and deleted; a bad one refused at 1`;
  },
});
