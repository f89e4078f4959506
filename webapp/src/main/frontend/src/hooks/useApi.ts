import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { fetchResource, type Resource } from '../api';
import { watch, type ApiState } from './watch';

/** How often a resource that is still changing (an analysis under way) is asked again. */
export const POLL_MS = 2000;

export interface ApiOptions<T> {
  /** Asks again every POLL_MS while this holds, given the latest answer and whether the last request failed. */
  pollWhile?: (latest: T | null, failed: boolean) => boolean;
  /** Called with each answer before it is shown; false drops it (the caller navigates elsewhere instead). */
  onAnswer?: (data: T) => boolean | void;
}

export type ApiResult<T> = ApiState<T> & {
  /** Asks again now, e.g. after a change the page made itself. */
  reload: () => void;
};

/**
 * The answer of one GET resource, fetched again whenever its path changes (null: nothing to fetch yet). A path
 * change aborts the request under way; the previous answer stays until the new one comes, so a list does not
 * flash empty between pages.
 */
export function useApi<T>(resource: Resource<T> | null, options: ApiOptions<T> = {}): ApiResult<T> {
  const [state, setState] = useState<ApiState<T>>({ data: null, error: null, loading: false });
  const [reloads, setReloads] = useState(0);
  // the answer kept so far, for the polling decision of the next watch (read in the effect only)
  const kept = useRef<T | null>(null);
  const path = resource?.path ?? null;

  const pollWhile = useEffectEvent((latest: T | null, failed: boolean) => options.pollWhile?.(latest, failed) ?? false);
  const onAnswer = useEffectEvent((data: T) => options.onAnswer?.(data));

  useEffect(() => {
    if (path === null) return;
    return watch<T>({
      load: (signal) => fetchResource<T>({ path }, signal),
      previous: kept.current,
      pollMs: POLL_MS,
      pollWhile: (latest, failed) => pollWhile(latest, failed),
      onAnswer: (data) => onAnswer(data),
      report: (change) => {
        if (change.data !== undefined) kept.current = change.data;
        setState((s) => ({ ...s, ...change }));
      },
    });
  }, [path, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  // a watch stopped for a null path may have left its request counted as under way
  return { ...state, loading: path !== null && state.loading, reload };
}
