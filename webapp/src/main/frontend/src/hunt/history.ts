// The recent hunt queries of this browser (localStorage), newest first.

export const HISTORY_KEY = 'pcaplens.hunt.history';
export const HISTORY_CAP = 20;

/** `list` with `query` put first: once only (a repeat moves to the top), blank ones ignored, at most `cap`. */
export function remember(list: readonly string[], query: string, cap = HISTORY_CAP): string[] {
  const q = query.trim();
  if (q === '') return [...list].slice(0, cap);
  return [q, ...list.filter((v) => v !== q)].slice(0, cap);
}

export function loadHistory(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string').slice(0, HISTORY_CAP) : [];
  } catch {
    return [];
  }
}

/** Records `query` as the latest and returns the new list. */
export function saveToHistory(query: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string[] {
  const next = remember(loadHistory(storage), query);
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage full or refused: the history is a convenience
  }
  return next;
}

const PILLS_KEY = 'pcaplens.hunt.pillsToQuery';

/** Whether this browser's pills write hunt clauses into the query bar (off unless chosen). */
export function loadPillsToQuery(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(PILLS_KEY) === 'true';
  } catch {
    return false;
  }
}

export function savePillsToQuery(on: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(PILLS_KEY, String(on));
  } catch {
    // a convenience: kept for this page only
  }
}
