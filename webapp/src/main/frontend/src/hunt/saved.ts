// Saved queries in the query bar: what a name must be before it is sent, where a saved query runs, and how a
// refused save is told (docs/hunt.md, Saved queries).
import { ApiError, errorMessage } from '../api';
import type { SavedQuery } from '../types';
import { captureHuntPath } from './huntQuery';
import { queryProblemOf } from './problem';
import type { QueryProblem } from './types';

/** The service's limit on a name, in characters (code points). */
export const NAME_MAX = 100;

/**
 * Why `name` cannot be saved, by the service's own rules, or null when it can: checked here so that the common
 * mistakes are told before a request (the service checks again and is the one that decides).
 */
export function nameRefusal(name: string, saved: readonly Pick<SavedQuery, 'name'>[]): string | null {
  const n = name.trim();
  if (n === '') return 'Give the query a name.';
  if ([...n].length > NAME_MAX) return `A name has at most ${NAME_MAX} characters.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(n)) return 'A name cannot hold control characters.';
  if (n.includes('/')) return "A name cannot hold '/'.";
  if (saved.some((q) => q.name === n)) return `A query named "${n}" is saved already.`;
  return null;
}

/** Where a saved query's rows are, as the hunt page goes there: an expression in a scope ('' every capture, or a network's id), or another page. */
export type SavedQueryTarget = { q: string; network: string } | { path: string };

/**
 * What loading a saved query does: one of every capture is run as it is, one of a capture opens that capture's
 * conversations with it, one of a network is run in that network's scope, as the service runs it.
 */
export function savedQueryTarget(saved: Pick<SavedQuery, 'expression' | 'scope'>): SavedQueryTarget {
  const { expression, scope } = saved;
  if (scope.startsWith('file:')) return { path: captureHuntPath(scope.slice('file:'.length), expression) };
  if (scope.startsWith('network:')) return { q: expression, network: scope.slice('network:'.length) };
  return { q: expression, network: '' };
}

/** A refused save: a bad expression is shown as the query bar shows a bad query; anything else as a message. */
export type SaveRefusal = { problem: QueryProblem } | { message: string };

export function saveRefusalOf(e: unknown): SaveRefusal {
  const problem = queryProblemOf(e);
  if (problem) return { problem };
  if (e instanceof ApiError && e.status === 409) return { message: e.problem?.detail ?? 'A query of that name is saved already.' };
  return { message: `Could not save: ${errorMessage(e)}` };
}
