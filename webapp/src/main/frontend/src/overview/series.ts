// The overview's series as ranked bars, each leading to the conversation table filtered to it.
import { endpoint, formatCount, formatSize } from '../format';
import type { Flow, FlowLabel, Layer, Overview } from '../types';
import type { Bar } from './BarList';
import { explorerLink, labelsUnder, layerOfLabels } from './links';

const share = (part: number, whole: number) => (whole > 0 ? ` (${((100 * part) / whole).toFixed(part === whole ? 0 : 1)} %)` : '');

/**
 * Wireshark's Protocol Hierarchy as an indented list: frames and bytes per layer path, each layer leading to the
 * conversations whose Protocol label it or a layer it carries names (`labels`: the capture's Protocol labels).
 */
export function hierarchyBars(fileId: string, layers: readonly Layer[], labels: readonly string[]): Bar[] {
  const named = layerOfLabels(layers, labels);
  const total = layers.reduce((n, l) => n + l.frames, 0);
  const out: Bar[] = [];
  const walk = (ls: readonly Layer[], depth: number, path: string) => {
    for (const l of ls) {
      const key = path ? `${path}:${l.protocol}` : l.protocol;
      const opens = labelsUnder(l, named);
      out.push({
        key,
        label: l.protocol,
        value: l.frames,
        detail: `${formatCount(l.frames)} frames${share(l.frames, total)} · ${formatSize(l.bytes)}`,
        to: opens.length > 0 ? explorerLink(fileId, { list: { name: 'protocol', values: opens } }) : null,
        title: opens.length > 0 ? `${key}: conversations labelled ${opens.join(', ')}` : `${key}: no conversation is labelled with this layer`,
        depth,
      });
      walk(l.children ?? [], depth + 1, key);
    }
  };
  walk(layers, 0, '');
  return out;
}

type Share = NonNullable<Overview['applications']>[number];

/** Applications or categories by bytes, leading to `app=` or `category=`. */
export function shareBars(fileId: string, shares: readonly Share[] | undefined, filter: 'app' | 'category'): Bar[] {
  return (shares ?? [])
    .filter((s) => !!s.name)
    .map((s) => ({
      key: s.name as string,
      label: s.name as string,
      value: s.bytes ?? 0,
      detail: `${formatSize(s.bytes)} · ${formatCount(s.conversations)} conv.`,
      to: explorerLink(fileId, { list: { name: filter, values: [s.name as string] } }),
    }));
}

/** The hosts that moved the most bytes, leading to `ip=`. */
export function talkerBars(fileId: string, talkers: Overview['topTalkers']): Bar[] {
  return (talkers ?? [])
    .filter((t) => !!t.ip)
    .map((t) => ({
      key: t.ip as string,
      label: t.ip as string,
      value: t.bytes ?? 0,
      detail: `${formatSize(t.bytes)} · ${formatCount(t.packets)} pkts`,
      to: explorerLink(fileId, { ip: t.ip }),
    }));
}

/** What a flow carried, for its label: its application (DPI), else its most used Protocol label above the transport. */
export function flowApplication(f: Flow): string {
  if (f.appName) return f.appName;
  const above = f.labels.filter((l) => l.protocol.toUpperCase() !== f.transport.toUpperCase());
  const main = above.reduce<FlowLabel | null>((best, l) => (best === null || l.packets > best.packets ? l : best), null);
  return main?.protocol ?? f.protocol;
}

/**
 * The transport flows with the most bytes, one entry per connection: labelled by where they went (the name the
 * peer went by, else its address, and the port) and what they carried; the initiator in the detail. Each opens its
 * first row in the table.
 */
export function flowBars(fileId: string, flows: readonly Flow[] | undefined): Bar[] {
  return (flows ?? []).map((f) => {
    const destination = endpoint(f.hostname ?? f.dstIp, f.dstPort);
    const application = flowApplication(f);
    return {
      key: String(f.id),
      label: `${destination} · ${application}`,
      value: f.totalBytes,
      detail: `${formatSize(f.totalBytes)} · ${formatCount(f.packetCount)} pkts · from ${endpoint(f.srcIp, f.srcPort)}`,
      to: explorerLink(fileId, { open: String(f.id) }),
      title: `${f.transport} ${endpoint(f.srcIp, f.srcPort)} → ${endpoint(f.dstIp, f.dstPort)}: ${f.labels.map((l) => l.protocol).join(', ')}`,
    };
  });
}

/** Countries of external hosts by hosts, leading to `country=` (the code, which the filter matches). */
export function countryBars(fileId: string, countries: Overview['countries']): Bar[] {
  return (countries ?? [])
    .filter((c) => !!c.countryCode)
    .map((c) => ({
      key: c.countryCode as string,
      label: c.country ? `${c.country} (${c.countryCode})` : (c.countryCode as string),
      value: c.hosts ?? 0,
      detail: `${formatCount(c.hosts)} hosts · ${formatCount(c.conversations)} conv.`,
      to: explorerLink(fileId, { list: { name: 'country', values: [c.countryCode as string] } }),
    }));
}

/** Autonomous systems of external hosts by bytes, leading to `asn=`. */
export function asnBars(fileId: string, asns: Overview['topAsns']): Bar[] {
  return (asns ?? [])
    .filter((a) => !!a.asn)
    .map((a) => ({
      key: a.asn as string,
      label: a.org ? `${a.asn} ${a.org}` : (a.asn as string),
      value: a.bytes ?? 0,
      detail: `${formatSize(a.bytes)} · ${formatCount(a.hosts)} hosts · ${formatCount(a.conversations)} conv.`,
      to: explorerLink(fileId, { list: { name: 'asn', values: [a.asn as string] } }),
    }));
}

/** Device types by hosts, leading to `deviceType=`. */
export function deviceTypeBars(fileId: string, types: Overview['deviceTypes']): Bar[] {
  return (types ?? [])
    .filter((d) => !!d.deviceType)
    .map((d) => ({
      key: d.deviceType as string,
      label: d.deviceType as string,
      value: d.hosts ?? 0,
      detail: `${formatCount(d.hosts)} hosts`,
      to: explorerLink(fileId, { list: { name: 'deviceType', values: [d.deviceType as string] } }),
    }));
}
