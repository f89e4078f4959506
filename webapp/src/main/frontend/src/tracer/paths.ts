// The tracer's address, /tracer/{conversationId}?step=N, so that a step can be shared and reloaded.

/** The tracer of a conversation, at `step` (the first one when not given). */
export function tracerPath(conversationId: string | number, step = 1): string {
  const base = `/tracer/${encodeURIComponent(String(conversationId))}`;
  return step > 1 ? `${base}?step=${step}` : base;
}

/** The step an address asks for (its `step` parameter), 1 when it names none or no valid one. */
export function stepFromQuery(search: string): number {
  const raw = new URLSearchParams(search).get('step') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
