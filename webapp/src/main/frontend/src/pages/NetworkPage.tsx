import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, errorMessage, resources } from '../api';
import { PageLoadError } from '../components/PageLoadError';
import { useApi } from '../hooks/useApi';
import { ChangeFilters } from '../monitor/ChangeFilters';
import { ChangeList } from '../monitor/ChangeList';
import { changeFilterParams, defaultChangeQuery, readChangeQuery, writeChangeQuery, type ChangeQuery } from '../monitor/changeQuery';
import { FactsPanel } from '../monitor/FactsPanel';
import { NetworkHeading } from '../monitor/NetworkHeading';
import { SnapshotTable } from '../monitor/SnapshotTable';
import { TimelineChart } from '../monitor/TimelineChart';
import { networkHuntPath } from '../hunt/whereElse';
import { Link, navigate, useLocation } from '../router';
import type { Network } from '../types';
import '../monitor/monitor.css';

/**
 * "/monitor/{networkId}": the monitor view of a network (spec 4.3). Its timeline of snapshots, the snapshots, and
 * the changes with their reviews. The change list's filters and page are the address's query (changeQuery.ts), so
 * a reload or a shared link shows the same changes. Mount it anew for another network.
 */
export function NetworkPage({ networkId }: { networkId: string }) {
  const location = useLocation();
  const search = location.split('?')[1] ?? '';
  const query = useMemo(() => readChangeQuery(search), [search]);
  const basePath = `/monitor/${encodeURIComponent(networkId)}`;
  const setQuery = useCallback((next: ChangeQuery, replace = false) => navigate(basePath + writeChangeQuery(next), { replace }), [basePath]);
  /** A filter change starts again at page 1. */
  const changeFilters = (patch: Partial<ChangeQuery>) => setQuery({ ...query, ...patch, page: 1 });

  const network = useApi(resources.network(networkId));
  const [renamed, setRenamed] = useState<Network | null>(null);
  const shown = renamed ?? network.data;
  const snapshots = useApi(resources.snapshots(networkId));
  const baseline = useApi(resources.baseline(networkId));
  const baselineId = baseline.error ? null : (baseline.data?.snapshotId ?? null);
  const filters = useMemo(() => changeFilterParams(query), [query]);
  const changes = useApi(resources.changes(networkId, query.page, query.size, filters), {
    // past the last page (a snapshot removed, a stale link): go to the last page instead
    onAnswer: (result) => {
      if (result.totalPages > 0 && query.page > result.totalPages) {
        setQuery({ ...readChangeQuery(window.location.search), page: result.totalPages }, true);
        return false;
      }
      return true;
    },
  });
  const [facts, setFacts] = useState<{ snapshotId: string; find: string } | null>(null);
  const closeFacts = useCallback(() => setFacts(null), []);

  const snapshotList = useMemo(() => snapshots.data ?? [], [snapshots.data]);
  const snapshotsById = useMemo(() => new Map(snapshotList.map((s) => [s.id, s])), [snapshotList]);

  const name = shown?.name;
  useEffect(() => {
    document.title = name !== undefined ? `pcaplens: ${name}` : 'pcaplens: monitored network';
  }, [name]);

  if (network.error) {
    return (
      <PageLoadError
        error={network.error}
        missing="This monitored network does not exist (it may have been deleted)."
        failed="Could not load the network"
        testIds={{ missing: 'network-not-found', failed: 'network-error' }}
      />
    );
  }
  if (!shown) return <div className="notice">Loading…</div>;

  const selectSnapshot = (id: string) => changeFilters({ snapshot: query.snapshot === id ? null : id });
  /** Muting and the baseline change what the list shows and the timeline counts. */
  const afterQuieting = () => {
    baseline.reload();
    snapshots.reload();
    changes.reload();
  };
  const afterRemoval = (id: string) => {
    snapshots.reload();
    network.reload();
    setRenamed(null);
    if (query.snapshot === id) changeFilters({ snapshot: null });
    else changes.reload();
  };

  return (
    <section className="monitor network-page" data-testid="network-page" data-network-id={networkId}>
      <NetworkHeading network={shown} onSaved={setRenamed} />
      <p className="network-hunt">
        <Link to={networkHuntPath(networkId)} data-testid="network-hunt">
          Hunt in this network
        </Link>{' '}
        <span className="muted">: a query over the conversations of its snapshots&apos; captures</span>
      </p>

      {!!snapshots.error && (
        <div className="alert alert-error" role="alert" data-testid="snapshots-error">
          Could not load the snapshots: {errorMessage(snapshots.error)}{' '}
          <button type="button" className="link-button" onClick={snapshots.reload}>
            Retry
          </button>
        </div>
      )}
      {snapshots.data && snapshotList.length === 0 && (
        <div className="empty" data-testid="no-snapshots">
          No snapshots yet. Open a completed capture from the <Link to="/">file list</Link> and choose “Add to network…”, or
          POST its id to <code>/api/v1/monitor/networks/{networkId}/snapshots</code>.
        </div>
      )}
      {snapshotList.length > 0 && (
        <>
          <div className="panel">
            <h2 className="panel-title">Timeline</h2>
            <TimelineChart snapshots={snapshotList} selected={query.snapshot} onSelect={selectSnapshot} />
          </div>
          <div className="panel">
            <h2 className="panel-title">Snapshots ({snapshotList.length})</h2>
            <SnapshotTable
              networkId={networkId}
              snapshots={snapshotList}
              selected={query.snapshot}
              onListChanges={(id) => changeFilters({ snapshot: id })}
              onFacts={(id) => setFacts({ snapshotId: id, find: '' })}
              onRemoved={afterRemoval}
              baselineId={baselineId}
              onBaseline={afterQuieting}
            />
          </div>
          <div className="panel" id="changes">
            <h2 className="panel-title">Changes</h2>
            <ChangeFilters query={query} snapshots={snapshotList} onChange={changeFilters} onReset={() => setQuery(defaultChangeQuery())} />
            {!!changes.error && (
              <div className="alert alert-error" role="alert" data-testid="changes-error">
                {changes.error instanceof ApiError && changes.error.status === 400
                  ? `These filters are not valid: ${errorMessage(changes.error)}`
                  : `Could not load the changes: ${errorMessage(changes.error)}`}
              </div>
            )}
            {!changes.error && (
              <ChangeList
              networkId={networkId}
              page={changes.data}
              loading={changes.loading}
              size={query.size}
              snapshotsById={snapshotsById}
              onPage={(p) => setQuery({ ...query, page: p })}
              onSize={(s) => setQuery({ ...query, size: s, page: 1 })}
              onFacts={(snapshotId, find) => setFacts({ snapshotId, find })}
              onMuted={afterQuieting}
              />
            )}
          </div>
        </>
      )}
      {facts && <FactsPanel key={`${facts.snapshotId}|${facts.find}`} networkId={networkId} snapshotId={facts.snapshotId} find={facts.find} onClose={closeFacts} />}
    </section>
  );
}
