import { useState, type KeyboardEvent } from 'react';
import { formatTime } from '../format';
import { CHANGE_SEVERITIES, type ChangeSeverity, type Snapshot } from '../types';
import { columnLabels } from './axisLabels';
import { snapshotLabel } from './snapshotLabel';
import { timelineLayout, timelinePoints, type Column, type TimelinePoint } from './timeline';

const BOX = { width: 920, height: 270, margin: { top: 16, right: 92, bottom: 62, left: 48 } };
/** The violations axis's ticks and title, between the plot and the hosts axis. */
const VIOLATIONS_TICKS = 6;
const VIOLATIONS_TITLE = 30;
const HOSTS_TICKS = 42;
/** Below this many pixels per snapshot the counts under the bars would overlap: they stay in the tooltips. */
const COUNTS_MIN_BAND = 64;
/** Room one date label needs. */
const LABEL_BAND = 96;
const SEVERE: readonly ChangeSeverity[] = ['WARNING', 'CRITICAL'];

interface TimelineChartProps {
  snapshots: readonly Snapshot[];
  /** The snapshot the change list is filtered to, highlighted. */
  selected: string | null;
  onSelect: (snapshotId: string) => void;
}

/**
 * One column per snapshot in capture-start order: the changes it brought stacked by severity (left axis), the
 * violations it holds (dashed, inner right axis) and its hosts (line, outer right axis). INFO changes (hosts coming and going)
 * are stacked only on request: they outnumber the others tenfold. The counts of all three are written under each
 * column. A click on a column filters the change list to that snapshot.
 */
export function TimelineChart({ snapshots, selected, onSelect }: TimelineChartProps) {
  const [withInfo, setWithInfo] = useState(false);
  const layout = timelineLayout(timelinePoints(snapshots), BOX, withInfo ? CHANGE_SEVERITIES : SEVERE);
  const { columns, countY, violationY, hostY, left, right, top, bottom } = layout;
  const band = columns.length > 0 ? (right - left) / columns.length : 0;
  const labelEvery = Math.max(1, Math.ceil(LABEL_BAND / Math.max(band, 1)));
  const labels = columnLabels(columns.map((c) => c.point));
  const line = (ys: (c: Column) => number) => columns.map((c) => `${c.x},${ys(c)}`).join(' ');

  return (
    <figure className="timeline" data-testid="timeline">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="group" aria-label={`Timeline of ${columns.length} snapshots`}>
        {layout.counts.ticks.map((t) => (
          <g key={`c${t}`} className="tick">
            <line x1={left} x2={right} y1={countY(t)} y2={countY(t)} className="grid-line" />
            <text x={left - 6} y={countY(t) + 4} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        {layout.violations.ticks.map((t) => (
          <text key={`v${t}`} x={right + VIOLATIONS_TICKS} y={violationY(t) + 4} className="tick violations-tick" data-testid="violations-tick">
            {t}
          </text>
        ))}
        {layout.hosts.ticks.map((t) => (
          <text key={`h${t}`} x={right + HOSTS_TICKS} y={hostY(t) + 4} className="tick hosts-tick">
            {t}
          </text>
        ))}
        <text className="axis-title" transform={`translate(12 ${(top + bottom) / 2}) rotate(-90)`} textAnchor="middle">
          changes
        </text>
        <text className="axis-title violations-tick" transform={`translate(${right + VIOLATIONS_TITLE} ${(top + bottom) / 2}) rotate(90)`} textAnchor="middle">
          violations
        </text>
        <text className="axis-title hosts-tick" transform={`translate(${BOX.width - 8} ${(top + bottom) / 2}) rotate(90)`} textAnchor="middle">
          hosts
        </text>

        {columns.map((c, i) => (
          <SnapshotColumn
            key={c.point.snapshotId}
            column={c}
            band={band}
            top={top}
            bottom={bottom}
            selected={c.point.snapshotId === selected}
            label={i % labelEvery === 0 ? labels[i] : null}
            showCounts={band >= COUNTS_MIN_BAND}
            onSelect={onSelect}
          />
        ))}

        <polyline points={line((c) => c.violationsY)} className="violations-line" />
        {columns.map((c) => (
          <rect key={`v${c.point.snapshotId}`} x={c.x - 3} y={c.violationsY - 3} width={6} height={6} className="violations-dot" />
        ))}
        <polyline points={line((c) => c.hostsY)} className="hosts-line" />
        {columns.map((c) => (
          <circle key={`h${c.point.snapshotId}`} cx={c.x} cy={c.hostsY} r={3.5} className="hosts-dot" />
        ))}
        <line x1={left} x2={right} y1={bottom} y2={bottom} className="baseline" />
      </svg>
      <figcaption className="timeline-legend">
        <span className="swatch change-sev-critical" /> CRITICAL
        <span className="swatch change-sev-warning" /> WARNING
        <label className="check legend-toggle">
          <input type="checkbox" checked={withInfo} onChange={(e) => setWithInfo(e.target.checked)} data-testid="timeline-with-info" />
          <span className="swatch change-sev-info" /> INFO changes
        </label>
        <span className="swatch-line violations" /> violations held (inner right axis)
        <span className="swatch-line hosts" /> hosts (outer right axis)
        <span className="muted">· click a snapshot to list its changes</span>
      </figcaption>
    </figure>
  );
}

interface ColumnProps {
  column: Column;
  band: number;
  top: number;
  bottom: number;
  selected: boolean;
  /** The axis's label under the column, or null where the labels would overlap. */
  label: string | null;
  showCounts: boolean;
  onSelect: (snapshotId: string) => void;
}

function SnapshotColumn({ column, band, top, bottom, selected, label, showCounts, onSelect }: ColumnProps) {
  const p = column.point;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(p.snapshotId);
    }
  };
  return (
    <g
      className={`snapshot-column${selected ? ' selected' : ''}`}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={describe(p)}
      onClick={() => onSelect(p.snapshotId)}
      onKeyDown={onKey}
      data-testid="timeline-snapshot"
      data-snapshot-id={p.snapshotId}
      data-order={p.order}
      data-capture-start={p.captureStart}
      data-hosts={p.hosts}
      data-violations={p.violations}
      data-info={p.changes.INFO}
      data-warning={p.changes.WARNING}
      data-critical={p.changes.CRITICAL}
    >
      <title>{describe(p)}</title>
      <rect x={column.x - band / 2} y={top} width={band} height={bottom - top} className="column-hit" />
      {column.segments.map((s) => (
        <rect
          key={s.severity}
          x={column.barX}
          y={s.y}
          width={column.barWidth}
          height={s.height}
          className={`segment change-sev-${s.severity.toLowerCase()}`}
          data-testid="timeline-segment"
          data-severity={s.severity}
          data-count={s.count}
        />
      ))}
      {column.stacked > 0 && (
        <text x={column.x} y={column.barTop - 4} textAnchor="middle" className="bar-total">
          {column.stacked}
        </text>
      )}
      {label !== null && (
        <text x={column.x} y={bottom + 15} textAnchor="middle" className="column-label">
          {label}
        </text>
      )}
      {showCounts && (
        <text x={column.x} y={bottom + 31} textAnchor="middle" className="column-counts" data-testid="timeline-counts">
          <tspan className="count-critical" data-severity="CRITICAL">{p.changes.CRITICAL}</tspan>
          <tspan className="count-sep"> · </tspan>
          <tspan className="count-warning" data-severity="WARNING">{p.changes.WARNING}</tspan>
          <tspan className="count-sep"> · </tspan>
          <tspan className="count-info" data-severity="INFO">{p.changes.INFO}</tspan>
        </text>
      )}
      {showCounts && (
        <text x={column.x} y={bottom + 46} textAnchor="middle" className="column-hosts">
          {p.hosts} hosts
        </text>
      )}
    </g>
  );
}

function describe(p: TimelinePoint): string {
  return (
    `Snapshot ${snapshotLabel(p)}, capture start ${formatTime(p.captureStart)}: ` +
    `${p.changes.CRITICAL} critical, ${p.changes.WARNING} warning, ${p.changes.INFO} info changes; ` +
    `${p.violations} violations held; ${p.hosts} hosts`
  );
}
