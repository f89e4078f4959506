import type Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import FA2LayoutSupervisor from 'graphology-layout-forceatlas2/worker';

/** The supervisor's fields this file touches; the package's types leave them out. */
interface SupervisorInternals {
  worker: Worker | null;
  running: boolean;
  handleMessage: (event: MessageEvent) => void;
  start(): void;
}

/**
 * ForceAtlas2 in its web worker, the worker served as a script of the service (fa2.worker.ts) instead of the
 * package's blob: one, which the pages' content security policy refuses. Everything else is the package's
 * supervisor: it sends the positions over, and writes each iteration's back into the graph.
 */
class SameOriginLayout extends FA2LayoutSupervisor {
  spawnWorker(this: SameOriginLayout & SupervisorInternals): void {
    this.worker?.terminate();
    this.worker = new Worker(new URL('./fa2.worker.ts', import.meta.url), { type: 'module' });
    this.worker.addEventListener('message', this.handleMessage);
    if (this.running) {
      this.running = false;
      this.start();
    }
  }
}

/** How long the layout runs: long enough for a few hundred iterations of a big map, never minutes. */
export function layoutMillis(nodes: number): number {
  return Math.round(Math.min(8000, 1500 + nodes * 1.5));
}

/**
 * Runs ForceAtlas2 over `graph` (its nodes already placed) in a worker for `millis`, then stops it for good and
 * calls `done`. The returned function stops it early (a new map, the page left) without calling `done`.
 */
export function runLayout(graph: Graph, millis: number, done: () => void): () => void {
  const settings = { ...forceAtlas2.inferSettings(graph), adjustSizes: false };
  const layout = new SameOriginLayout(graph, { settings, getEdgeWeight: 'weight' });
  layout.start();
  const timer = window.setTimeout(() => {
    layout.kill();
    done();
  }, millis);
  return () => {
    window.clearTimeout(timer);
    layout.kill();
  };
}
