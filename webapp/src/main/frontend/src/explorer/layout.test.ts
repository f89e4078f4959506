import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS } from './columns';
import { columnWidth, defaultLayout, formatLayout, loadLayout, moveColumn, parseLayout, saveLayout, withColumns, withWidth } from './layout';

describe('the table layout in the URL', () => {
  it('leaves the default layout out', () => {
    expect(formatLayout(defaultLayout())).toBe('');
  });

  it('writes the ids in order with the widths of resized columns, and reads them back', () => {
    const layout = withWidth(moveColumn(defaultLayout(), 'totalBytes', 0), 'srcIp', 150);
    const raw = formatLayout(layout);
    expect(raw.startsWith('totalBytes,srcIp:150,dstIp,')).toBe(true);
    expect(parseLayout(raw)).toEqual(layout);
  });

  it('drops unknown ids, repeated ids and bad widths, and clamps widths', () => {
    expect(parseLayout('srcIp:abc,nonsense,dstIp:5,srcIp:300,protocol:99999')).toEqual({
      ids: ['srcIp', 'dstIp', 'protocol'],
      widths: { dstIp: 32, protocol: 900 },
    });
    expect(parseLayout('nonsense')).toBeNull();
    expect(parseLayout('')).toBeNull();
  });
});

describe('layout changes', () => {
  it('moves a column to a position, clamped to the ends', () => {
    const l = { ids: ['a', 'b', 'c'], widths: {} };
    expect(moveColumn(l, 'c', 0).ids).toEqual(['c', 'a', 'b']);
    expect(moveColumn(l, 'a', 9).ids).toEqual(['b', 'c', 'a']);
    expect(moveColumn(l, 'x', 0)).toBe(l);
  });

  it('keeps order and widths when columns are shown or hidden; a new column goes last', () => {
    const l = { ids: ['a', 'b', 'c'], widths: { b: 70 } };
    expect(withColumns(l, ['c', 'b', 'd'])).toEqual({ ids: ['b', 'c', 'd'], widths: { b: 70 } });
  });

  it('gives a resized column its width and the others their compact default', () => {
    const l = withWidth(defaultLayout(), 'srcIp', 123.4);
    expect(columnWidth(l, 'srcIp')).toBe(123);
    expect(columnWidth(l, 'dstIp')).toBeGreaterThan(0);
  });
});

describe('the layout remembered in the browser', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    const localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    Object.assign(globalThis, { window: { localStorage } });
  });

  it('is the default until one is saved, then the saved one', () => {
    expect(loadLayout()).toEqual({ ids: [...DEFAULT_COLUMNS], widths: {} });
    const layout = withWidth(moveColumn(defaultLayout(), 'protocol', 0), 'protocol', 90);
    saveLayout(layout);
    expect(loadLayout()).toEqual(layout);
  });
});
