import { lazy, Suspense, useEffect } from 'react';
import { errorMessage, resources } from '../api';
import { CaptureHeader } from '../components/CaptureHeader';
import { CaptureLoadError } from '../components/PageLoadError';
import { formatCount } from '../format';
import { useApi } from '../hooks/useApi';
import { useDebouncedField } from '../hooks/useDebouncedField';
import { mapPath } from '../hosts/links';
import { GROUPING_LABELS, GROUPINGS, graphParams, LIMITS, readMapQuery, writeMapQuery, type Grouping, type MapQuery } from '../map/mapQuery';
import { FileTabs } from '../overview/FileTabs';
import { navigate, useLocation } from '../router';
import { isActive } from '../types';
import '../map/map.css';

// sigma and graphology load with this page only
const NetworkMap = lazy(() => import('../map/NetworkMap').then((m) => ({ default: m.NetworkMap })));

/**
 * "/files/{fileId}/map": the capture's hosts (or groups of them) and the pairs that talked, as the graph API
 * answers for the choices in the URL: grouping, node limit and conversation filters.
 */
export function MapPage({ fileId }: { fileId: string }) {
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const query = readMapQuery(search);
  const file = useApi(resources.file(fileId), { pollWhile: (f, failed) => !failed && f !== null && isActive(f) });
  const ready = file.data?.status === 'COMPLETED';
  const graph = useApi(ready ? resources.hostGraph(fileId, graphParams(query)) : null);

  const fileName = file.data?.name;
  useEffect(() => {
    document.title = fileName !== undefined ? `pcaplens: ${fileName} map` : 'pcaplens';
  }, [fileName]);

  const show = (next: MapQuery) => navigate(mapPath(fileId) + writeMapQuery(next), { replace: true });
  const set = <K extends keyof MapQuery>(key: K) => (value: MapQuery[K]) => show({ ...readMapQuery(window.location.search), [key]: value });

  if (file.error) return <CaptureLoadError error={file.error} />;
  if (!file.data) return <div className="notice">Loading…</div>;
  const data = graph.data;
  return (
    <section className="map-page" data-testid="map-page">
      <CaptureHeader file={file.data} facts={false} />
      <FileTabs fileId={fileId} current="map" />
      {!ready && <div className="notice" data-testid="map-not-ready">The map is drawn once the analysis is complete.</div>}
      {ready && (
        <>
          <MapControls query={query} set={set} />
          {graph.error && (
            <div className="alert alert-error" role="alert" data-testid="map-error">
              Could not load the map: {errorMessage(graph.error)}
            </div>
          )}
          {!data && !graph.error && <div className="notice">Loading…</div>}
          {data && (
            <>
              <div className="extracted-summary" data-testid="map-summary" data-total-nodes={data.totalNodes}>
                {formatCount(data.nodes.length)} of {formatCount(data.totalNodes)} {data.totalNodes === 1 ? 'node' : 'nodes'},{' '}
                {formatCount(data.edges.length)} {data.edges.length === 1 ? 'link' : 'links'}
                {data.totalNodes > data.nodes.length && ' (the least busy folded into “rest”)'}
              </div>
              {data.nodes.length === 0 ? (
                <div className="empty" data-testid="map-empty">No conversation matches: nothing to draw.</div>
              ) : (
                <Suspense fallback={<div className="notice">Loading the map…</div>}>
                  <NetworkMap key={answerKey(data)} fileId={fileId} map={data} fileName={file.data.name} />
                </Suspense>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

const answers = new WeakMap<object, number>();
let answered = 0;

/** A key per answer: a new answer draws a new map, from a fresh layout. */
function answerKey(answer: object): number {
  if (!answers.has(answer)) answers.set(answer, ++answered);
  return answers.get(answer)!;
}

function MapControls({ query, set }: { query: MapQuery; set: <K extends keyof MapQuery>(key: K) => (value: MapQuery[K]) => void }) {
  const [protocol, setProtocol, flushProtocol] = useDebouncedField(query.protocol, set('protocol'));
  const [app, setApp, flushApp] = useDebouncedField(query.app, set('app'));
  const [q, setQ, flushQ] = useDebouncedField(query.q, set('q'), 800);
  const limits: number[] = [...LIMITS];
  if (!limits.includes(query.limit)) limits.push(query.limit);
  return (
    <div className="extracted-filters map-controls" data-testid="map-controls">
      <label>
        <span className="label-text">Draw</span>
        <select value={query.groupBy} onChange={(e) => set('groupBy')(e.target.value as Grouping)} data-testid="map-group-by">
          {GROUPINGS.map((g) => (
            <option key={g} value={g}>
              {GROUPING_LABELS[g]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="label-text">At most</span>
        <select value={query.limit} onChange={(e) => set('limit')(Number(e.target.value))} data-testid="map-limit">
          {limits.sort((a, b) => a - b).map((l) => (
            <option key={l} value={l}>
              {formatCount(l)} nodes
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="label-text">Protocol</span>
        <input type="search" value={protocol} placeholder="e.g. HTTP,DNS" size={12} onChange={(e) => setProtocol(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && flushProtocol()} data-testid="map-protocol" />
      </label>
      <label>
        <span className="label-text">Application</span>
        <input type="search" value={app} placeholder="e.g. TLS" size={12} onChange={(e) => setApp(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && flushApp()} data-testid="map-app" />
      </label>
      <label className="grow">
        <span className="label-text">Hunt query</span>
        <input type="search" className="mono" value={q} placeholder="e.g. port.dst == 443 && !sni" onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && flushQ()} data-testid="map-q" />
      </label>
    </div>
  );
}
