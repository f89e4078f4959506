// The traffic chart's ECharts option: packets as bars and bytes as a line per bin, a brush across the time axis.
// Tooltips are drawn on the canvas (renderMode 'richText'), never as HTML, so no text of the capture can become
// markup; the formatter also keeps ECharts' own rich-text markup `{style|text}` from being read in a label.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { BrushComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatCount, formatSize } from '../format';
import { axisTime, axisTimeFormat } from '../timeAxis';
import type { Timeline } from '../types';

export type TrafficOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | BrushComponentOption | LegendComponentOption
>;

/** The plot area's distance from the chart's left and right edges in pixels (the axes' labels lie outside it). */
export const PLOT_LEFT = 64;
export const PLOT_RIGHT = 72;

/** `text` drawn as it is in a rich-text label: `{name|` would otherwise start a styled run. */
export function richTextSafe(text: string): string {
  return text.replace(/\{(?=[A-Za-z0-9_]+\|)/g, '{\u200b');
}

/** One bin's tooltip: its time range and counts, as plain lines. */
export function binTooltip(label: string, binWidth: string | undefined, packets: number, bytes: number): string {
  const lines = [label, binWidth ? `bin of ${binWidth.replace(/^PT/, '').toLowerCase()}` : '', `${formatCount(packets)} packets`, formatSize(bytes)];
  return richTextSafe(lines.filter((l) => l !== '').join('\n'));
}

interface AxisParam {
  dataIndex?: number;
  axisValueLabel?: string;
}

/** Each bin's start as the time axis writes it: as precise as a bin is wide, dated when the bins pass a day. */
export function binLabels(t: Timeline): string[] {
  const format = axisTimeFormat(t.bins[0]?.start ?? '', t.bins[t.bins.length - 1]?.start ?? '', t.binNanos);
  return t.bins.map((b) => axisTime(b.start, format));
}

export function trafficOption(t: Timeline): TrafficOption {
  const labels = binLabels(t);
  return {
    animation: false,
    legend: { top: 0, data: ['Packets', 'Bytes'] },
    grid: { left: PLOT_LEFT, right: PLOT_RIGHT, top: 32, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      renderMode: 'richText',
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as AxisParam | undefined;
        const i = first?.dataIndex ?? -1;
        const bin = t.bins[i];
        return bin ? binTooltip(first?.axisValueLabel ?? labels[i], t.binWidth, bin.packets, bin.bytes) : '';
      },
    },
    brush: { xAxisIndex: 0, brushType: 'lineX', brushMode: 'single', transformable: false, removeOnClick: true, throttleType: 'debounce' },
    xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true } },
    yAxis: [
      { type: 'value', name: 'packets', minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v) } },
      { type: 'value', name: 'bytes', axisLabel: { formatter: (v: number) => formatSize(v) }, splitLine: { show: false } },
    ],
    series: [
      { name: 'Packets', type: 'bar', data: t.bins.map((b) => b.packets), barCategoryGap: '10%', large: true },
      { name: 'Bytes', type: 'line', yAxisIndex: 1, data: t.bins.map((b) => b.bytes), showSymbol: false, sampling: 'lttb' },
    ],
  };
}
