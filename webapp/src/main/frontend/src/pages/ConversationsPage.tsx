import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, api, errorMessage, isAbort } from '../api';
import { DetailPanel } from '../components/DetailPanel';
import { Pager } from '../components/Pager';
import { SessionViewer } from '../components/SessionViewer';
import { ProgressBar, StatusBadge } from '../components/StatusBadge';
import { ToolStatusChips } from '../components/ToolStatus';
import { ColumnPicker } from '../explorer/ColumnPicker';
import { COLUMNS, loadColumns, saveColumns } from '../explorer/columns';
import { ConversationTable } from '../explorer/ConversationTable';
import { ExportBar } from '../explorer/ExportBar';
import { FilterPanel } from '../explorer/FilterPanel';
import { emptyQuery, filterParams, hasFilters, nextSort, readQuery, writeQuery, type ExplorerQuery } from '../explorer/query';
import { formatCount, formatSize, formatTime } from '../format';
import { Link, navigate, useLocation } from '../router';
import { isActive, type CaptureFile, type Conversation, type Facets, type Id, type Paged } from '../types';

const POLL_MS = 2000;

/**
 * "/files/{fileId}": the file's header and the conversation explorer (spec 10.1-10.4, 10.7). Filters, sort
 * and page live in the URL, so a view can be bookmarked and shared and back/forward step through changes.
 */
export function ConversationsPage({ fileId }: { fileId: string }) {
  const location = useLocation();
  const search = location.split('?')[1] ?? '';
  const query = useMemo(() => readQuery(search), [search]);
  const [file, setFile] = useState<CaptureFile | null>(null);
  const [fileError, setFileError] = useState<{ message: string; status: number } | null>(null);
  const [convs, setConvs] = useState<Paged<Conversation> | null>(null);
  const [convError, setConvError] = useState<string | null>(null);
  const [loadingConvs, setLoadingConvs] = useState(false);
  const [facets, setFacets] = useState<Facets | null>(null);
  const [facetsError, setFacetsError] = useState<string | null>(null);
  const [sessionOf, setSessionOf] = useState<Conversation | null>(null);
  const [columnIds, setColumnIds] = useState<string[]>(loadColumns);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  const basePath = `/files/${encodeURIComponent(fileId)}`;
  const setQuery = useCallback(
    (next: ExplorerQuery, replace = false) => navigate(basePath + writeQuery(next), { replace }),
    [basePath],
  );
  /** A filter change starts again at page 1. */
  const changeFilters = (patch: Partial<ExplorerQuery>) => setQuery({ ...query, ...patch, page: 1 });
  const clearFilters = () => setQuery({ ...emptyQuery(), sort: query.sort, size: query.size, open: query.open });

  // The API's view of the filters and sort: one string, so effects refetch only when it really changes.
  const filters = useMemo(() => filterParams(query), [query]);
  const filterKey = filters.toString();
  const filtersOnlyKey = useMemo(() => filterParams(query, false).toString(), [query]);

  useEffect(() => {
    document.title = file ? `pcaplens: ${file.name}` : 'pcaplens';
  }, [file]);

  // The file record, polled until the analysis reaches COMPLETED or FAILED.
  useEffect(() => {
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const load = async () => {
      try {
        const f = await api.getFile(fileId, ctrl.signal);
        if (stopped) return;
        setFile(f);
        setFileError(null);
        if (isActive(f)) timer = setTimeout(load, POLL_MS);
      } catch (e) {
        if (stopped || isAbort(e)) return;
        setFileError({ message: errorMessage(e), status: e instanceof ApiError ? e.status : 0 });
      }
    };
    void load();
    return () => {
      stopped = true;
      ctrl.abort();
      if (timer) clearTimeout(timer);
    };
  }, [fileId]);

  const completed = file?.status === 'COMPLETED';

  useEffect(() => {
    if (!completed) return;
    const ctrl = new AbortController();
    api
      .facets(fileId, ctrl.signal)
      .then((f) => {
        setFacets(f);
        setFacetsError(null);
      })
      .catch((e) => {
        if (!isAbort(e)) setFacetsError(errorMessage(e));
      });
    return () => ctrl.abort();
  }, [fileId, completed]);

  const { page, size } = query;
  useEffect(() => {
    if (!completed) return;
    const ctrl = new AbortController();
    setLoadingConvs(true);
    api
      .listConversations(fileId, page, size, new URLSearchParams(filterKey), ctrl.signal)
      .then((result) => {
        if (result.totalPages > 0 && page > result.totalPages) {
          setQuery({ ...readQuery(window.location.search), page: result.totalPages }, true);
          return;
        }
        setConvs(result);
        setConvError(null);
      })
      .catch((e) => {
        if (isAbort(e)) return;
        // the previous rows belong to other filters: not shown under the error
        setConvs(null);
        setConvError(e instanceof ApiError && e.status === 400 ? `These filters are not valid: ${errorMessage(e)}` : `Could not load conversations: ${errorMessage(e)}`);
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoadingConvs(false);
      });
    return () => ctrl.abort();
    // setQuery only depends on basePath, which follows fileId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileId, page, size, filterKey, completed]);

  // A new filter set is a new selection: ticked rows the filters now hide must not be exported or counted.
  useEffect(() => {
    setChecked(new Set());
    setAllMatching(false);
  }, [filtersOnlyKey]);

  const check = (ids: Id[], on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(String(id)) : next.delete(String(id))));
      return next;
    });

  const changeColumns = (ids: string[]) => {
    setColumnIds(ids);
    saveColumns(ids);
  };

  const selected: Id | null = query.open;
  const setSelected = (id: Id | null) => {
    if (String(id) !== String(selected)) setQuery({ ...query, open: id === null ? null : String(id) });
  };

  useEffect(() => {
    if (selected === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setQuery({ ...readQuery(window.location.search), open: null });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selected, setQuery]);

  const closeSession = useCallback(() => setSessionOf(null), []);
  const rows = convs?.items ?? [];
  const columns = COLUMNS.filter((c) => columnIds.includes(c.id) && (!c.onlyWhen || c.onlyWhen(rows)));

  if (fileError) {
    return (
      <div className="alert alert-error" role="alert" data-testid={fileError.status === 404 ? 'file-not-found' : 'load-error'}>
        {fileError.status === 404 ? 'This capture file does not exist (it may have been deleted).' : `Could not load the file: ${fileError.message}`}{' '}
        <Link to="/">Back to the file list</Link>
      </div>
    );
  }
  if (!file) return <div className="notice">Loading…</div>;

  return (
    <section className={selected !== null ? 'with-detail' : undefined}>
      <div className="file-header" data-testid="file-header">
        <div className="crumbs">
          <Link to="/">Capture files</Link> / <span className="mono">{file.name}</span>
        </div>
        <h1 className="page-title" data-testid="file-title">
          {file.name} <StatusBadge status={file.status} />
        </h1>
        <div className="facts">
          <Fact label="Packets" testId="file-packets" value={formatCount(file.packetCount)} />
          <Fact label="Conversations" testId="file-conversations" value={formatCount(file.conversationCount)} />
          <Fact label="Size" value={formatSize(file.size)} />
          <Fact label="Capture" value={file.captureStart ? `${formatTime(file.captureStart)} – ${formatTime(file.captureEnd)}` : ''} />
          <Fact label="Uploaded" value={formatTime(file.uploadedAt)} />
          <Fact label="SHA-256" value={file.sha256} mono />
          {file.tools && Object.keys(file.tools).length > 0 && (
            <span className="fact">
              <span className="fact-label">Tools</span>
              <ToolStatusChips tools={file.tools} />
            </span>
          )}
        </div>
      </div>

      {isActive(file) && (
        <div className="notice" data-testid="file-analyzing">
          Analysis in progress: <ProgressBar percent={file.progress?.percent ?? 0} stage={file.progress?.stage} />
        </div>
      )}
      {file.status === 'FAILED' && (
        <div className="alert alert-error" role="alert" data-testid="file-reason">
          Analysis failed: {file.statusReason ?? 'no reason given'}
        </div>
      )}

      {completed && (
        <div className="explorer">
          <FilterPanel query={query} facets={facets} facetsError={facetsError} onChange={changeFilters} onClear={clearFilters} />
          <div className="results">
            {convError && (
              <div className="alert alert-error" role="alert" data-testid="load-error">
                {convError}
              </div>
            )}
            {!convs && !convError && <div className="notice" data-testid="conversations-loading">Loading conversations…</div>}
            {convs && (
              <>
                <div className="toolbar">
                  <Pager
                    page={convs.page}
                    totalPages={convs.totalPages}
                    total={convs.total}
                    noun={hasFilters(query) ? 'matching conversations' : 'conversations'}
                    size={size}
                    onPage={(p) => setQuery({ ...query, page: p })}
                    onSize={(s) => setQuery({ ...query, size: s, page: 1 })}
                  />
                  <ColumnPicker visible={columnIds} onChange={changeColumns} />
                </div>
                <ExportBar
                  fileId={fileId}
                  filters={filters}
                  total={convs.total}
                  checked={checked}
                  allMatching={allMatching}
                  onAllMatching={setAllMatching}
                  onClearSelection={() => {
                    setChecked(new Set());
                    setAllMatching(false);
                  }}
                />
                {convs.total === 0 ? (
                  <div className="empty" data-testid="empty-conversations">
                    {hasFilters(query) ? (
                      <>
                        No conversation matches these filters.{' '}
                        <button type="button" className="link-button" onClick={clearFilters}>
                          Clear the filters
                        </button>
                      </>
                    ) : (
                      'No conversations in this capture.'
                    )}
                  </div>
                ) : (
                  <ConversationTable
                    rows={rows}
                    columns={columns}
                    sort={query.sort}
                    onSort={(field, additive) => setQuery({ ...query, sort: nextSort(query.sort, field, additive), page: 1 })}
                    selectedRow={selected}
                    onOpen={setSelected}
                    onSession={setSessionOf}
                    checked={checked}
                    allMatching={allMatching}
                    onCheck={check}
                    loading={loadingConvs}
                  />
                )}
              </>
            )}
          </div>
        </div>
      )}

      {selected !== null && <DetailPanel key={String(selected)} conversationId={selected} onClose={() => setSelected(null)} />}
      {sessionOf && <SessionViewer conv={sessionOf} onClose={closeSession} />}
    </section>
  );
}

function Fact({ label, value, testId, mono }: { label: string; value: string; testId?: string; mono?: boolean }) {
  return (
    <span className="fact">
      <span className="fact-label">{label}</span>
      <span className={mono ? 'fact-value mono small' : 'fact-value'} data-testid={testId}>
        {value}
      </span>
    </span>
  );
}
