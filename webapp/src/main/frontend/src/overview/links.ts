// Where each element of the overview leads: the conversation table of the same capture, filtered to that element,
// under the same parameter names the explorer keeps in its URL (query.ts).
import { emptyQuery, writeQuery, type ExplorerQuery, type ListFilter } from '../explorer/query';

/** The filters one overview element stands for. */
export interface ExplorerFilter {
  ip?: string;
  /** A hunt query. */
  q?: string;
  list?: { name: ListFilter; values: string[] };
  from?: string;
  to?: string;
  /** A conversation whose detail panel opens. */
  open?: string;
}

export const overviewPath = (fileId: string) => `/files/${encodeURIComponent(fileId)}/overview`;

export const conversationsPath = (fileId: string) => `/files/${encodeURIComponent(fileId)}`;

export const extractedFilesPath = (fileId: string) => `/files/${encodeURIComponent(fileId)}/extracted`;

export const findingsPath = (fileId: string) => `/files/${encodeURIComponent(fileId)}/findings`;

/** The conversation table of `fileId` filtered as `filter` says. */
export function explorerLink(fileId: string, filter: ExplorerFilter): string {
  const q: ExplorerQuery = emptyQuery();
  q.ip = filter.ip ?? '';
  q.q = filter.q ?? '';
  if (filter.list) q.lists[filter.list.name] = [...filter.list.values];
  q.from = filter.from ?? '';
  q.to = filter.to ?? '';
  q.open = filter.open ?? null;
  return conversationsPath(fileId) + writeQuery(q);
}

/** A layer of the protocol hierarchy as the overview sends it. */
export interface LayerNode {
  protocol?: string;
  children?: LayerNode[];
}

/** Protocol labels whose name is another layer's: SSLv3 is what tshark's tls dissector labels an SSL 3.0 record. */
const LABEL_ALIASES: Record<string, string> = { SSL: 'TLS' };

/** A version after a layer's name in its label: TLSv1.2, SSHv2, SMB2. */
const VERSION = /^V?\d+(\.\d+)*$/;

/**
 * Which layer of the hierarchy each conversation Protocol label (`labels`, from the capture's facets) names. The
 * layers are dissector names (tcp, tls, gquic) and the labels tshark's Protocol column, upper-cased (TCP,
 * TLSV1.2, GQUIC): a label names the layer it equals, else the layer it starts with followed by a version.
 * Labels that name no layer (a column text no dissector is called by) are left out.
 */
export function layerOfLabels(layers: readonly LayerNode[], labels: readonly string[]): Map<string, string> {
  const names = new Set<string>();
  const walk = (ls: readonly LayerNode[] | undefined) =>
    ls?.forEach((l) => {
      if (l.protocol) names.add(l.protocol.toUpperCase());
      walk(l.children);
    });
  walk(layers);
  const out = new Map<string, string>();
  for (const label of labels) {
    const upper = label.toUpperCase();
    if (names.has(upper)) {
      out.set(label, upper);
      continue;
    }
    const prefixes = [...names, ...Object.keys(LABEL_ALIASES)]
      .filter((n) => upper.startsWith(n) && VERSION.test(upper.slice(n.length)))
      .sort((a, b) => b.length - a.length);
    const layer = prefixes.length > 0 ? (LABEL_ALIASES[prefixes[0]] ?? prefixes[0]) : null;
    if (layer && names.has(layer)) out.set(label, layer);
  }
  return out;
}

/**
 * The Protocol labels a layer opens: those of the layer itself and of every layer it carries, as Wireshark's
 * display filter `tcp` shows the frames labelled HTTP and TLS too. Sorted; empty when no conversation is
 * labelled with any of them.
 */
export function labelsUnder(layer: LayerNode, labelLayers: ReadonlyMap<string, string>): string[] {
  const inside = new Set<string>();
  const walk = (l: LayerNode) => {
    if (l.protocol) inside.add(l.protocol.toUpperCase());
    l.children?.forEach(walk);
  };
  walk(layer);
  return [...labelLayers].filter(([, name]) => inside.has(name)).map(([label]) => label).sort();
}
