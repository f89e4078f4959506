import type { FileStatus } from '../types';

export function StatusBadge({ status }: { status: FileStatus }) {
  return (
    <span className={`badge status status-${status.toLowerCase()}`} data-testid="file-status">
      {status}
    </span>
  );
}

export function ProgressBar({ percent, stage }: { percent: number; stage?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent || 0)));
  return (
    <div className="progress" data-testid="file-progress" title={stage ? `${clamped}% ${stage}` : `${clamped}%`}>
      <div className="progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
        <div className="progress-fill" style={{ width: `${clamped}%` }} />
      </div>
      <span className="progress-label">
        {clamped}%{stage ? ` ${stage}` : ''}
      </span>
    </div>
  );
}
