import { useEffect, useReducer } from 'react';
import { AUTOPLAY_INTERVAL_MS, clampStep, initialPlayer, keyAction, playerReducer, type PlayerAction } from './stepPlayer';

export interface StepPlayer {
  /** The step shown, within 1..total. */
  current: number;
  playing: boolean;
  dispatch: (action: PlayerAction) => void;
}

/**
 * The player of a conversation of `total` steps (null while unknown): autoplay moves on AUTOPLAY_INTERVAL_MS
 * after each step is shown, and ←, →, space, Home and End work anywhere on the page except in a field being
 * typed in.
 */
export function useStepPlayer(firstStep: number, total: number | null): StepPlayer {
  const [state, dispatch] = useReducer(playerReducer, firstStep, initialPlayer);
  const count = total ?? 0;
  const current = total === null ? state.current : clampStep(state.current, count);
  const playing = state.playing && total !== null;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', total: count }), AUTOPLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, current, count]);

  useEffect(() => {
    if (total === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const action = keyAction(e.key, total);
      if (!action) return;
      // also keeps space from pressing a focused button a second time, and from scrolling the page
      e.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  return { current, playing, dispatch };
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}
