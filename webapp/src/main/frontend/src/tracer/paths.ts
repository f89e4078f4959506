// The tracer's address, /tracer/{conversationId}?step=N&scope=row, so that a step can be shared and reloaded.
import type { ReplayScope } from '../types';

/**
 * The tracer of a conversation, at `step` (the first one when not given), replaying the whole connection (the
 * default, left out of the address) or the row alone (`scope=row`).
 */
export function tracerPath(conversationId: string | number, step = 1, scope: ReplayScope = 'connection'): string {
  const base = `/tracer/${encodeURIComponent(String(conversationId))}`;
  const query = [step > 1 ? `step=${step}` : '', scope === 'row' ? 'scope=row' : ''].filter(Boolean).join('&');
  return query ? `${base}?${query}` : base;
}

/** The step an address asks for (its `step` parameter), 1 when it names none or no valid one. */
export function stepFromQuery(search: string): number {
  const raw = new URLSearchParams(search).get('step') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The replay an address asks for: the row alone for `scope=row`, the whole connection otherwise. */
export function scopeFromQuery(search: string): ReplayScope {
  return new URLSearchParams(search).get('scope') === 'row' ? 'row' : 'connection';
}
