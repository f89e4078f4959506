// ForceAtlas2's own web worker code (graphology-layout-forceatlas2/webworker.js), loaded as a script of the
// service: the package would start it from a blob: address, which the pages' content security policy refuses.
import startWorker from 'graphology-layout-forceatlas2/webworker.js';

startWorker.call(self);
