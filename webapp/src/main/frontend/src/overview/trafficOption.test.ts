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
