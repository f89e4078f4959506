import { describe, expect, it } from 'vitest';
import { EXPLANATION_LOOKAHEAD, EXPLANATION_WINDOW, KEPT_EXPLANATIONS, keepExplanations, nextWindow, windowOf } from './explanationWindow';

const upTo = (last: number) => (i: number) => i <= last;

describe('explanation windows', () => {
  it('asks for at most the 50 steps the API explains at once', () => {
    expect(EXPLANATION_WINDOW).toBe(50);
    for (const i of [1, 50, 51, 99_999]) {
      const w = windowOf(i, 100_000);
      expect(w.to - w.from + 1).toBeLessThanOrEqual(50);
      expect(w.from).toBeLessThanOrEqual(i);
      expect(w.to).toBeGreaterThanOrEqual(i);
    }
  });

  it('uses fixed windows that end with the conversation', () => {
    expect(windowOf(1, 14)).toEqual({ from: 1, to: 14 });
    expect(windowOf(50, 1000)).toEqual({ from: 1, to: 50 });
    expect(windowOf(51, 1000)).toEqual({ from: 51, to: 100 });
    expect(windowOf(990, 995)).toEqual({ from: 951, to: 995 });
  });

  it('asks for nothing before the step count is known', () => {
    expect(nextWindow(1, null, () => false)).toBeNull();
  });

  it('asks for the window after the current step when nothing is known', () => {
    expect(nextWindow(1, 14, () => false)).toEqual({ from: 1, to: 14 });
    expect(nextWindow(1, 500, () => false)).toEqual({ from: 1, to: 50 });
  });

  it('asks for nothing while the next steps are known', () => {
    expect(nextWindow(10, 500, upTo(50))).toBeNull();
    expect(nextWindow(14, 14, upTo(1))).toBeNull();
  });

  it('asks for the next window once the player is within the lookahead of the unknown steps', () => {
    expect(nextWindow(50 - EXPLANATION_LOOKAHEAD, 500, upTo(50))).toBeNull();
    expect(nextWindow(51 - EXPLANATION_LOOKAHEAD, 500, upTo(50))).toEqual({ from: 51, to: 100 });
  });

  it('keeps the same request while the player moves through the window under way', () => {
    const known = (i: number) => i === 1;
    expect(nextWindow(1, 500, known)).toEqual(nextWindow(2, 500, known));
    expect(nextWindow(2, 500, known)).toEqual(nextWindow(30, 500, known));
  });

  it('after a jump, asks for the window of the steps that follow it', () => {
    expect(nextWindow(5000, 100_000, (i) => i <= 50)).toEqual({ from: 5001, to: 5050 });
    expect(nextWindow(5050, 100_000, (i) => i <= 50)).toEqual({ from: 5051, to: 5100 });
  });

  it('keeps explanations by step and drops the farthest beyond the limit', () => {
    const e = (index: number) => ({ index, text: `step ${index}` });
    const some = keepExplanations(new Map(), [e(1), e(2)], 1);
    expect([...some.keys()]).toEqual([1, 2]);
    const many = keepExplanations(new Map(), Array.from({ length: KEPT_EXPLANATIONS + 10 }, (_, i) => e(i + 1)), 1);
    expect(many.size).toBe(KEPT_EXPLANATIONS);
    expect(many.has(1)).toBe(true);
    expect(many.has(KEPT_EXPLANATIONS + 10)).toBe(false);
    expect(some.size).toBe(2);
  });
});
