import { describe, expect, it } from 'vitest';
import type { Conversation, Facets } from '../types';
import { DEFAULT_COLUMNS, shownColumns } from './columns';
import { cellTip } from './cellTips';

const row = { id: 1, srcIp: '10.0.2.15', dstIp: '192.150.187.43', totalBytes: 1_844_123, protocol: 'HTTP', httpUserAgents: [] } as unknown as Conversation;
const plain: Facets = { protocols: { TCP: 3 }, countries: {}, deviceTypes: { Unknown: 2 }, risks: {}, customRules: {}, idsAlerts: {} };

describe('the conversation table columns', () => {
  it('leave out, by default, the columns this capture has no value for', () => {
    const ids = shownColumns(DEFAULT_COLUMNS, [row], plain).map((c) => c.id);
    for (const empty of ['risks', 'countries', 'customRules', 'userAgent', 'idsAlerts']) expect(ids).not.toContain(empty);
    expect(ids).toContain('devices');
    expect(ids).toContain('totalBytes');
  });

  it('show them when the capture has values, and always once the user picked columns', () => {
    const http: Facets = { ...plain, protocols: { HTTP: 8 }, countries: { US: 4 } };
    expect(shownColumns(DEFAULT_COLUMNS, [row], http).map((c) => c.id)).toEqual(expect.arrayContaining(['userAgent', 'countries']));
    const picked = [...DEFAULT_COLUMNS, 'hostname'];
    expect(shownColumns(picked, [row], plain).map((c) => c.id)).toContain('customRules');
    // a moved column is no pick: the empty ones stay out
    const moved = [...DEFAULT_COLUMNS].reverse();
    expect(shownColumns(moved, [row], plain).map((c) => c.id)).not.toContain('customRules');
  });

  it('have one column each for countries and devices, and bytes in binary units with the exact count as tooltip', () => {
    expect(DEFAULT_COLUMNS).toEqual(expect.arrayContaining(['countries', 'devices']));
    for (const side of ['srcCountry', 'dstCountry', 'srcDeviceType', 'dstDeviceType']) expect(DEFAULT_COLUMNS).not.toContain(side);
    const bytes = shownColumns(['totalBytes'], [row], plain)[0];
    expect(bytes.cell(row)).toBe('1.76 MiB');
    expect(cellTip('totalBytes', row, '1.76 MiB')).toBe('1,844,123 bytes');
  });
});
