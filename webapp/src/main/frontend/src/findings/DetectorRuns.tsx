import type { DetectorRun } from '../types';
import { detectorRunLabel, detectorsSummary } from './findingsQuery';

/** One compact line: each detector with what it found, or that it failed and why. */
export function DetectorRuns({ runs }: { runs: DetectorRun[] }) {
  const summary = detectorsSummary(runs);
  return (
    <div className={`detector-runs${summary.failed > 0 ? ' has-failed' : ''}`} data-testid="detector-runs" data-failed={summary.failed}>
      <span className="detector-runs-summary">{summary.text}</span>
      {runs.map((r) => (
        <span key={r.detector} className={`badge detector-run detector-${r.status}`} data-testid="detector-run" data-detector={r.detector}
          data-status={r.status} title={r.status === 'failed' ? (r.failure ?? 'failed') : undefined}>
          {detectorRunLabel(r)}
        </span>
      ))}
    </div>
  );
}
