import { useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { dateOf, endpoint, spansDays } from '../format';
import { useRowKeys } from '../hooks/useRowKeys';
import { useTimeZone, zoneLabel } from '../timeZone';
import type { Conversation, Id } from '../types';
import { cellTip } from './cellTips';
import type { Column, RowsView } from './columns';
import { columnWidth, moveColumn, withWidth, type ColumnLayout } from './layout';
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
  /** Adds a hunt language clause to the expression (a row's "filter on" / "exclude" a value). */
  onClause?: (clause: string) => void;
  checked: ReadonlySet<string>;
  allMatching: boolean;
  onCheck: (ids: Id[], on: boolean) => void;
  loading: boolean;
  layout: ColumnLayout;
  /** A column resized or moved: the new layout (remembered and put in the URL by the page). */
  onLayout: (layout: ColumnLayout) => void;
}

const DRAG_TYPE = 'application/x-pcaplens-column';
const CHECK_WIDTH = 20;
const ACTIONS_WIDTH = 32;

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

/**
 * The conversation list (spec 10.1, 10.3): sortable headers, row checkboxes for bulk export, row actions. Columns
 * have fixed widths (a longer value ends in an ellipsis, its tooltip holds it whole); a header's right edge drags
 * to resize, a header drags onto another to move the column there. ↑/↓ or j/k move the selection, Enter opens.
 */
export function ConversationTable(props: ConversationTableProps) {
  const { rows, columns, sort, onSort, selectedRow, onOpen, onSession, checked, allMatching, onCheck, loading, layout, onLayout, onClause } = props;
  const zone = useTimeZone();
  const pageIds = rows.map((r) => r.id);
  const pageChecked = allMatching || (pageIds.length > 0 && pageIds.every((id) => checked.has(String(id))));
  const view: RowsView = { oneDay: !spansDays(rows.flatMap((r) => [r.startTime, r.endTime]), zone) };
  const day = view.oneDay && rows.length > 0 ? dateOf(rows[0].startTime, zone) : '';
  const body = useRef<HTMLTableSectionElement>(null);
  const cursor = useRowKeys(body, 'tr[data-testid="conversation-row"]', pageIds.join(','), (i) => rows[i] && onOpen(rows[i].id));
  // the width of the column being resized, while the mouse drags its edge
  const [live, setLive] = useState<{ id: string; width: number } | null>(null);
  const width = (id: string) => (live?.id === id ? live.width : columnWidth(layout, id));
  const tableWidth = CHECK_WIDTH + ACTIONS_WIDTH + columns.reduce((sum, c) => sum + width(c.id), 0);

  const headerClick = (field: string) => (e: MouseEvent) => onSort(field, e.shiftKey);

  const startResize = (id: string) => (e: MouseEvent) => {
    // no drag of the header (reordering), no text selection, no sort
    e.preventDefault();
    e.stopPropagation();
    const startX = e.clientX;
    const startWidth = width(id);
    let current = startWidth;
    const move = (m: globalThis.MouseEvent) => {
      current = withWidth(layout, id, startWidth + m.clientX - startX).widths[id];
      setLive({ id, width: current });
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      setLive(null);
      if (current !== startWidth) onLayout(withWidth(layout, id, current));
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };

  const drop = (targetId: string) => (e: DragEvent) => {
    const id = e.dataTransfer.getData(DRAG_TYPE);
    if (!id || id === targetId) return;
    e.preventDefault();
    onLayout(moveColumn(layout, id, layout.ids.indexOf(targetId)));
  };

  return (
    <div className={`table-scroll${loading ? ' loading' : ''}`} aria-busy={loading}>
      <table className="grid conversations fixed" data-testid="conversations-table" style={{ minWidth: tableWidth }}>
        <colgroup>
          <col style={{ width: CHECK_WIDTH }} />
          {columns.map((col) => (
            <col key={col.id} style={{ width: width(col.id) }} data-column={col.id} />
          ))}
          <col />
        </colgroup>
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
              const title = col.className === 'time' && day ? `${col.title ?? col.label}: every row on ${day} (${zoneLabel(zone)})` : (col.title ?? col.label);
              return (
                <th
                  key={col.id}
                  className={col.className}
                  title={title}
                  aria-sort={ariaSort}
                  data-testid="column-header"
                  data-column={col.id}
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.setData(DRAG_TYPE, col.id);
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(e) => e.dataTransfer.types.includes(DRAG_TYPE) && e.preventDefault()}
                  onDrop={drop(col.id)}
                >
                  {col.sortField ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={headerClick(col.sortField)}
                      title={`Sort by ${col.label}; Shift+click adds it to the sort`}
                      data-testid="sort-button"
                      data-sort-field={col.sortField}
                    >
                      <span className="th-label">{col.label}</span>
                      <SortIndicator sort={sort} field={col.sortField} />
                    </button>
                  ) : (
                    <span className="th-label">{col.label}</span>
                  )}
                  <span
                    className="col-resize"
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={`Resize ${col.label}`}
                    title="Drag to resize"
                    onMouseDown={startResize(col.id)}
                    onClick={(e) => e.stopPropagation()}
                    data-testid="column-resize"
                  />
                </th>
              );
            })}
            <th className="actions-cell">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((c, i) => {
            const isOpen = selectedRow !== null && String(selectedRow) === String(c.id);
            const isChecked = allMatching || checked.has(String(c.id));
            return (
              <tr
                key={String(c.id)}
                className={`clickable${isOpen ? ' selected' : ''}${i === cursor ? ' cursor' : ''}`}
                onClick={() => onOpen(c.id)}
                onKeyDown={(e) => {
                  if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                    e.preventDefault();
                    onOpen(c.id);
                  }
                }}
                tabIndex={0}
                aria-selected={isOpen}
                aria-current={i === cursor ? 'true' : undefined}
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
                {columns.map((col) => {
                  const shown = col.cell(c, view);
                  return (
                    <td key={col.id} className={col.className} title={cellTip(col.id, c, shown)} data-testid={`cell-${col.id}`}>
                      {shown}
                    </td>
                  );
                })}
                <td className="actions-cell">
                  <RowActions conv={c} onSession={() => onSession(c)} onDetails={() => onOpen(c.id)} onClause={onClause} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
