import { isAbort } from '../api';

/** What a page knows of one resource: the last answer kept, the last failure, and whether a request is out. */
export interface ApiState<T> {
  data: T | null;
  /** The last request's failure; cleared by the next answer. */
  error: unknown;
  loading: boolean;
}

export interface Watch<T> {
  load: (signal: AbortSignal) => Promise<T>;
  /** Receives every change of state, never after the watch was stopped. */
  report: (change: Partial<ApiState<T>>) => void;
  /** The answer shown before this watch started (other page, other filters): polling goes by it until one comes. */
  previous?: T | null;
  /** Asks again this long after a request ended, as long as `pollWhile` says so. */
  pollMs?: number;
  /** Decides after each request, given the latest answer (the last good one after a failure) and whether it failed. */
  pollWhile?: (latest: T | null, failed: boolean) => boolean;
  /**
   * Called with each answer before it is kept; false drops it and ends the watch, for a caller that goes elsewhere
   * instead (a page past the end of a list that shrank).
   */
  onAnswer?: (data: T) => boolean | void;
}

/**
 * Loads one resource, and loads it again while the answer calls for it (a capture still being analysed). The
 * returned function stops it: the request under way is aborted and no timer is left behind.
 */
export function watch<T>({ load, report, previous = null, pollMs, pollWhile, onAnswer }: Watch<T>): () => void {
  const ctrl = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let latest = previous;

  const run = async () => {
    report({ loading: true });
    let failed = false;
    try {
      const data = await load(ctrl.signal);
      if (stopped) return;
      if (onAnswer?.(data) === false) {
        report({ loading: false });
        return;
      }
      latest = data;
      report({ data, error: null, loading: false });
    } catch (e) {
      if (stopped || isAbort(e)) return;
      failed = true;
      report({ error: e, loading: false });
    }
    if (!stopped && pollMs !== undefined && pollWhile?.(latest, failed)) timer = setTimeout(run, pollMs);
  };

  void run();
  return () => {
    stopped = true;
    ctrl.abort();
    clearTimeout(timer);
  };
}
