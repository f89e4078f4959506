// The tracer's player (spec 10.6 item 9): which step is shown and whether it advances by itself.

/** Spec 8, "Tracer autoplay interval": 1.5 seconds per step. */
export const AUTOPLAY_INTERVAL_MS = 1500;

export interface PlayerState {
  /** The step shown, from 1. While the total is unknown it is the step asked for (e.g. from the address). */
  current: number;
  playing: boolean;
}

/**
 * What changes the player. Each action that moves carries the conversation's step count, which the player
 * does not keep (it comes with the steps).
 */
export type PlayerAction =
  | { type: 'next'; total: number }
  | { type: 'previous'; total: number }
  | { type: 'jump'; index: number; total: number }
  | { type: 'first'; total: number }
  | { type: 'last'; total: number }
  /** Autoplay's step: the next one, stopping at the last. */
  | { type: 'tick'; total: number }
  /** Play from the last step starts again at the first. */
  | { type: 'play'; total: number }
  | { type: 'pause' }
  | { type: 'toggle'; total: number };

export function initialPlayer(step: number): PlayerState {
  return { current: Number.isInteger(step) && step >= 1 ? step : 1, playing: false };
}

/** The step to show of `total`: `index` kept within 1..total (1 while there are none). */
export function clampStep(index: number, total: number): number {
  return Math.min(Math.max(1, Math.trunc(index) || 1), Math.max(1, total));
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'toggle':
      return playerReducer(state, state.playing ? { type: 'pause' } : { type: 'play', total: action.total });
    case 'play': {
      if (action.total < 2) return state;
      const from = clampStep(state.current, action.total);
      return { current: from >= action.total ? 1 : from, playing: true };
    }
    case 'tick': {
      const at = clampStep(state.current, action.total);
      if (!state.playing) return state;
      if (at >= action.total) return { current: at, playing: false };
      const next = at + 1;
      return { current: next, playing: next < action.total };
    }
    default: {
      // a move by hand (Previous, Next, a row of the list, a key) leaves play as it was
      const target = clampStep(moveTarget(state.current, action), action.total);
      return target === state.current ? state : { ...state, current: target };
    }
  }
}

function moveTarget(current: number, action: Extract<PlayerAction, { type: 'next' | 'previous' | 'jump' | 'first' | 'last' }>): number {
  const from = clampStep(current, action.total);
  switch (action.type) {
    case 'next':
      return from + 1;
    case 'previous':
      return from - 1;
    case 'jump':
      return action.index;
    case 'first':
      return 1;
    case 'last':
      return action.total;
  }
}

/** The player's keys (←, →, space, Home, End); null for any other key. */
export function keyAction(key: string, total: number): PlayerAction | null {
  switch (key) {
    case 'ArrowLeft':
      return { type: 'previous', total };
    case 'ArrowRight':
      return { type: 'next', total };
    case ' ':
    case 'Spacebar':
      return { type: 'toggle', total };
    case 'Home':
      return { type: 'first', total };
    case 'End':
      return { type: 'last', total };
    default:
      return null;
  }
}
