// The whole value of a conversation table cell, for its tooltip: cells have compact widths and end in an ellipsis
// when the value is longer, so the tooltip is where the value is read in full.
import { countryLabel } from '../components/EnrichmentBadges';
import { idsAlertViews } from '../components/FlowBadges';
import { distinct, formatCount, formatTime } from '../format';
import { currentTimeZone, zoneLabel } from '../timeZone';
import type { Conversation, Geo } from '../types';

const fullTime = (iso: string | undefined) => (iso ? `${formatTime(iso)} (${zoneLabel(currentTimeZone())})` : '');

const place = (side: string, geo: Geo | null | undefined) => {
  const where = [countryLabel(geo), geo?.country, geo?.asn, geo?.org].filter(Boolean).join(', ');
  return where ? `${side}: ${where}` : '';
};

const TIPS: Record<string, (c: Conversation) => string> = {
  appName: (c) => c.appName ?? '',
  risks: (c) => (c.flowRisks ?? []).join('\n'),
  idsAlerts: (c) => idsAlertViews(c).map((a) => a.signature).join('\n'),
  countries: (c) => [place('source', c.srcGeo), place('destination', c.dstGeo)].filter(Boolean).join('\n'),
  devices: (c) => [c.srcDeviceType && `source: ${c.srcDeviceType}`, c.dstDeviceType && `destination: ${c.dstDeviceType}`].filter(Boolean).join('\n'),
  totalBytes: (c) => (c.totalBytes == null ? '' : `${formatCount(c.totalBytes)} bytes`),
  srcCountry: (c) => [countryLabel(c.srcGeo), c.srcGeo?.country, c.srcGeo?.asn, c.srcGeo?.org].filter(Boolean).join(', '),
  dstCountry: (c) => [countryLabel(c.dstGeo), c.dstGeo?.country, c.dstGeo?.asn, c.dstGeo?.org].filter(Boolean).join(', '),
  srcDeviceType: (c) => c.srcDeviceType ?? '',
  dstDeviceType: (c) => c.dstDeviceType ?? '',
  startTime: (c) => fullTime(c.startTime),
  endTime: (c) => fullTime(c.endTime),
  customRules: (c) => (c.customRules ?? []).map((r) => `${r.name} (${r.severity})`).join('\n'),
  userAgent: (c) => distinct(c.httpUserAgents).join('\n'),
  fileTypes: (c) => (c.fileTypes ?? []).join(', '),
};

/** The tooltip of column `id`'s cell: the whole value; for a plain text cell its text; undefined when empty. */
export function cellTip(id: string, c: Conversation, shown: unknown): string | undefined {
  const tip = TIPS[id] ? TIPS[id](c) : typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
  return tip === '' ? undefined : tip;
}
