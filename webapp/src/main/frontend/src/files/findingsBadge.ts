// The file list's findings badge: how many findings a capture has, coloured by its most severe one.
import { FINDING_SEVERITIES, type FindingCounts, type FindingSeverity } from '../types';

export interface FindingsBadge {
  total: number;
  /** The most severe severity with a finding. */
  severity: FindingSeverity;
  /** "2 high, 1 medium": what the badge's count is made of, most severe first. */
  breakdown: string;
}

/** The badge of a file record's counts; null when there is nothing to show (no finding, or not analysed). */
export function findingsBadge(counts: FindingCounts | null | undefined): FindingsBadge | null {
  if (!counts) return null;
  const present = FINDING_SEVERITIES.filter((s) => counts[s] > 0);
  const total = FINDING_SEVERITIES.reduce((n, s) => n + counts[s], 0);
  if (present.length === 0 || total === 0) return null;
  return { total, severity: present[0], breakdown: present.map((s) => `${counts[s]} ${s}`).join(', ') };
}

/** The stylesheet's class of a severity: info has the neutral colour. */
export const severityColourClass = (s: FindingSeverity): string => (s === 'info' ? 'sev-unknown' : `sev-${s}`);
