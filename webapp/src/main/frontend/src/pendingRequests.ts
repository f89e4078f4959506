// How many requests to the API are under way, for the page's loading indicator.
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Counts `work` as a request under way until it settles. */
export async function tracked<T>(work: () => Promise<T>): Promise<T> {
  count++;
  changed();
  try {
    return await work();
  } finally {
    count--;
    changed();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => count;

export function usePendingRequests(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
