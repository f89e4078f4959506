// Which explanations the tracer asks for ahead of the player (spec 10.6 item 1; api.md, Tracer): whole windows
// of the explanations endpoint, fetched while the player is still some steps away, so that autoplay never waits
// for one step's explanation.

/** api.md, Tracer: the explanations endpoint answers for at most 50 steps. */
export const EXPLANATION_WINDOW = 50;

/**
 * How many steps after the current one should have their explanation at hand: 20 steps are 30 s of autoplay
 * (spec 8), time enough for a language model to explain the next window.
 */
export const EXPLANATION_LOOKAHEAD = 20;

/** Explanations held in memory at most; the ones farthest from the current step go first. */
export const KEPT_EXPLANATIONS = 1000;

export interface StepRange {
  from: number;
  to: number;
}

/**
 * The window to ask for next, or null: the fixed window (steps 1-50, 51-100, …) holding the first step after
 * the current one that has no explanation yet, when that step is within EXPLANATION_LOOKAHEAD. Windows are
 * fixed so that the request under way stays the same while the player moves through it.
 */
export function nextWindow(current: number, total: number | null, known: (index: number) => boolean): StepRange | null {
  if (total === null) return null;
  const end = Math.min(total, current + EXPLANATION_LOOKAHEAD);
  for (let i = current + 1; i <= end; i++) {
    if (!known(i)) return windowOf(i, total);
  }
  return null;
}

/** The fixed window holding step `index` of `total`. */
export function windowOf(index: number, total: number): StepRange {
  const from = Math.floor((index - 1) / EXPLANATION_WINDOW) * EXPLANATION_WINDOW + 1;
  return { from, to: Math.min(total, from + EXPLANATION_WINDOW - 1) };
}

/**
 * `known` with `added` put in by step index, cut to KEPT_EXPLANATIONS by dropping those farthest from
 * `current`. The map given is not changed.
 */
export function keepExplanations<T extends { index: number }>(known: ReadonlyMap<number, T>, added: readonly T[], current: number): Map<number, T> {
  const next = new Map(known);
  for (const e of added) next.set(e.index, e);
  if (next.size <= KEPT_EXPLANATIONS) return next;
  const order = [...next.keys()].sort((a, b) => Math.abs(a - current) - Math.abs(b - current) || a - b);
  for (const i of order.slice(KEPT_EXPLANATIONS)) next.delete(i);
  return next;
}
