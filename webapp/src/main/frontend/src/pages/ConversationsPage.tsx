import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { ApiError, errorMessage, resources } from '../api';
import { CaptureHeader } from '../components/CaptureHeader';
import { DetailPanel } from '../components/detail/DetailPanel';
import { CaptureLoadError } from '../components/PageLoadError';
import { SessionViewer } from '../components/SessionViewer';
import { loadColumns, shownColumns } from '../explorer/columns';
import { formatLayout, loadLayout, parseLayout, saveLayout, type ColumnLayout } from '../explorer/layout';
import { ConversationResults } from '../explorer/ConversationResults';
import { FlowResults } from '../explorer/FlowResults';
import { explorerReducer, initialExplorerState } from '../explorer/explorerState';
import { FilterPanel } from '../explorer/FilterPanel';
import { TimeWindowChip } from '../explorer/TimeWindowChip';
import { emptyQuery, filterParams, hasFilters, nextSort, readQuery, switchView, writeQuery, type ExplorerQuery } from '../explorer/query';
import { ViewSwitch } from '../explorer/ViewSwitch';
import { useApi } from '../hooks/useApi';
import { appendClause } from '../hunt/clause';
import { queryProblemOf } from '../hunt/problem';
import { QueryBar } from '../hunt/QueryBar';
import { loadPillsToQuery, savePillsToQuery } from '../hunt/history';
import { useQueryFields } from '../hunt/useQueryFields';
import { FileTabs } from '../overview/FileTabs';
import { navigate, useLocation } from '../router';
import { isActive, type Conversation, type Id, type Paged } from '../types';

/**
 * "/files/{fileId}": the file's header and the conversation explorer (spec 10.1-10.4, 10.7). Filters, sort
 * and page live in the URL, so a view can be bookmarked and shared and back/forward step through changes.
 */
export function ConversationsPage({ fileId }: { fileId: string }) {
  const location = useLocation();
  const search = location.split('?')[1] ?? '';
  const query = useMemo(() => readQuery(search), [search]);

  const basePath = `/files/${encodeURIComponent(fileId)}`;
  const setQuery = useCallback(
    (next: ExplorerQuery, replace = false) => navigate(basePath + writeQuery(next), { replace }),
    [basePath],
  );
  /** A filter change starts again at page 1. */
  // on the URL's state as it is now, not this render's: a change made since (another field's) is kept
  const changeFilters = (patch: Partial<ExplorerQuery>) => setQuery({ ...readQuery(window.location.search), ...patch, page: 1 });
  const clearFilters = () => setQuery({ ...emptyQuery(), sort: query.sort, size: query.size, open: query.open, view: query.view, cols: query.cols });

  // The API's view of the filters and sort; without the sort, what a selection of rows is made under.
  const filters = useMemo(() => filterParams(query), [query]);
  const selectionFilters = useMemo(() => filterParams(query, false).toString(), [query]);

  const [state, dispatch] = useReducer(explorerReducer, selectionFilters, (f) => initialExplorerState(loadColumns(), f));
  if (state.selectionFilters !== selectionFilters) dispatch({ type: 'filtersChanged', filters: selectionFilters });

  // The file record, polled until the analysis reaches COMPLETED or FAILED.
  const file = useApi(resources.file(fileId), { pollWhile: (f, failed) => !failed && f !== null && isActive(f) });
  const completed = file.data?.status === 'COMPLETED';
  const flowView = query.view === 'flows';
  // the counts follow the filters: each pill counts the rows (flows) the view would have with its value added
  const facets = useApi(completed ? (flowView ? resources.flowFacets(fileId, selectionFilters) : resources.facets(fileId, selectionFilters)) : null);
  // the capture's own filter values, with no filter applied: which columns it has no value for
  const captureFacets = useApi(completed && !flowView && selectionFilters !== '' ? resources.facets(fileId, '') : null);
  const unfilteredFacets = selectionFilters === '' ? facets.data : captureFacets.data;
  const flows = useApi(completed && flowView ? resources.flows(fileId, query.page, query.size, filters) : null);
  const conversations = useApi(completed && !flowView ? resources.conversations(fileId, query.page, query.size, filters) : null, {
    // past the last page (rows deleted, a stale link): go to the last page instead
    onAnswer: (result) => {
      if (result.totalPages > 0 && query.page > result.totalPages) {
        setQuery({ ...readQuery(window.location.search), page: result.totalPages }, true);
        return false;
      }
      return true;
    },
  });

  const queryFields = useQueryFields();
  const [pillsToQuery, setPillsToQuery] = useState(loadPillsToQuery);
  const changePillsToQuery = (on: boolean) => {
    savePillsToQuery(on);
    setPillsToQuery(on);
  };
  // a clause (a row's "filter on this value") ANDed to the expression in force
  const addClause = (clause: string) => changeFilters({ q: appendClause(readQuery(window.location.search).q, clause) });

  const fileName = file.data?.name;
  useEffect(() => {
    document.title = fileName !== undefined ? `pcaplens: ${fileName}` : 'pcaplens';
  }, [fileName]);

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

  const closeSession = useCallback(() => dispatch({ type: 'closeSession' }), []);
  // the table's layout: the URL's when it has one (a shared link), else the one remembered in this browser
  const [storedLayout, setStoredLayout] = useState(loadLayout);
  const layout = useMemo(() => parseLayout(query.cols) ?? storedLayout, [query.cols, storedLayout]);
  const changeLayout = (next: ColumnLayout) => {
    saveLayout(next);
    setStoredLayout(next);
    dispatch({ type: 'showColumns', ids: next.ids });
    setQuery({ ...query, cols: formatLayout(next) }, true);
  };

  if (file.error) return <CaptureLoadError error={file.error} />;
  if (!file.data) return <div className="notice">Loading…</div>;

  // A parameter the API refuses (a hand-edited or stale URL) is recoverable: its message and a reset are shown over
  // the table, which keeps the rows of the last valid view. After any other failure no rows are shown.
  const invalid = conversations.error instanceof ApiError && conversations.error.status === 400;
  const page = !conversations.error ? conversations.data : invalid ? (conversations.data ?? NO_ROWS) : null;
  const resetView = () => setQuery({ ...emptyQuery(), size: query.size, view: query.view, cols: query.cols });
  const rows = page?.items ?? [];
  const columns = shownColumns(layout.ids, rows, flowView ? null : unfilteredFacets);

  return (
    <section className={selected !== null ? 'with-detail' : undefined}>
      <CaptureHeader file={file.data} />
      <FileTabs fileId={fileId} current="conversations" />
      {completed && <TimeWindowChip from={query.from} to={query.to} onRemove={() => changeFilters({ from: '', to: '' })} />}

      {completed && <ViewSwitch view={query.view} onChange={(view) => setQuery(switchView(query, view))} />}
      {completed && (
        <QueryBar
          value={query.q}
          onRun={(q) => changeFilters({ q })}
          fields={queryFields}
          facets={facets.data}
          problem={queryProblemOf(flowView ? flows.error : conversations.error) ?? queryProblemOf(facets.error)}
        />
      )}
      {completed && (
        <div className="explorer">
          <FilterPanel
            query={query}
            facets={facets.data}
            facetsError={facets.error ? errorMessage(facets.error) : null}
            facetsLoading={facets.loading}
            onChange={changeFilters}
            onClear={clearFilters}
            pillsToQuery={pillsToQuery}
            onPillsToQuery={changePillsToQuery}
            onClause={addClause}
          />
          {flowView && (
            <FlowResults
              fileId={fileId}
              page={flows.error ? null : flows.data}
              error={flows.error ? conversationsProblem(flows.error) : null}
              loading={flows.loading}
              filters={filters}
              filtered={hasFilters(query)}
              size={query.size}
              sort={query.sort}
              onPage={(p) => setQuery({ ...query, page: p })}
              onSize={(s) => setQuery({ ...query, size: s, page: 1 })}
              onSort={(field, additive) => setQuery({ ...query, sort: nextSort(query.sort, field, additive), page: 1 })}
              onOpenConversation={setSelected}
              onClearFilters={clearFilters}
            />
          )}
          {!flowView && (
          <ConversationResults
            fileId={fileId}
            page={page}
            error={conversations.error ? conversationsProblem(conversations.error) : null}
            onReset={invalid ? resetView : undefined}
            loading={conversations.loading}
            filters={filters}
            filtered={hasFilters(query)}
            size={query.size}
            sort={query.sort}
            columns={columns}
            state={state}
            dispatch={dispatch}
            selectedRow={selected}
            onOpen={setSelected}
            onPage={(p) => setQuery({ ...query, page: p })}
            onSize={(s) => setQuery({ ...query, size: s, page: 1 })}
            onSort={(field, additive) => setQuery({ ...query, sort: nextSort(query.sort, field, additive), page: 1 })}
            layout={layout}
            onLayout={changeLayout}
            onClearFilters={clearFilters}
            onClause={addClause}
          />
          )}
        </div>
      )}

      {selected !== null && <DetailPanel key={String(selected)} conversationId={selected} onClose={() => setSelected(null)} onFilterHost={(ip) => changeFilters({ ip })} />}
      {state.session && <SessionViewer conv={state.session} onClose={closeSession} payload={query.payload} />}
    </section>
  );
}

const NO_ROWS: Paged<Conversation> = { items: [], page: 1, size: 0, total: 0, totalPages: 0 };

function conversationsProblem(e: unknown): string {
  if (queryProblemOf(e)) return 'The query cannot be read: see the error under the query bar.';
  return e instanceof ApiError && e.status === 400 ? `The filters or sort in this address are not valid: ${errorMessage(e)}` : `Could not load conversations: ${errorMessage(e)}`;
}
