import { describe, expect, it } from 'vitest';
import type { Timeline } from '../types';
import { binTooltip, richTextSafe, trafficOption } from './trafficOption';

const HOSTILE = '<img src=x onerror=alert(1)>';

const timeline: Timeline = {
  start: '2013-10-30T20:29:41Z',
  binNanos: 100_000_000,
  binWidth: 'PT0.1S',
  bins: [
    { start: '2013-10-30T20:29:41Z', packets: 3, bytes: 180 },
    { start: '2013-10-30T20:29:41.1Z', packets: 0, bytes: 0 },
    { start: '2013-10-30T20:29:41.2Z', packets: 1200, bytes: 1_500_000 },
  ],
};

type Formatter = (params: unknown) => string;

describe('the traffic chart', () => {
  it('draws packets as bars and bytes as a line, one point per bin, with a brush across time', () => {
    const o = trafficOption(timeline);
    const series = o.series as { type: string; data: number[] }[];
    expect(series.map((s) => s.type)).toEqual(['bar', 'line']);
    expect(series[0].data).toEqual([3, 0, 1200]);
    expect(series[1].data).toEqual([180, 0, 1_500_000]);
    expect((o.xAxis as { data: string[] }).data).toHaveLength(3);
    expect(o.brush).toMatchObject({ brushType: 'lineX', xAxisIndex: 0 });
  });

  it('draws its tooltips on the canvas, never as HTML', () => {
    expect(trafficOption(timeline).tooltip).toMatchObject({ renderMode: 'richText' });
  });

  it('shows a label holding markup as the text it is', () => {
    const formatter = (trafficOption(timeline).tooltip as { formatter: Formatter }).formatter;
    const text = formatter([{ dataIndex: 2, axisValueLabel: HOSTILE }]);
    expect(text.split('\n')).toEqual([HOSTILE, 'bin of 0.1s', '1,200 packets', expect.stringMatching(/^1\.\d+ MiB$/)]);
    expect(binTooltip(HOSTILE, undefined, 1, 2)).toContain(HOSTILE);
    expect(formatter([{ dataIndex: 7 }])).toBe('');
  });

  it("keeps ECharts' rich-text markup in a label from styling it", () => {
    expect(richTextSafe('{a|hidden} and {b|x}')).toBe('{\u200ba|hidden} and {\u200bb|x}');
    expect(richTextSafe('{ not markup }')).toBe('{ not markup }');
  });
});

describe('the traffic chart time axis', () => {
  const bins = (start: string, binNanos: number, starts: string[]): Timeline => ({
    start,
    binNanos,
    binWidth: '',
    bins: starts.map((s) => ({ start: s, packets: 1, bytes: 60 })),
  });
  const labels = (t: Timeline) => (trafficOption(t).xAxis as { data: string[] }).data;

  it('writes the date in every label of bins that fall on more than one day', () => {
    const t = bins('2011-03-02T10:15:01.123456Z', 10 * 3_600_000_000_000, ['2011-03-02T10:15:01.123456Z', '2011-04-13T02:15:01.123456Z']);
    expect(labels(t)).toEqual(['2011-03-02 11:15', '2011-04-13 04:15']);
    const tip = (trafficOption(t).tooltip as { formatter: Formatter }).formatter([{ dataIndex: 1 }]);
    expect(tip.split('\n')[0]).toBe('2011-04-13 04:15');
  });

  it('writes a day or more per bin as dates only (ssh.pcap: 2011 to 2024 in 1000 h bins)', () => {
    const t = bins('2011-03-02T10:15:01Z', 3_600_000_000_000_000, ['2011-03-02T10:15:01Z', '2011-04-13T02:15:01Z']);
    expect(labels(t)).toEqual(['2011-03-02', '2011-04-13']);
  });

  it('writes times within a day to the precision of the bin width and no further (pop3.pcap: 50 ns bins)', () => {
    const starts = ['2015-06-10T07:59:31.892023000Z', '2015-06-10T07:59:31.892023050Z', '2015-06-10T07:59:31.892023100Z'];
    expect(labels(bins(starts[0], 50, starts))).toEqual(['09:59:31.89202300', '09:59:31.89202305', '09:59:31.89202310']);
    const ms = ['2015-06-10T07:59:31.892023Z', '2015-06-10T07:59:31.897023Z'];
    expect(labels(bins(ms[0], 5_000_000, ms))).toEqual(['09:59:31.892', '09:59:31.897']);
    expect(labels(bins(ms[0], 100_000_000, ms))).toEqual(['09:59:31.8', '09:59:31.8']);
    expect(labels(bins(ms[0], 10_000_000_000, ms))).toEqual(['09:59:31', '09:59:31']);
    expect(labels(bins(ms[0], 120_000_000_000, ms))).toEqual(['09:59', '09:59']);
  });
});
