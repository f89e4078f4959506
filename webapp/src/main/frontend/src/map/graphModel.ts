// The graph API's answer as a graphology graph for sigma: sizes, colours, labels and what a node stands for.
// Pure, so that the scales and the conversion are tested without a browser.
import Graph from 'graphology';
import type { GraphEdge, GraphNode, HostGraph } from '../hosts/types';
import { formatSize } from '../format';

/** The node the service folds the least busy nodes into, past the limit. */
export const REST_NODE = 'rest';

export type NodeKind = 'host' | 'group' | 'rest';

export interface NodeAttributes {
  x: number;
  y: number;
  size: number;
  color: string;
  label: string;
  kind: NodeKind;
  /** What the colour says: the host's device type, or the group's own value. */
  category: string;
  packets: number;
  bytes: number;
  members: number;
  deviceType: string | null;
  names: string[];
}

export interface EdgeAttributes {
  size: number;
  color: string;
  weight: number;
  bytes: number;
  packets: number;
  conversations: number;
  protocols: string[];
  apps: string[];
}

export type MapGraph = Graph<NodeAttributes, EdgeAttributes>;

export const NODE_MIN = 3;
export const NODE_MAX = 18;
export const EDGE_MIN = 0.5;
export const EDGE_MAX = 5;

/**
 * A size from `min` to `max` growing with the logarithm of `value` against the largest `top`: traffic spans
 * orders of magnitude, so a linear scale would draw all but the busiest host as a dot.
 */
export function logScale(value: number, top: number, min: number, max: number): number {
  if (top <= 0 || value <= 0) return min;
  const share = Math.log1p(value) / Math.log1p(top);
  return min + (max - min) * Math.min(1, share);
}

/** Colour-blind-safe categorical colours (Okabe–Ito, then Tol's muted), for the busiest categories first. */
export const PALETTE = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#332288',
  '#117733',
  '#882255',
  '#44aa99',
  '#999933',
] as const;
/** The rest node and the categories past the palette. */
export const OTHER_COLOUR = '#9e9e9e';
export const UNKNOWN_CATEGORY = 'unknown';

export interface LegendEntry {
  category: string;
  colour: string;
  nodes: number;
}

/** The kind of a node: the rest node, a group (when the map is grouped) or a host. */
export function kindOf(id: string, groupBy: string): NodeKind {
  if (id === REST_NODE) return 'rest';
  return groupBy && groupBy !== 'none' ? 'group' : 'host';
}

/** What a node's colour says: a host's device type, a group's value. */
export function categoryOf(node: GraphNode, groupBy: string): string {
  if (node.id === REST_NODE) return REST_NODE;
  if (kindOf(node.id, groupBy) === 'group') return node.id;
  return node.deviceType || UNKNOWN_CATEGORY;
}

/**
 * A colour per category, the categories with the most bytes first; those past the palette share the grey of
 * the rest node, and say so in the legend as "other".
 */
export function legendOf(nodes: readonly GraphNode[], groupBy: string): LegendEntry[] {
  const bytes = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const n of nodes) {
    if (n.id === REST_NODE) continue;
    const c = categoryOf(n, groupBy);
    bytes.set(c, (bytes.get(c) ?? 0) + n.bytes);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const ranked = [...bytes.keys()].sort((a, b) => bytes.get(b)! - bytes.get(a)! || a.localeCompare(b));
  const entries: LegendEntry[] = ranked.slice(0, PALETTE.length).map((category, i) => ({ category, colour: PALETTE[i], nodes: counts.get(category)! }));
  const others = ranked.slice(PALETTE.length).reduce((sum, c) => sum + counts.get(c)!, 0);
  if (others > 0) entries.push({ category: 'other', colour: OTHER_COLOUR, nodes: others });
  if (nodes.some((n) => n.id === REST_NODE)) entries.push({ category: REST_NODE, colour: OTHER_COLOUR, nodes: 1 });
  return entries;
}

/** The label drawn beside a node: a host's first name after its address, a group's value, the rest's count. */
export function labelOf(node: GraphNode, kind: NodeKind): string {
  if (kind === 'rest') return `rest (${node.members} ${node.members === 1 ? 'node' : 'nodes'})`;
  if (kind === 'group') return `${node.id} (${node.members})`;
  const name = node.names?.[0];
  return name ? `${node.id} ${name}` : node.id;
}

/** One line about a node for its tooltip and the list: its type, names and traffic. */
export function describeNode(a: Pick<NodeAttributes, 'kind' | 'deviceType' | 'names' | 'bytes' | 'packets' | 'members'>): string {
  const traffic = `${formatSize(a.bytes)}, ${a.packets.toLocaleString('en-US')} packets`;
  if (a.kind !== 'host') return `${a.members.toLocaleString('en-US')} hosts, ${traffic}`;
  return [a.deviceType, ...(a.names.length > 0 ? [a.names.join(', ')] : []), traffic].filter(Boolean).join(' · ');
}

/** A small generator of numbers in [0, 1) from a seed (mulberry32), so a map opens the same way every time. */
export function seededRandom(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The map as a graphology graph: a node per API node (positions left at 0 for the layout to place), an
 * undirected edge per pair, a group's edge to itself kept as a self-loop.
 */
export function toGraph(map: HostGraph): MapGraph {
  const graph: MapGraph = new Graph<NodeAttributes, EdgeAttributes>({ type: 'undirected', multi: false, allowSelfLoops: true });
  const colours = new Map(legendOf(map.nodes, map.groupBy).map((e) => [e.category, e.colour]));
  const topNode = Math.max(0, ...map.nodes.map((n) => n.bytes));
  for (const n of map.nodes) {
    const kind = kindOf(n.id, map.groupBy);
    const category = categoryOf(n, map.groupBy);
    graph.addNode(n.id, {
      x: 0,
      y: 0,
      size: logScale(n.bytes, topNode, NODE_MIN, NODE_MAX),
      color: colours.get(category) ?? OTHER_COLOUR,
      label: labelOf(n, kind),
      kind,
      category,
      packets: n.packets,
      bytes: n.bytes,
      members: n.members,
      deviceType: n.deviceType ?? null,
      names: n.names ?? [],
    });
  }
  const topEdge = Math.max(0, ...map.edges.map((e) => e.bytes));
  for (const e of map.edges) {
    if (!graph.hasNode(e.source) || !graph.hasNode(e.target) || graph.hasEdge(e.source, e.target)) continue;
    graph.addEdge(e.source, e.target, edgeAttributes(e, topEdge));
  }
  return graph;
}

function edgeAttributes(e: GraphEdge, top: number): EdgeAttributes {
  return {
    size: logScale(e.bytes, top, EDGE_MIN, EDGE_MAX),
    color: '#b0bec5',
    weight: 1 + Math.log10(1 + e.bytes),
    bytes: e.bytes,
    packets: e.packets,
    conversations: e.conversations,
    protocols: e.protocols ?? [],
    apps: e.apps ?? [],
  };
}

/** The first node whose address, group value or one of whose names holds `text` (any case); null for none. */
export function findNode(graph: MapGraph, text: string): string | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  let exact: string | null = null;
  let partial: string | null = null;
  graph.forEachNode((id, a) => {
    if (exact) return;
    const id_ = id.toLowerCase();
    if (id_ === wanted || a.names.some((n) => n.toLowerCase() === wanted)) exact = id;
    else if (!partial && (id_.includes(wanted) || a.names.some((n) => n.toLowerCase().includes(wanted)))) partial = id;
  });
  return exact ?? partial;
}
