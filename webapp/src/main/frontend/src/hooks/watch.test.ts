import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watch, type ApiState } from './watch';

/** A load whose answers the test hands out one by one. */
function pendingLoads<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { calls, load };
}

/** Every state change reported, folded like the hook folds them. */
function recorder<T>() {
  const states: ApiState<T>[] = [];
  let state: ApiState<T> = { data: null, error: null, loading: false };
  const report = (change: Partial<ApiState<T>>) => {
    state = { ...state, ...change };
    states.push(state);
  };
  return { states, report, last: () => state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watch', () => {
  it('reports loading, then the answer', async () => {
    const { calls, load } = pendingLoads<string>();
    const r = recorder<string>();
    watch({ load, report: r.report });
    expect(r.last()).toEqual({ data: null, error: null, loading: true });
    calls[0].resolve('capture');
    await vi.runAllTimersAsync();
    expect(r.last()).toEqual({ data: 'capture', error: null, loading: false });
    expect(calls).toHaveLength(1);
  });

  it('reports a failure and keeps the last answer', async () => {
    const { calls, load } = pendingLoads<string>();
    const r = recorder<string>();
    watch({ load, report: r.report, pollMs: 1000, pollWhile: () => true });
    calls[0].resolve('first');
    await vi.advanceTimersByTimeAsync(1000);
    const boom = new Error('503');
    calls[1].reject(boom);
    await vi.advanceTimersByTimeAsync(0);
    expect(r.last()).toEqual({ data: 'first', error: boom, loading: false });
    await vi.advanceTimersByTimeAsync(1000);
    calls[2].resolve('second');
    await vi.advanceTimersByTimeAsync(0);
    expect(r.last()).toEqual({ data: 'second', error: null, loading: false });
  });

  it('polls while the answer calls for it, then stops', async () => {
    const { calls, load } = pendingLoads<{ status: string }>();
    const r = recorder<{ status: string }>();
    watch({ load, report: r.report, pollMs: 2000, pollWhile: (latest) => latest?.status === 'ANALYZING' });
    calls[0].resolve({ status: 'ANALYZING' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1].resolve({ status: 'COMPLETED' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    expect(r.last().data).toEqual({ status: 'COMPLETED' });
  });

  it('decides on polling after a failure with the previous answer', async () => {
    const { calls, load } = pendingLoads<string>();
    const seen: [string | null, boolean][] = [];
    watch({
      load,
      report: () => {},
      previous: 'active before',
      pollMs: 500,
      pollWhile: (latest, failed) => {
        seen.push([latest, failed]);
        return false;
      },
    });
    calls[0].reject(new Error('down'));
    await vi.runAllTimersAsync();
    expect(seen).toEqual([['active before', true]]);
  });

  it('drops an answer the caller refuses, and asks no more', async () => {
    const { calls, load } = pendingLoads<number>();
    const r = recorder<number>();
    watch({ load, report: r.report, pollMs: 100, pollWhile: () => true, onAnswer: (n) => n < 10 });
    calls[0].resolve(99);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.last()).toEqual({ data: null, error: null, loading: false });
    expect(calls).toHaveLength(1);
  });

  it('aborts the request under way when stopped and reports nothing after', async () => {
    const { calls, load } = pendingLoads<string>();
    const r = recorder<string>();
    const stop = watch({ load, report: r.report });
    const reported = r.states.length;
    stop();
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].resolve('late');
    await vi.runAllTimersAsync();
    expect(r.states).toHaveLength(reported);
  });

  it('leaves no poll behind when stopped between two requests', async () => {
    const { calls, load } = pendingLoads<string>();
    const stop = watch({ load, report: () => {}, pollMs: 1000, pollWhile: () => true });
    calls[0].resolve('x');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });
});
