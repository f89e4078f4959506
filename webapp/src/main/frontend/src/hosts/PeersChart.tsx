import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { peersChartOption } from './hostFacts';
import type { HostPeer } from './types';

registerParts([BarChart, GridComponent, TooltipComponent, AriaComponent, CanvasRenderer]);

const BAR_PX = 26;

/** The bytes the host exchanged with each of its top peers, as bars on a canvas; the table beside says the same. */
export function PeersChart({ peers }: { peers: HostPeer[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = init(el, undefined, { renderer: 'canvas' });
    chart.setOption({ ...peersChartOption(peers), aria: { enabled: true } });
    const resized = new ResizeObserver(() => chart.resize());
    resized.observe(el);
    return () => {
      resized.disconnect();
      chart.dispose();
    };
  }, [peers]);
  return <div ref={box} className="peers-chart" data-testid="peers-chart" data-bars={peers.length} style={{ height: 40 + peers.length * BAR_PX }} />;
}
