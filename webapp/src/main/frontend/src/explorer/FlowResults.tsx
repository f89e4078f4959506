import { Fragment, useState, type MouseEvent, type ReactNode } from 'react';
import { downloads } from '../api';
import { Pager } from '../components/Pager';
import { endpoint, formatCount, formatDuration, formatSize, formatTime, plural } from '../format';
import { useDownload } from '../hooks/useDownload';
import type { Flow, Id, Paged } from '../types';
import { FlowDetail } from './FlowDetail';
import { FlowColumnPicker } from './FlowColumnPicker';
import { IdsForm } from './IdsForm';
import { loadHiddenFlowColumns, rowsOfFlows, saveHiddenFlowColumns, toggleFlowColumn } from './flowColumns';
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
  id: string;
  label: string;
  sortField?: string;
  className?: string;
  cell: (f: Flow) => ReactNode;
}

const COLUMNS: readonly FlowColumn[] = [
  { id: 'initiator', label: 'Initiator', sortField: 'srcIp', cell: (f) => endpoint(f.srcIp, f.srcPort) },
  { id: 'responder', label: 'Responder', sortField: 'dstIp', cell: (f) => endpoint(f.dstIp, f.dstPort) },
  { id: 'transport', label: 'Transport', sortField: 'transport', cell: (f) => f.transport },
  { id: 'protocols', label: 'Protocols', sortField: 'protocol', cell: (f) => labelSummary(f.labels) },
  { id: 'app', label: 'App', sortField: 'appName', cell: (f) => f.appName ?? f.dissectorProtocol ?? '' },
  { id: 'packetsOut', label: 'Packets →', sortField: 'srcPackets', className: 'num', cell: (f) => formatCount(f.srcPackets) },
  { id: 'packetsIn', label: 'Packets ←', sortField: 'dstPackets', className: 'num', cell: (f) => formatCount(f.dstPackets) },
  { id: 'bytesOut', label: 'Bytes →', sortField: 'srcBytes', className: 'num', cell: (f) => formatSize(f.srcBytes) },
  { id: 'bytesIn', label: 'Bytes ←', sortField: 'dstBytes', className: 'num', cell: (f) => formatSize(f.dstBytes) },
  { id: 'start', label: 'Start', sortField: 'startTime', cell: (f) => formatTime(f.startTime) },
  { id: 'duration', label: 'Duration', sortField: 'durationMs', className: 'num', cell: (f) => formatDuration(f.durationMs) },
];

/** The flow view's table (one row per transport connection) with its pager and CSV export; a click opens a flow. */
export function FlowResults(props: FlowResultsProps) {
  const { fileId, page, error, loading, filters, filtered, size, sort } = props;
  const [openFlow, setOpenFlow] = useState<number | null>(null);
  const download = useDownload();
  const known = COLUMNS.map((c) => c.id);
  const [hidden, setHidden] = useState(() => loadHiddenFlowColumns(known));
  const columns = COLUMNS.filter((c) => !hidden.includes(c.id));
  const toggleColumn = (id: string) => {
    const next = toggleFlowColumn(hidden, id, known);
    saveHiddenFlowColumns(next);
    setHidden(next);
  };
  // ticked flows (with their rows, for the PCAP export), as the conversation view's ticked rows; other filters
  // are another selection
  const [ticked, setTicked] = useState<{ filters: string; flows: Map<number, number[]> }>({ filters: filters.toString(), flows: new Map() });
  const selection = ticked.filters === filters.toString() ? ticked.flows : new Map<number, number[]>();
  const tick = (flows: Flow[], on: boolean) => {
    const next = new Map(selection);
    flows.forEach((f) => (on ? next.set(f.id, f.conversationIds) : next.delete(f.id)));
    setTicked({ filters: filters.toString(), flows: next });
  };
  const pageFlows = page?.items ?? [];
  const pageTicked = pageFlows.length > 0 && pageFlows.every((f) => selection.has(f.id));
  const tickedRows = rowsOfFlows([...selection].map(([id, conversationIds]) => ({ id, conversationIds })), new Set(selection.keys()));
  const csvOfTicked = new URLSearchParams(filters);
  if (selection.size > 0) csvOfTicked.set('ids', [...selection.keys()].join(','));
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
            <FlowColumnPicker columns={COLUMNS} hidden={hidden} onToggle={toggleColumn} />
          </div>
          <div className="export-bar" data-testid="flow-export-bar">
            <span className="selection" data-testid="flow-selection-count">
              {selection.size === 0 ? 'No flow selected' : `${plural(selection.size, 'flow')} selected`}
            </span>
            {selection.size > 0 && (
              <button type="button" className="link-button" onClick={() => setTicked({ filters: filters.toString(), flows: new Map() })} data-testid="flow-clear-selection">
                Clear selection
              </button>
            )}
            {selection.size > 0 ? (
              // every packet of the ticked flows: their rows' whole connections
              <IdsForm action={downloads.bulkPcapOfIds(fileId)} ids={tickedRows} scope="connection" onSubmit={download.submit} testId="flow-bulk-pcap">
                Export PCAP
              </IdsForm>
            ) : (
              <span className="button disabled" aria-disabled="true" title="Select flows first">
                Export PCAP
              </span>
            )}
            <a
              className="button"
              href={downloads.flowsCsv(fileId, selection.size > 0 ? csvOfTicked : filters)}
              download
              onClick={download.follow}
              data-testid="export-flows-csv"
              title={selection.size > 0 ? 'The ticked flows, in the order of the sort' : 'The current filters and sort, all pages'}
            >
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
                    <th className="check-cell">
                      <input type="checkbox" aria-label="Select every flow of this page" checked={pageTicked} onChange={(e) => tick(pageFlows, e.target.checked)} data-testid="flow-check-page" />
                    </th>
                    {columns.map((col) => {
                      const at = col.sortField ? sort.findIndex((k) => k.field === col.sortField) : -1;
                      return (
                        <th key={col.id} className={col.className} data-column={col.id}>
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
                          <td className="check-cell" onClick={(e) => e.stopPropagation()}>
                            <input type="checkbox" aria-label={`Select flow ${f.id}`} checked={selection.has(f.id)} onChange={(e) => tick([f], e.target.checked)} data-testid="flow-check" />
                          </td>
                          {columns.map((col) => (
                            <td key={col.id} className={col.className}>
                              {col.cell(f)}
                            </td>
                          ))}
                        </tr>
                        {isOpen && (
                          <tr className="flow-detail-row">
                            <td colSpan={columns.length + 1}>
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
