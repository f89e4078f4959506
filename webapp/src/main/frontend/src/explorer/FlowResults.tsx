import { Fragment, useState, type MouseEvent, type ReactNode } from 'react';
import { downloads } from '../api';
import { Pager } from '../components/Pager';
import { endpoint, formatCount, formatDuration, formatSize, formatTime } from '../format';
import { useDownload } from '../hooks/useDownload';
import type { Flow, Id, Paged } from '../types';
import { FlowDetail } from './FlowDetail';
import { labelSummary } from './flows';
import type { SortKey } from './query';

interface FlowResultsProps {
  fileId: Id;
  /** The current page of flows; null until the first answer, and while the list fails. */
  page: Paged<Flow> | null;
  error: string | null;
  loading: boolean;
  /** The current filters and sort as the API takes them. */
  filters: URLSearchParams;
  filtered: boolean;
  size: number;
  sort: SortKey[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onSort: (field: string, additive: boolean) => void;
  onOpenConversation: (id: Id) => void;
  onClearFilters: () => void;
}

interface FlowColumn {
  label: string;
  sortField?: string;
  className?: string;
  cell: (f: Flow) => ReactNode;
}

const COLUMNS: readonly FlowColumn[] = [
  { label: 'Initiator', sortField: 'srcIp', cell: (f) => endpoint(f.srcIp, f.srcPort) },
  { label: 'Responder', sortField: 'dstIp', cell: (f) => endpoint(f.dstIp, f.dstPort) },
  { label: 'Transport', sortField: 'transport', cell: (f) => f.transport },
  { label: 'Protocols', sortField: 'protocol', cell: (f) => labelSummary(f.labels) },
  { label: 'App', sortField: 'appName', cell: (f) => f.appName ?? f.dissectorProtocol ?? '' },
  { label: 'Packets →', sortField: 'srcPackets', className: 'num', cell: (f) => formatCount(f.srcPackets) },
  { label: 'Packets ←', sortField: 'dstPackets', className: 'num', cell: (f) => formatCount(f.dstPackets) },
  { label: 'Bytes →', sortField: 'srcBytes', className: 'num', cell: (f) => formatSize(f.srcBytes) },
  { label: 'Bytes ←', sortField: 'dstBytes', className: 'num', cell: (f) => formatSize(f.dstBytes) },
  { label: 'Start', sortField: 'startTime', cell: (f) => formatTime(f.startTime) },
  { label: 'Duration', sortField: 'durationMs', className: 'num', cell: (f) => formatDuration(f.durationMs) },
];

/** The flow view's table (one row per transport connection) with its pager and CSV export; a click opens a flow. */
export function FlowResults(props: FlowResultsProps) {
  const { fileId, page, error, loading, filters, filtered, size, sort } = props;
  const [openFlow, setOpenFlow] = useState<number | null>(null);
  const download = useDownload();
  const headerClick = (field: string) => (e: MouseEvent) => props.onSort(field, e.shiftKey);
  return (
    <div className="results" data-testid="flow-results">
      {error && (
        <div className="alert alert-error" role="alert" data-testid="load-error">
          {error}
        </div>
      )}
      {!page && !error && <div className="notice">Loading flows…</div>}
      {page && (
        <>
          <div className="toolbar">
            <Pager
              page={page.page}
              totalPages={page.totalPages}
              total={page.total}
              noun={filtered ? 'matching flows' : 'flows'}
              size={size}
              onPage={props.onPage}
              onSize={props.onSize}
            />
            <a className="button" href={downloads.flowsCsv(fileId, filters)} download onClick={download.follow} data-testid="export-flows-csv" title="The current filters and sort, all pages">
              Export CSV
            </a>
            {download.error && (
              <span className="field-error" role="alert">
                {download.error}
              </span>
            )}
          </div>
          {page.total === 0 ? (
            <div className="empty" data-testid="empty-flows">
              {filtered ? (
                <>
                  No flow matches these filters.{' '}
                  <button type="button" className="link-button" onClick={props.onClearFilters}>
                    Clear the filters
                  </button>
                </>
              ) : (
                'No flows in this capture.'
              )}
            </div>
          ) : (
            <div className={`table-scroll${loading ? ' loading' : ''}`} aria-busy={loading}>
              <table className="grid flows" data-testid="flows-table">
                <thead>
                  <tr>
                    {COLUMNS.map((col) => {
                      const at = col.sortField ? sort.findIndex((k) => k.field === col.sortField) : -1;
                      return (
                        <th key={col.label} className={col.className}>
                          {col.sortField ? (
                            <button type="button" className="sort-button" onClick={headerClick(col.sortField)} data-testid="flow-sort-button" data-sort-field={col.sortField}>
                              {col.label}
                              {at >= 0 && (
                                <span className="sort-indicator" aria-hidden="true">
                                  {sort[at].asc ? '↑' : '↓'}
                                  {at + 1}
                                </span>
                              )}
                            </button>
                          ) : (
                            col.label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((f) => {
                    const isOpen = openFlow === f.id;
                    const toggle = () => setOpenFlow(isOpen ? null : f.id);
                    return (
                      <Fragment key={f.id}>
                        <tr
                          className={`clickable${isOpen ? ' selected' : ''}`}
                          onClick={toggle}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter' || e.key === ' ') {
                              e.preventDefault();
                              toggle();
                            }
                          }}
                          tabIndex={0}
                          aria-expanded={isOpen}
                          data-testid="flow-row-summary"
                          data-flow-id={String(f.id)}
                        >
                          {COLUMNS.map((col) => (
                            <td key={col.label} className={col.className}>
                              {col.cell(f)}
                            </td>
                          ))}
                        </tr>
                        {isOpen && (
                          <tr className="flow-detail-row">
                            <td colSpan={COLUMNS.length}>
                              <FlowDetail flow={f} onOpenConversation={props.onOpenConversation} />
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
