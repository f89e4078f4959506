// A network's line in the networks list: its latest capture and the changes of all its snapshots by severity,
// summed from the snapshots (the network itself carries only their count).

import { parseTime } from '../format';
import { CHANGE_SEVERITIES, type ChangeSeverity, type Snapshot } from '../types';

export interface NetworkStats {
  /** The latest capture start, as the service wrote it; null for a network without snapshots. */
  lastCapture: string | null;
  changes: Record<ChangeSeverity, number>;
}

export function networkStats(snapshots: readonly Snapshot[]): NetworkStats {
  let lastCapture: string | null = null;
  let latest = Number.NEGATIVE_INFINITY;
  const changes = Object.fromEntries(CHANGE_SEVERITIES.map((s) => [s, 0])) as Record<ChangeSeverity, number>;
  for (const s of snapshots) {
    const at = parseTime(s.captureStart)?.getTime();
    if (at !== undefined && at > latest) {
      latest = at;
      lastCapture = s.captureStart;
    }
    for (const sev of CHANGE_SEVERITIES) changes[sev] += s.summary.changes[sev] ?? 0;
  }
  return { lastCapture, changes };
}
