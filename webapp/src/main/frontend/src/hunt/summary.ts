// The hunt page's "grouped by capture" summary: the service counts every hit per capture (…/captures), listing
// at most its limit of captures, most hits first; the heading says when the list leaves some hits out.
import { formatCount, plural } from '../format';
import type { CaptureHits } from './types';

/** What the summary covers: every hit of the hunt, or the hits of the captures listed when more hold some. */
export function summaryHeading(captures: readonly CaptureHits[], total: number): string {
  const listed = captures.reduce((sum, c) => sum + c.hits, 0);
  if (listed >= total) return `Grouped by capture (all ${plural(total, 'hit')})`;
  return `The ${plural(captures.length, 'capture')} with the most hits (${formatCount(listed)} of ${plural(total, 'hit')})`;
}
