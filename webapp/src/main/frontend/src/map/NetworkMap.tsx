import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import random from 'graphology-layout/random';
import Sigma from 'sigma';
import { formatSize } from '../format';
import { save } from '../hooks/useDownload';
import { hostPath, pairExplorerLink } from '../hosts/links';
import type { HostGraph } from '../hosts/types';
import { Link, navigate } from '../router';
import { describeNode, findNode, legendOf, seededRandom, toGraph, type EdgeAttributes, type MapGraph, type NodeAttributes } from './graphModel';
import { layoutMillis, runLayout } from './layout';
import { mapSvg, type SvgEdge, type SvgNode } from './svgExport';

type Renderer = Sigma<NodeAttributes, EdgeAttributes>;

/** Where each node is drawn, in pixels from the canvas's top left corner. */
type Positions = Record<string, { x: number; y: number }>;

type Hover = { kind: 'node'; id: string } | { kind: 'edge'; source: string; target: string; attrs: EdgeAttributes };

const HIGHLIGHT = '#d50000';
const DIMMED = '#e0e0e0';

/**
 * The network map of a capture drawn by sigma.js on WebGL: ForceAtlas2 places the nodes in a web worker for a
 * bounded time, then stops. A host opens its host page, a pair of hosts the explorer filtered to that pair;
 * groups and the rest node open nothing. Beside the canvas, the same nodes as a list of links, for keyboards
 * and screen readers. Names come from the capture: drawn on the canvas or written as text, never markup.
 */
export function NetworkMap({ fileId, map, fileName }: { fileId: string; map: HostGraph; fileName: string }) {
  const graph = useMemo(() => toGraph(map), [map]);
  const legend = useMemo(() => legendOf(map.nodes, map.groupBy), [map]);
  const box = useRef<HTMLDivElement>(null);
  const renderer = useRef<Renderer | null>(null);
  const highlighted = useRef<string | null>(null);
  // a new map is a new component (the page keys it by its address), so this state starts afresh with it
  const [layout, setLayout] = useState<'running' | 'done'>(graph.order > 1 ? 'running' : 'done');
  const [positions, setPositions] = useState<Positions>({});
  const [hover, setHover] = useState<Hover | null>(null);
  const [pointer, setPointer] = useState({ x: 0, y: 0 });
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<string | null | undefined>(undefined);

  const openNode = useEffectEvent((id: string) => {
    if (graph.getNodeAttribute(id, 'kind') === 'host') navigate(hostPath(fileId, id));
  });
  const openEdge = useEffectEvent((source: string, target: string) => {
    if (graph.getNodeAttribute(source, 'kind') === 'host' && graph.getNodeAttribute(target, 'kind') === 'host')
      navigate(pairExplorerLink(fileId, source, target));
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // the same start for the same map, so that it opens the same way every time
    random.assign(graph, { rng: seededRandom(graph.order * 7919 + graph.size), scale: 100, center: 0 });
    const sigma: Renderer = new Sigma(graph, el, {
      enableEdgeEvents: true,
      labelRenderedSizeThreshold: 9,
      labelDensity: 0.5,
      zIndex: true,
      defaultEdgeColor: '#b0bec5',
      nodeReducer: (node, data) => {
        const on = highlighted.current;
        if (!on) return data;
        if (node === on) return { ...data, color: HIGHLIGHT, highlighted: true, forceLabel: true, zIndex: 2 };
        return graph.areNeighbors(node, on) ? { ...data, zIndex: 1 } : { ...data, color: DIMMED, label: '' };
      },
      edgeReducer: (edge, data) => {
        const on = highlighted.current;
        if (!on) return data;
        return graph.hasExtremity(edge, on) ? { ...data, color: HIGHLIGHT } : { ...data, hidden: true };
      },
    });
    renderer.current = sigma;

    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPositions(viewportPositions(sigma, graph)));
    };
    sigma.on('enterNode', ({ node }) => setHover({ kind: 'node', id: node }));
    sigma.on('leaveNode', () => setHover(null));
    sigma.on('enterEdge', ({ edge }) =>
      setHover({ kind: 'edge', source: graph.source(edge), target: graph.target(edge), attrs: graph.getEdgeAttributes(edge) }),
    );
    sigma.on('leaveEdge', () => setHover(null));
    sigma.on('clickNode', ({ node }) => openNode(node));
    sigma.on('clickEdge', ({ edge }) => openEdge(graph.source(edge), graph.target(edge)));
    sigma.getMouseCaptor().on('mousemovebody', (e) => setPointer({ x: e.x, y: e.y }));
    let stopped = false;
    sigma.getCamera().on('updated', () => {
      if (stopped) measure();
    });
    const resized = new ResizeObserver(() => {
      sigma.resize();
      if (stopped) measure();
    });
    resized.observe(el);

    const cancel =
      graph.order > 1
        ? runLayout(graph, layoutMillis(graph.order), () => {
            stopped = true;
            sigma.refresh();
            setPositions(viewportPositions(sigma, graph));
            setLayout('done');
          })
        : () => {};
    if (graph.order <= 1) {
      stopped = true;
      measure();
    }
    return () => {
      cancel();
      cancelAnimationFrame(frame);
      resized.disconnect();
      sigma.kill();
      renderer.current = null;
    };
  }, [graph]);

  /** Marks the node (its edges red, the rest greyed) and centres the camera on it; null clears the mark. */
  const highlight = (id: string | null) => {
    highlighted.current = id;
    const sigma = renderer.current;
    if (!sigma) return;
    sigma.refresh({ skipIndexation: true });
    if (id) {
      const at = sigma.getNodeDisplayData(id);
      if (at) void sigma.getCamera().animate({ x: at.x, y: at.y, ratio: Math.min(sigma.getCamera().ratio, 0.5) }, { duration: 400 });
    }
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const id = findNode(graph, search);
    setFound(id);
    highlight(id);
  };

  const exportPng = () => {
    const sigma = renderer.current;
    if (!sigma) return;
    const canvas = compositeCanvas(sigma);
    canvas.toBlob((blob) => blob && save({ blob, fileName: `${baseName(fileName)}-map.png` }), 'image/png');
  };
  const exportSvg = () => {
    const sigma = renderer.current;
    if (!sigma) return;
    const { width, height } = sigma.getDimensions();
    const text = mapSvg(...svgShapes(sigma, graph), width, height);
    save({ blob: new Blob([text], { type: 'image/svg+xml' }), fileName: `${baseName(fileName)}-map.svg` });
  };

  const hoverText = hover ? hoverLines(graph, hover) : null;
  const nodes = graph.nodes();
  return (
    <div className="map-layout">
      <div className="map-main">
        <div className="map-tools">
          <form className="map-search" onSubmit={onSearch} role="search">
            <label>
              <span className="label-text">Find a host</span>
              <input type="search" className="mono" value={search} placeholder="address or name" onChange={(e) => setSearch(e.target.value)}
                data-testid="map-search" />
            </label>
            <button type="submit" data-testid="map-search-go">Find</button>
            {found !== undefined && (
              <span className="muted" role="status" data-testid="map-search-result">
                {found === null ? 'No node matches.' : `Marked ${found}.`}
                {found !== null && (
                  <button type="button" className="link-button" onClick={() => { setFound(undefined); highlight(null); }}>
                    Clear
                  </button>
                )}
              </span>
            )}
          </form>
          <div className="map-exports">
            <button type="button" onClick={exportPng} disabled={layout !== 'done'} data-testid="map-export-png">
              PNG
            </button>
            <button type="button" onClick={exportSvg} disabled={layout !== 'done'} data-testid="map-export-svg">
              SVG
            </button>
          </div>
        </div>
        <div className="map-stage">
          <div
            ref={box}
            className="map-canvas"
            data-testid="map-canvas"
            data-layout={layout}
            data-nodes={graph.order}
            data-edges={graph.size}
            aria-hidden="true"
          />
          {layout === 'running' && <div className="map-status muted" data-testid="map-layout-running">Placing the nodes…</div>}
          {hoverText && (
            <div className="map-tooltip" data-testid="map-tooltip" style={{ left: pointer.x + 14, top: pointer.y + 14 }}>
              {hoverText.map((line, i) => (
                <div key={i} className={i === 0 ? 'mono strong' : undefined}>
                  {line}
                </div>
              ))}
            </div>
          )}
        </div>
        <ul className="map-legend" aria-label="Colours" data-testid="map-legend">
          {legend.map((e) => (
            <li key={e.category} data-testid="map-legend-entry" data-category={e.category}>
              <span className="map-swatch" style={{ background: e.colour }} />
              {e.category} <span className="muted">({e.nodes})</span>
            </li>
          ))}
        </ul>
      </div>
      <NodeList fileId={fileId} graph={graph} nodes={nodes} positions={positions} layout={layout} onLocate={(id) => { setFound(id); highlight(id); }} />
    </div>
  );
}

function NodeList({
  fileId,
  graph,
  nodes,
  positions,
  layout,
  onLocate,
}: {
  fileId: string;
  graph: MapGraph;
  nodes: string[];
  positions: Positions;
  layout: string;
  onLocate: (id: string) => void;
}) {
  return (
    <section className="map-list" aria-label="Nodes of the map">
      <h2 className="map-list-title">
        {nodes.length.toLocaleString('en-US')} {nodes.length === 1 ? 'node' : 'nodes'}
      </h2>
      <ol data-testid="map-node-list" data-count={nodes.length} data-layout={layout}>
        {nodes.map((id) => {
          const a = graph.getNodeAttributes(id);
          const at = positions[id];
          return (
            <li key={id} data-testid="map-node" data-node-id={id} data-kind={a.kind} data-x={at ? at.x.toFixed(1) : undefined}
              data-y={at ? at.y.toFixed(1) : undefined} data-radius={a.size.toFixed(1)}>
              <span className="map-swatch" style={{ background: a.color }} />
              {a.kind === 'host' ? (
                <Link to={hostPath(fileId, id)} className="mono" data-testid="map-node-link">
                  {id}
                </Link>
              ) : (
                <span className="mono">{a.label}</span>
              )}
              <button type="button" className="link-button small" onClick={() => onLocate(id)} aria-label={`Show ${id} on the map`}>
                show
              </button>
              <div className="muted small">{describeNode(a)}</div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function hoverLines(graph: MapGraph, hover: Hover): string[] {
  if (hover.kind === 'node') {
    if (!graph.hasNode(hover.id)) return [];
    const a = graph.getNodeAttributes(hover.id);
    const lines = [a.kind === 'host' ? hover.id : a.label];
    if (a.kind === 'host') {
      lines.push(a.deviceType ?? 'unknown type');
      if (a.names.length > 0) lines.push(a.names.join(', '));
    } else lines.push(`${a.members.toLocaleString('en-US')} hosts`);
    lines.push(`${formatSize(a.bytes)} · ${a.packets.toLocaleString('en-US')} packets`);
    return lines;
  }
  const e = hover.attrs;
  return [
    `${hover.source} ↔ ${hover.target}`,
    `${formatSize(e.bytes)} · ${e.packets.toLocaleString('en-US')} packets · ${e.conversations.toLocaleString('en-US')} conversations`,
    [...e.protocols, ...e.apps].join(', '),
  ].filter((l) => l !== '');
}

function viewportPositions(sigma: Renderer, graph: MapGraph): Positions {
  const out: Positions = {};
  graph.forEachNode((id, a) => {
    out[id] = sigma.graphToViewport({ x: a.x, y: a.y });
  });
  return out;
}

/** The canvases of sigma's layers drawn one over the other on white, right after a render (WebGL keeps no buffer). */
function compositeCanvas(sigma: Renderer): HTMLCanvasElement {
  const { width, height } = sigma.getDimensions();
  const ratio = window.devicePixelRatio || 1;
  const out = document.createElement('canvas');
  out.width = Math.round(width * ratio);
  out.height = Math.round(height * ratio);
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  sigma.refresh();
  for (const layer of Object.values(sigma.getCanvases())) ctx.drawImage(layer, 0, 0, out.width, out.height);
  return out;
}

/** The nodes and edges as drawn now, for the SVG export. */
function svgShapes(sigma: Renderer, graph: MapGraph): [SvgNode[], SvgEdge[]] {
  const at = new Map<string, SvgNode>();
  graph.forEachNode((id, a) => {
    const shown = sigma.getNodeDisplayData(id);
    const p = sigma.graphToViewport({ x: a.x, y: a.y });
    at.set(id, { x: p.x, y: p.y, size: sigma.scaleSize(shown?.size ?? a.size), color: shown?.color ?? a.color, label: a.label });
  });
  const edges: SvgEdge[] = [];
  graph.forEachEdge((_, e, s, t) => {
    const a = at.get(s)!;
    const b = at.get(t)!;
    edges.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, size: e.size, color: e.color });
  });
  return [[...at.values()], edges];
}

const baseName = (name: string) => name.replace(/\.[^.]+$/, '') || 'capture';
