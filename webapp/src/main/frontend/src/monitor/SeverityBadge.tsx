import { CHANGE_SEVERITIES, type ChangeSeverity } from '../types';

/** A change's severity: INFO blue-grey, WARNING amber, CRITICAL red (the chart's colours). */
export function SeverityBadge({ severity }: { severity: ChangeSeverity }) {
  return (
    <span className={`badge change-sev change-sev-${severity.toLowerCase()}`} data-testid="change-severity">
      {severity}
    </span>
  );
}

/** Counts by severity, most severe first, zeros dimmed: "CRITICAL 1 WARNING 0 INFO 52". */
export function SeverityCounts({ counts, testId }: { counts: Record<ChangeSeverity, number>; testId?: string }) {
  return (
    <span className="severity-counts" data-testid={testId}>
      {[...CHANGE_SEVERITIES].reverse().map((s) => (
        <span
          key={s}
          className={`badge change-sev change-sev-${s.toLowerCase()}${counts[s] === 0 ? ' zero' : ''}`}
          title={`${counts[s]} ${s} change${counts[s] === 1 ? '' : 's'}`}
          data-severity={s}
          data-count={counts[s]}
        >
          {s.charAt(0)} {counts[s].toLocaleString('en-US')}
        </span>
      ))}
    </span>
  );
}
