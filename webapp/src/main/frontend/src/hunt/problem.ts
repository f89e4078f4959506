import { ApiError } from '../api';
import { wordAt } from './autocomplete';
import { indexOfPosition } from './caret';
import type { QueryProblem } from './types';

/** The query's own error among a request's failure: a 400 whose problem says where the expression went wrong. */
export function queryProblemOf(e: unknown): QueryProblem | null {
  if (!(e instanceof ApiError) || e.status !== 400 || !e.problem) return null;
  const p = e.problem as QueryProblem;
  return typeof p.position === 'number' || typeof p.expected === 'string' || Array.isArray(p.suggestions) ? p : null;
}

/** `text` with the word at the 1-based `position` replaced by `suggestion` (a field name the service offers). */
export function applySuggestion(text: string, position: number, suggestion: string): string {
  const index = indexOfPosition(text, position);
  const word = wordAt(text, index);
  // the end of the word that starts at the position (wordAt also reaches back to the word's start)
  return text.slice(0, word.start) + suggestion + text.slice(Math.max(word.end, word.start));
}
