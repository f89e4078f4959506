import { Pager } from '../components/Pager';
import type { Conversation, Id, Paged } from '../types';
import { ColumnPicker } from './ColumnPicker';
import type { Column } from './columns';
import type { ColumnLayout } from './layout';
import { ConversationTable } from './ConversationTable';
import type { ExplorerAction, ExplorerState } from './explorerState';
import { ExportBar } from './ExportBar';
import type { SortKey } from './query';

interface ConversationResultsProps {
  fileId: Id;
  /** The current page of rows; null until the first answer, and while the list fails. */
  page: Paged<Conversation> | null;
  error: string | null;
  /** Set when the error is a parameter the API refused: the table stays, with a button back to a valid view. */
  onReset?: () => void;
  loading: boolean;
  /** The current filters and sort as the API takes them. */
  filters: URLSearchParams;
  filtered: boolean;
  size: number;
  sort: SortKey[];
  columns: Column[];
  state: ExplorerState;
  dispatch: (action: ExplorerAction) => void;
  selectedRow: Id | null;
  onOpen: (id: Id) => void;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onSort: (field: string, additive: boolean) => void;
  onClearFilters: () => void;
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout) => void;
  /** Adds a hunt language clause to the expression in the query bar. */
  onClause?: (clause: string) => void;
}

/** The right-hand side of the explorer (spec 10.1, 10.3, 10.7): pager, column picker, export bar and the table. */
export function ConversationResults(props: ConversationResultsProps) {
  const { fileId, page, error, loading, filters, filtered, size, sort, columns, state, dispatch, selectedRow } = props;
  return (
    <div className="results">
      {error && (
        <div className="alert alert-error" role="alert" data-testid="load-error">
          {error}
          {props.onReset && (
            <>
              {' '}
              <button type="button" onClick={props.onReset} data-testid="reset-view">
                Reset filters and sort
              </button>
              {page && page.items.length > 0 && <span className="muted"> The table shows the last valid view.</span>}
            </>
          )}
        </div>
      )}
      {!page && !error && <div className="notice" data-testid="conversations-loading">Loading conversations…</div>}
      {page && (
        <>
          <div className="toolbar">
            {props.onReset && page.items.length === 0 ? (
              // a refused address has no count: "0 conversations" would read as an empty capture
              <span className="muted" data-testid="no-valid-view">
                No conversations listed: the address is not valid.
              </span>
            ) : (
              <Pager
                page={page.page}
                totalPages={page.totalPages}
                total={page.total}
                noun={filtered ? 'matching conversations' : 'conversations'}
                size={size}
                onPage={props.onPage}
                onSize={props.onSize}
              />
            )}
            <ColumnPicker layout={props.layout} onChange={props.onLayout} />
          </div>
          <ExportBar
            fileId={fileId}
            filters={filters}
            total={page.total}
            checked={state.checked}
            allMatching={state.allMatching}
            onAllMatching={() => dispatch({ type: 'selectAllMatching' })}
            onClearSelection={() => dispatch({ type: 'clearSelection' })}
          />
          {page.total === 0 && !props.onReset ? (
            <div className="empty" data-testid="empty-conversations">
              {filtered ? (
                <>
                  No conversation matches these filters.{' '}
                  <button type="button" className="link-button" onClick={props.onClearFilters}>
                    Clear the filters
                  </button>
                </>
              ) : (
                'No conversations in this capture.'
              )}
            </div>
          ) : (
            <ConversationTable
              rows={page.items}
              columns={columns}
              sort={sort}
              onSort={props.onSort}
              selectedRow={selectedRow}
              onOpen={props.onOpen}
              onSession={(conversation) => dispatch({ type: 'openSession', conversation })}
              checked={state.checked}
              allMatching={state.allMatching}
              onCheck={(ids, on) => dispatch({ type: 'check', ids, on })}
              loading={loading}
              layout={props.layout}
              onLayout={props.onLayout}
              onClause={props.onClause}
            />
          )}
        </>
      )}
    </div>
  );
}
