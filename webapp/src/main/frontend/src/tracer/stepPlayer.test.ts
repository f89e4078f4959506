import { describe, expect, it } from 'vitest';
import { AUTOPLAY_INTERVAL_MS, clampStep, initialPlayer, keyAction, playerReducer, type PlayerAction, type PlayerState } from './stepPlayer';

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);
const at = (current: number, playing = false): PlayerState => ({ current, playing });

describe('step player', () => {
  it('autoplays one step every 1.5 seconds (spec 8)', () => {
    expect(AUTOPLAY_INTERVAL_MS).toBe(1500);
  });

  it('starts paused at the step asked for, or at the first', () => {
    expect(initialPlayer(5)).toEqual(at(5));
    expect(initialPlayer(0)).toEqual(at(1));
    expect(initialPlayer(Number.NaN)).toEqual(at(1));
    expect(initialPlayer(2.5)).toEqual(at(1));
  });

  it('steps forward and back within the conversation', () => {
    expect(run(at(1), { type: 'next', total: 14 }, { type: 'next', total: 14 })).toEqual(at(3));
    expect(run(at(14), { type: 'next', total: 14 })).toEqual(at(14));
    expect(run(at(1), { type: 'previous', total: 14 })).toEqual(at(1));
    expect(run(at(3), { type: 'previous', total: 14 })).toEqual(at(2));
  });

  it('jumps to a step, kept within 1..total', () => {
    expect(run(at(1), { type: 'jump', index: 10, total: 14 })).toEqual(at(10));
    expect(run(at(1), { type: 'jump', index: 99, total: 14 })).toEqual(at(14));
    expect(run(at(5), { type: 'jump', index: -3, total: 14 })).toEqual(at(1));
    expect(run(at(5), { type: 'last', total: 14 }, { type: 'previous', total: 14 })).toEqual(at(13));
    expect(run(at(5), { type: 'first', total: 14 })).toEqual(at(1));
  });

  it('brings a step asked for beyond the end back to the last once the total is known', () => {
    expect(run(at(40), { type: 'previous', total: 14 })).toEqual(at(13));
    expect(run(at(40), { type: 'next', total: 14 })).toEqual(at(14));
  });

  it('keeps playing across moves by hand', () => {
    expect(run(at(2, true), { type: 'next', total: 14 })).toEqual(at(3, true));
    expect(run(at(2, true), { type: 'jump', index: 9, total: 14 })).toEqual(at(9, true));
  });

  it('advances on each tick while playing and stops on the last step', () => {
    const s = run(at(1), { type: 'play', total: 3 }, { type: 'tick', total: 3 });
    expect(s).toEqual(at(2, true));
    expect(run(s, { type: 'tick', total: 3 })).toEqual(at(3, false));
    expect(run(at(3, true), { type: 'tick', total: 3 })).toEqual(at(3, false));
  });

  it('ignores a tick that comes after a pause', () => {
    expect(run(at(4, true), { type: 'pause' }, { type: 'tick', total: 14 })).toEqual(at(4));
  });

  it('plays again from the first step when at the last, and not at all with one step', () => {
    expect(run(at(14), { type: 'play', total: 14 })).toEqual(at(1, true));
    expect(run(at(1), { type: 'play', total: 1 })).toEqual(at(1));
  });

  it('toggles between play and pause', () => {
    const playing = run(at(2), { type: 'toggle', total: 14 });
    expect(playing).toEqual(at(2, true));
    expect(run(playing, { type: 'toggle', total: 14 })).toEqual(at(2));
  });

  it('returns the same state when nothing changes', () => {
    const s = at(1);
    expect(playerReducer(s, { type: 'previous', total: 5 })).toBe(s);
    expect(playerReducer(s, { type: 'pause' })).toBe(s);
  });

  it('maps the arrow keys, space, Home and End, and nothing else', () => {
    expect(keyAction('ArrowLeft', 9)).toEqual({ type: 'previous', total: 9 });
    expect(keyAction('ArrowRight', 9)).toEqual({ type: 'next', total: 9 });
    expect(keyAction(' ', 9)).toEqual({ type: 'toggle', total: 9 });
    expect(keyAction('Home', 9)).toEqual({ type: 'first', total: 9 });
    expect(keyAction('End', 9)).toEqual({ type: 'last', total: 9 });
    expect(keyAction('Enter', 9)).toBeNull();
    expect(keyAction('a', 9)).toBeNull();
  });

  it('keeps steps within range', () => {
    expect(clampStep(0, 10)).toBe(1);
    expect(clampStep(11, 10)).toBe(10);
    expect(clampStep(3, 0)).toBe(1);
  });
});
