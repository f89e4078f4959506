// The parts of graphology-layout-forceatlas2 its package types leave out.
declare module 'graphology-layout-forceatlas2/webworker.js' {
  /** Installs the layout's message handler on the worker's global scope. */
  const startWorker: (this: unknown) => void;
  export default startWorker;
}
