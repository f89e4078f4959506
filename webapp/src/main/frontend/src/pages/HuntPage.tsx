import { useCallback, useEffect, useMemo } from 'react';
import { errorMessage, resources } from '../api';
import { Pager } from '../components/Pager';
import { formatSort, nextSort, type SortKey } from '../explorer/query';
import { endpoint, formatCount, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { huntResources } from '../hunt/api';
import { captureHuntPath, readHuntQuery, writeHuntQuery, type HuntQuery } from '../hunt/huntQuery';
import { queryProblemOf } from '../hunt/problem';
import { QueryBar } from '../hunt/QueryBar';
import { savedQueryTarget } from '../hunt/saved';
import { summaryHeading } from '../hunt/summary';
import { useQueryFields } from '../hunt/useQueryFields';
import { Link, navigate, useLocation } from '../router';
import type { SavedQuery } from '../types';

/** The hunt table's sortable columns: the API's sort fields. */
const SORTABLE: readonly { field: string; label: string; className?: string }[] = [
  { field: 'startTime', label: 'Start', className: 'time' },
  { field: 'totalBytes', label: 'Bytes', className: 'num' },
  { field: 'packetCount', label: 'Packets', className: 'num' },
];

function SortHeader({ field, label, className, sort, onSort }: { field: string; label: string; className?: string; sort: SortKey[]; onSort: (field: string, additive: boolean) => void }) {
  const key = sort.find((k) => k.field === field);
  return (
    <th className={className} aria-sort={key ? (key.asc ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="link-button" onClick={(e) => onSort(field, e.shiftKey)} data-testid={`hunt-sort-${field}`}>
        {label}
        {key ? (key.asc ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}

/** The networks the scope picker offers: the first 100, as the "Add to network" picker. */
const PICKER_SIZE = 100;

/** Every capture, or one monitored network's captures: the picker above the query bar. */
function ScopePicker({ network, onChange }: { network: string; onChange: (network: string) => void }) {
  const networks = useApi(resources.networks(1, PICKER_SIZE));
  const items = networks.data?.items ?? [];
  const unlisted = network !== '' && networks.data !== null && !items.some((n) => n.id === network);
  return (
    <label className="hunt-scope">
      Hunt in{' '}
      <select value={network} onChange={(e) => onChange(e.target.value)} data-testid="hunt-scope">
        <option value="">every capture</option>
        {items.map((n) => (
          <option key={n.id} value={n.id}>
            {`network ${n.name}`}
          </option>
        ))}
        {unlisted && <option value={network}>{`network ${network}`}</option>}
      </select>
      {!!networks.error && <span className="reason"> Could not load the networks: {errorMessage(networks.error)}</span>}
    </label>
  );
}

/**
 * "/hunt": one hunt language expression over the conversations of every capture, or of one monitored network's
 * captures, with the captures they were found in. The expression, scope, sort and page live in the URL (`q`,
 * `network`, `sort`, `page`, `size`), so a hunt is a link. Capture content is data: every value is rendered as text.
 */
export function HuntPage() {
  const location = useLocation();
  const search = location.split('?')[1] ?? '';
  const query = useMemo(() => readHuntQuery(search), [search]);
  const show = useCallback((next: HuntQuery, replace = false) => navigate(`/hunt${writeHuntQuery(next)}`, { replace }), []);
  const fields = useQueryFields();
  const loadSaved = useCallback(
    (saved: SavedQuery) => {
      const target = savedQueryTarget(saved);
      if ('path' in target) navigate(target.path);
      else show({ ...readHuntQuery(window.location.search), q: target.q, network: target.network, page: 1 });
    },
    [show],
  );

  const result = useApi(query.q ? huntResources.conversations(query.q, query.page, query.size, formatSort(query.sort), query.network) : null, {
    // past the last page (a stale link): the last page instead
    onAnswer: (page) => {
      if (page.totalPages > 0 && query.page > page.totalPages) {
        show({ ...readHuntQuery(window.location.search), page: page.totalPages }, true);
        return false;
      }
      return true;
    },
  });

  useEffect(() => {
    document.title = query.q ? `pcaplens: hunt ${query.q}` : 'pcaplens: hunt';
  }, [query.q]);

  // every hit counted per capture by the service, not this page's rows
  const summary = useApi(query.q ? huntResources.captures(query.q, query.network) : null);
  // the scope's values, for the query bar's completion after `field ==`
  const facets = useApi(huntResources.facets(query.network));

  const problem = queryProblemOf(result.error);
  const page = query.q && !result.error ? result.data : null;
  const rows = page?.items ?? [];
  const captures = query.q && !summary.error ? (summary.data ?? []) : [];

  return (
    <section className="hunt-page" data-testid="hunt-page">
      <h1>Hunt</h1>
      <p className="muted">
        One expression over the conversations of every capture or of one network&apos;s, e.g. <code>sni contains &quot;example&quot; &amp;&amp; bytes &gt; 1M</code>.
      </p>
      <ScopePicker network={query.network} onChange={(network) => show({ ...query, network, page: 1 })} />
      <QueryBar
        value={query.q}
        onRun={(q) => show({ ...query, q, page: 1 })}
        fields={fields}
        facets={facets.data}
        problem={problem}
        saveScope={query.network ? `network:${query.network}` : 'all'}
        onLoadSaved={loadSaved}
      />
      {!!result.error && !problem && (
        <div className="alert alert-error" role="alert" data-testid="hunt-error">
          Could not hunt: {errorMessage(result.error)}
        </div>
      )}
      {!query.q && (
        <div className="empty" data-testid="hunt-empty">
          Type an expression and press Enter to search {query.network ? "this network's captures" : 'every capture'}.
        </div>
      )}
      {query.q && !page && !result.error && <div className="notice" data-testid="hunt-loading">Hunting…</div>}
      {page && page.total === 0 && (
        <div className="empty" data-testid="hunt-none">
          No conversation of {query.network ? "this network's captures" : 'any capture'} matches.
        </div>
      )}
      {page && page.total > 0 && (
        <>
          <div className="hunt-summary" data-testid="hunt-summary">
            <h2 className="small">{summary.data ? summaryHeading(captures, page.total) : 'Grouped by capture'}</h2>
            {!!summary.error && (
              <div className="alert alert-error" role="alert" data-testid="hunt-summary-error">
                Could not count the hits by capture: {errorMessage(summary.error)}
              </div>
            )}
            <table className="grid compact">
              <thead>
                <tr>
                  <th>Capture</th>
                  <th className="num">Hits</th>
                  <th>First seen</th>
                  <th>Last seen</th>
                </tr>
              </thead>
              <tbody>
                {captures.map((c) => (
                  <tr key={String(c.fileId)} data-testid="hunt-capture" data-file-id={String(c.fileId)} data-hits={c.hits}>
                    <td>
                      <Link to={captureHuntPath(c.fileId, query.q)}>{c.fileName}</Link>
                    </td>
                    <td className="num">{formatCount(c.hits)}</td>
                    <td className="time">{formatTime(c.firstSeen)}</td>
                    <td className="time">{formatTime(c.lastSeen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="toolbar">
            <Pager
              page={page.page}
              totalPages={page.totalPages}
              total={page.total}
              noun="matching conversations"
              size={query.size}
              onPage={(p) => show({ ...query, page: p })}
              onSize={(s) => show({ ...query, size: s, page: 1 })}
              testIdPrefix="hunt-page"
            />
          </div>
          <div className="table-scroll">
            <table className={`grid compact${result.loading ? ' loading' : ''}`} data-testid="hunt-table">
              <thead>
                <tr>
                  <th>Capture</th>
                  <th>Source</th>
                  <th>Destination</th>
                  <th>Protocol</th>
                  <th>Application</th>
                  <th>Server name</th>
                  {SORTABLE.map((s) => (
                    <SortHeader key={s.field} {...s} sort={query.sort} onSort={(field, additive) => show({ ...query, sort: nextSort(query.sort, field, additive), page: 1 })} />
                  ))}
                  <th aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={String(c.id)} data-testid="hunt-row" data-conversation-id={String(c.id)}>
                    <td className="name" title={c.fileName}>
                      <Link to={captureHuntPath(c.fileId, query.q)} data-testid="hunt-capture-link">
                        {c.fileName}
                      </Link>
                    </td>
                    <td className="mono">{endpoint(c.srcIp, c.srcPort)}</td>
                    <td className="mono">{endpoint(c.dstIp, c.dstPort)}</td>
                    <td>{c.protocol}</td>
                    <td>{c.appName ?? ''}</td>
                    <td title={c.hostname ?? undefined}>{c.hostname ?? ''}</td>
                    <td className="time">{formatTime(c.startTime)}</td>
                    <td className="num" title={`${formatCount(c.totalBytes)} bytes`}>
                      {formatSize(c.totalBytes)}
                    </td>
                    <td className="num">{formatCount(c.packetCount)}</td>
                    <td>
                      <Link to={captureHuntPath(c.fileId, query.q, c.id)} data-testid="hunt-open">
                        Open
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
