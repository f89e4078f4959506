import { useEffect, useEffectEvent, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, BrushComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { Timeline } from '../types';
import { binLabels, PLOT_LEFT, PLOT_RIGHT, trafficOption } from './trafficOption';

// only the parts the chart uses, so the bundle stays small
registerParts([BarChart, LineChart, GridComponent, TooltipComponent, BrushComponent, LegendComponent, AriaComponent, CanvasRenderer]);

interface BrushEnd {
  areas?: { coordRange?: number[] }[];
}

interface Props {
  timeline: Timeline;
  /** A range of bins (indices, either order) was dragged across. */
  onBins: (first: number, last: number) => void;
}

/**
 * Packets and bytes over time on a canvas (Apache ECharts). Dragging across the chart selects a time window; the
 * brush is the mouse's default tool, so no toolbox button is needed first.
 */
export function TrafficChart({ timeline, onBins }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chosen = useEffectEvent(onBins);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = init(el, undefined, { renderer: 'canvas' });
    chart.setOption({ ...trafficOption(timeline), aria: { enabled: true } });
    chart.dispatchAction({ type: 'takeGlobalCursor', key: 'brush', brushOption: { brushType: 'lineX', brushMode: 'single' } });
    chart.on('brushEnd', (e) => {
      const range = (e as BrushEnd).areas?.[0]?.coordRange;
      if (range && range.length === 2) chosen(range[0], range[1]);
    });
    const resized = new ResizeObserver(() => chart.resize());
    resized.observe(el);
    return () => {
      resized.disconnect();
      chart.dispose();
    };
  }, [timeline]);

  // the axis's first and last label, for whoever cannot read the canvas (a browser test)
  const labels = binLabels(timeline);
  return (
    <div
      ref={box}
      data-axis-first={labels[0]}
      data-axis-last={labels[labels.length - 1]}
      className="traffic-chart"
      data-testid="traffic-chart"
      data-bins={timeline.bins.length}
      data-plot-left={PLOT_LEFT}
      data-plot-right={PLOT_RIGHT}
    />
  );
}
