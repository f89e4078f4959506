import { useEffect } from 'react';
import { api, errorMessage, resources } from '../api';
import { Pager } from '../components/Pager';
import { useApi } from '../hooks/useApi';
import { useRowAction } from '../hooks/useRowAction';
import { pageFromQuery } from '../monitor/changeQuery';
import { NetworkForm } from '../monitor/NetworkForm';
import { NetworkRow } from '../monitor/NetworkRow';
import { navigate, useLocation } from '../router';
import '../monitor/monitor.css';

const PAGE_SIZE = 25;

/**
 * "/monitor": the monitored networks (spec 1 item 5), oldest first, a form to create one, and deletion after a
 * confirmation. The page is the address's `page`, so a reload stays on it.
 */
export function NetworksPage() {
  const location = useLocation();
  const page = pageFromQuery(location.split('?')[1] ?? '');
  const setPage = (p: number, replace = false) => navigate(p > 1 ? `/monitor?page=${p}` : '/monitor', { replace });
  useEffect(() => {
    document.title = 'pcaplens: monitored networks';
  }, []);

  const list = useApi(resources.networks(page, PAGE_SIZE), {
    onAnswer: (result) => {
      // past the last page (networks deleted): show the last page instead
      if (result.totalPages > 0 && page > result.totalPages) {
        setPage(result.totalPages, true);
        return false;
      }
    },
  });
  const data = list.data;

  async function create(name: string, description: string) {
    const created = await api.createNetwork(name, description);
    navigate(`/monitor/${encodeURIComponent(created.id)}`);
  }

  const deletion = useRowAction(async (id) => {
    await api.deleteNetwork(id);
    list.reload();
  }, 'Could not delete the network');

  return (
    <section className="monitor">
      <h1 className="page-title">Monitored networks</h1>
      <p className="muted intro">
        A monitored network keeps captures of one site taken over time as snapshots, in capture order, and lists what
        changed from one to the next.
      </p>
      <div className="panel">
        <h2 className="panel-title">New network</h2>
        <NetworkForm submitLabel="Create" busyLabel="Creating…" onSubmit={create} testId="network-create" />
      </div>

      {(deletion.error !== null || !!list.error) && (
        <div className="alert alert-error" role="alert" data-testid="networks-error">
          {deletion.error ?? `Could not load the networks: ${errorMessage(list.error)}`}{' '}
          <button type="button" className="link-button" onClick={list.reload}>
            Retry
          </button>
        </div>
      )}
      {data === null && !list.error && <div className="notice">Loading…</div>}
      {data !== null && data.total === 0 && (
        <div className="empty" data-testid="empty-networks">
          No monitored networks yet. Create one above, then add completed captures to it from their file pages.
        </div>
      )}
      {data !== null && data.total > 0 && (
        <>
          <table className="grid networks" data-testid="networks-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Description</th>
                <th className="num">Snapshots</th>
                <th>Last capture</th>
                <th>Changes by severity</th>
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {data.items.map((n) => (
                <NetworkRow key={n.id} network={n} deletion={deletion.props(n.id)} />
              ))}
            </tbody>
          </table>
          {data.totalPages > 1 && (
            <Pager page={data.page} totalPages={data.totalPages} total={data.total} noun="networks" onPage={(p) => setPage(p)} testIdPrefix="networks-page" />
          )}
        </>
      )}
    </section>
  );
}
