import type { MouseEvent } from 'react';
import { endpoint } from '../format';
import type { Conversation, Id } from '../types';
import type { Column } from './columns';
import type { SortKey } from './query';
import { RowActions } from './RowActions';

interface ConversationTableProps {
  rows: Conversation[];
  columns: Column[];
  sort: SortKey[];
  onSort: (field: string, additive: boolean) => void;
  selectedRow: Id | null;
  onOpen: (id: Id) => void;
  onSession: (conv: Conversation) => void;
  checked: ReadonlySet<string>;
  allMatching: boolean;
  onCheck: (ids: Id[], on: boolean) => void;
  loading: boolean;
}

/** The sort state of one column as shown in its header: ↑1, ↓2 (direction and place in a multi-sort). */
function SortIndicator({ sort, field }: { sort: SortKey[]; field: string }) {
  const at = sort.findIndex((k) => k.field === field);
  if (at < 0) return null;
  return (
    <span className="sort-indicator" data-testid="sort-indicator" aria-hidden="true">
      {sort[at].asc ? '↑' : '↓'}
      {at + 1}
    </span>
  );
}

/** The conversation list (spec 10.1, 10.3): sortable headers, row checkboxes for bulk export, row actions. */
export function ConversationTable(props: ConversationTableProps) {
  const { rows, columns, sort, onSort, selectedRow, onOpen, onSession, checked, allMatching, onCheck, loading } = props;
  const pageIds = rows.map((r) => r.id);
  const pageChecked = allMatching || (pageIds.length > 0 && pageIds.every((id) => checked.has(String(id))));

  const headerClick = (field: string) => (e: MouseEvent) => onSort(field, e.shiftKey);

  return (
    <div className={`table-scroll${loading ? ' loading' : ''}`} aria-busy={loading}>
      <table className="grid conversations" data-testid="conversations-table">
        <thead>
          <tr>
            <th className="check-cell">
              <input
                type="checkbox"
                aria-label="Select every conversation of this page"
                checked={pageChecked}
                disabled={allMatching}
                onChange={(e) => onCheck(pageIds, e.target.checked)}
                data-testid="check-page"
              />
            </th>
            {columns.map((col) => {
              const at = col.sortField ? sort.findIndex((k) => k.field === col.sortField) : -1;
              const ariaSort = at === 0 ? (sort[0].asc ? 'ascending' : 'descending') : undefined;
              return (
                <th key={col.id} className={col.className} title={col.title} aria-sort={ariaSort} data-testid="column-header" data-column={col.id}>
                  {col.sortField ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={headerClick(col.sortField)}
                      title={`Sort by ${col.label}; Shift+click adds it to the sort`}
                      data-testid="sort-button"
                      data-sort-field={col.sortField}
                    >
                      {col.label}
                      <SortIndicator sort={sort} field={col.sortField} />
                    </button>
                  ) : (
                    col.label
                  )}
                </th>
              );
            })}
            <th className="actions-cell">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => {
            const isOpen = selectedRow !== null && String(selectedRow) === String(c.id);
            const isChecked = allMatching || checked.has(String(c.id));
            return (
              <tr
                key={String(c.id)}
                className={`clickable${isOpen ? ' selected' : ''}`}
                onClick={() => onOpen(c.id)}
                onKeyDown={(e) => {
                  if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                    e.preventDefault();
                    onOpen(c.id);
                  }
                }}
                tabIndex={0}
                aria-selected={isOpen}
                data-testid="conversation-row"
                data-conversation-id={String(c.id)}
                title={`${endpoint(c.srcIp, c.srcPort)} → ${endpoint(c.dstIp, c.dstPort)}`}
              >
                <td className="check-cell" onClick={(e) => e.stopPropagation()}>
                  <input
                    type="checkbox"
                    aria-label={`Select conversation ${c.id}`}
                    checked={isChecked}
                    disabled={allMatching}
                    onChange={(e) => onCheck([c.id], e.target.checked)}
                    data-testid="row-check"
                  />
                </td>
                {columns.map((col) => (
                  <td key={col.id} className={col.className} data-testid={`cell-${col.id}`}>
                    {col.cell(c)}
                  </td>
                ))}
                <td className="actions-cell">
                  <RowActions conv={c} onSession={() => onSession(c)} onDetails={() => onOpen(c.id)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
