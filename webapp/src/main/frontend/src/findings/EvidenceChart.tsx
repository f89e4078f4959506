import { errorMessage } from '../api';
import { formatCount } from '../format';
import type { Finding } from '../types';
import { chartFor, connectionStarts, formatGap, gaps, gapStats, histogram, scanTargets, type ChartKind, type ScanTarget } from './evidenceCharts';
import { useEvidence } from './useEvidence';

const BINS = 20;
const WIDTH = 360;
const BAR_HEIGHT = 60;
const CELL = 12;
const CELL_GAP = 2;
const COLUMNS = 32;

/**
 * A small chart of the finding's evidence where one helps (beaconing, scans); nothing for other kinds. Addresses
 * and ports come from the capture: drawn as SVG text nodes, never markup.
 */
export function EvidenceChart({ finding }: { finding: Finding }) {
  const chart = chartFor(finding.kind);
  const evidence = useEvidence(chart ? finding : null);
  if (!chart) return null;
  if (evidence.error)
    return <div className="field-error" data-testid="evidence-chart-error">Could not load the conversations for the chart: {errorMessage(evidence.error)}</div>;
  const data = evidence.data;
  if (!data) return <div className="muted" data-testid="evidence-chart-loading">Loading the conversations for the chart…</div>;
  return (
    <div className="evidence-chart" data-testid="evidence-chart" data-chart={chart} data-rows={data.rows.length} data-total={data.total}>
      {chart === 'intervals' ? <IntervalChart rows={data.rows} /> : <TargetGrid targets={scanTargets(data.rows, chart)} by={chart} />}
      {data.capped && (
        <div className="muted evidence-capped" data-testid="evidence-capped">
          Drawn from {formatCount(data.rows.length)} of the {formatCount(data.total)} conversations that prove the finding (at most 1,000 are read).
        </div>
      )}
    </div>
  );
}

/** The gaps between the connections' starts as a histogram, with their mean and jitter. */
function IntervalChart({ rows }: { rows: Parameters<typeof connectionStarts>[0] }) {
  const values = gaps(connectionStarts(rows));
  const stats = gapStats(values);
  if (!stats) return <div className="muted" data-testid="interval-chart-empty">Fewer than two connections: no gap to draw.</div>;
  const bins = histogram(values, BINS);
  const most = Math.max(...bins.map((b) => b.count));
  const barWidth = WIDTH / bins.length;
  return (
    <figure className="interval-chart" data-testid="interval-chart" data-gaps={stats.count}>
      <figcaption>
        Gaps between {formatCount(stats.count + 1)} connections: mean {formatGap(stats.meanMs)}, jitter {formatGap(stats.deviationMs)}
      </figcaption>
      <svg width={WIDTH} height={BAR_HEIGHT + 16} role="img" aria-label="Histogram of the gaps between connections">
        {bins.map((b, i) => {
          const h = most === 0 ? 0 : Math.max(b.count > 0 ? 2 : 0, (b.count / most) * BAR_HEIGHT);
          return (
            <rect key={i} data-testid="interval-bin" data-count={b.count} x={i * barWidth + 1} y={BAR_HEIGHT - h} width={Math.max(1, barWidth - 2)} height={h} className="interval-bar">
              <title>{`${formatGap(b.fromMs)} to ${formatGap(b.toMs)}: ${b.count} ${b.count === 1 ? 'gap' : 'gaps'}`}</title>
            </rect>
          );
        })}
        <text x={0} y={BAR_HEIGHT + 13} className="chart-label">{formatGap(stats.minMs)}</text>
        <text x={WIDTH} y={BAR_HEIGHT + 13} textAnchor="end" className="chart-label">{formatGap(stats.maxMs)}</text>
      </svg>
    </figure>
  );
}

/** Each target the scan tried as a cell, filled when it answered. */
function TargetGrid({ targets, by }: { targets: ScanTarget[]; by: Exclude<ChartKind, 'intervals'> }) {
  const noun = by === 'targets-ports' ? 'port' : 'host';
  const answered = targets.filter((t) => t.answered).length;
  const columns = Math.max(1, Math.min(COLUMNS, targets.length));
  const rows = Math.ceil(targets.length / columns);
  const step = CELL + CELL_GAP;
  return (
    <figure className="scan-grid" data-testid="scan-grid" data-targets={targets.length} data-answered={answered}>
      <figcaption>
        {formatCount(targets.length)} {noun}s tried: <span className="scan-legend answered">■</span> {formatCount(answered)} answered,{' '}
        <span className="scan-legend unanswered">■</span> {formatCount(targets.length - answered)} unanswered
      </figcaption>
      <svg width={columns * step} height={rows * step} role="img" aria-label={`The ${noun}s the scan tried, answered or not`}>
        {targets.map((t, i) => (
          <rect key={t.target} data-testid="scan-target" data-target={t.target} data-answered={t.answered}
            className={t.answered ? 'scan-cell answered' : 'scan-cell unanswered'}
            x={(i % columns) * step} y={Math.floor(i / columns) * step} width={CELL} height={CELL}>
            <title>{`${noun} ${t.target}: ${t.answered ? 'answered' : 'unanswered'} (${t.conversations} ${t.conversations === 1 ? 'conversation' : 'conversations'})`}</title>
          </rect>
        ))}
      </svg>
    </figure>
  );
}
