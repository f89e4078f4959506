// What the host pages say about a host, worked out from its record: pure, so it is tested without a browser.
import { formatSize } from '../format';
import type { HostPeer, InventoryHost } from './types';

/** Where a host is: internal, or its country, AS and organisation as far as they are known. */
export function placeOf(h: Pick<InventoryHost, 'internal' | 'country' | 'countryCode' | 'asn' | 'org'>): string {
  if (h.internal) return 'internal';
  return [h.country ?? h.countryCode, h.asn, h.org].filter(Boolean).join(' · ') || 'external';
}

/** The names' sources as the page labels them (docs/hosts.md). */
export const NAME_SOURCES: Record<string, string> = {
  HTTP_HOST: 'HTTP Host',
  TLS_SNI: 'TLS SNI',
  CERT_SAN: 'Certificate SAN',
  CERT_SUBJECT: 'Certificate subject',
};

export const sourceLabel = (source: string) => NAME_SOURCES[source] ?? source;

/**
 * The top peers bar chart's ECharts option: one horizontal bar per peer, the busiest on top, bytes on the axis.
 * Tooltips are drawn on the canvas (richText), never as HTML.
 */
export function peersChartOption(peers: readonly HostPeer[]) {
  const shown = [...peers].reverse();
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
    tooltip: { trigger: 'axis', renderMode: 'richText', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatSize(v) } },
    yAxis: { type: 'category', data: shown.map((p) => p.address), axisLabel: { fontFamily: 'monospace', fontSize: 11 } },
    series: [
      {
        type: 'bar',
        name: 'Bytes',
        data: shown.map((p) => p.bytes),
        itemStyle: { color: '#0072b2' },
        tooltip: { valueFormatter: (v: number) => formatSize(v) },
      },
    ],
  };
}
