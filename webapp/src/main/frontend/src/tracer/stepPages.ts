// Which steps of a traced conversation are fetched and kept: a page at a time, never all of them, so that a
// conversation of 100,000 packets plays like one of 14.

/** Steps per request and per page of the packet list. */
export const STEP_PAGE_SIZE = 100;

/** When the current step comes this close to its page's end (or start), the neighbouring page is fetched. */
export const PAGE_LOOKAHEAD = 10;

/** Pages held in memory at most; the ones farthest from what is shown go first. */
export const KEPT_PAGES = 8;

/** The page (from 0) holding step `index` (from 1). */
export const pageOf = (index: number): number => Math.floor((Math.max(1, index) - 1) / STEP_PAGE_SIZE);

/** The API's offset of a page's first step. */
export const pageOffset = (page: number): number => page * STEP_PAGE_SIZE;

/** Pages of `total` steps (at least one, so an empty list still has a page to show). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / STEP_PAGE_SIZE));

export interface PageNeeds {
  /** The step shown by the player. */
  current: number;
  /** The page the packet list shows. */
  shown: number;
  /** Steps in the conversation; null until the first page says. */
  total: number | null;
  have: (page: number) => boolean;
}

/**
 * The page to fetch next, or null when nothing is missing: the list's page first, then the current step's,
 * then the page the player is about to enter (so that playing across a page boundary does not wait).
 */
export function nextPage({ current, shown, total, have }: PageNeeds): number | null {
  const last = total === null ? Number.POSITIVE_INFINITY : pageCount(total) - 1;
  const page = pageOf(current);
  const wanted = [shown, page];
  if (total !== null) {
    const place = (current - 1) % STEP_PAGE_SIZE;
    if (place >= STEP_PAGE_SIZE - PAGE_LOOKAHEAD && current < total) wanted.push(page + 1);
    if (place < PAGE_LOOKAHEAD && page > 0) wanted.push(page - 1);
  }
  return wanted.find((p) => p >= 0 && p <= last && !have(p)) ?? null;
}

/**
 * `pages` with `page` added, then cut to KEPT_PAGES by dropping the pages farthest from the `near` ones
 * (the list's and the player's). The map given is not changed.
 */
export function keepPage<T>(pages: ReadonlyMap<number, T>, page: number, value: T, near: readonly number[]): Map<number, T> {
  const next = new Map(pages);
  next.set(page, value);
  if (next.size <= KEPT_PAGES) return next;
  const distance = (p: number) => Math.min(...near.map((n) => Math.abs(n - p)));
  const order = [...next.keys()].sort((a, b) => distance(a) - distance(b) || a - b);
  for (const p of order.slice(KEPT_PAGES)) next.delete(p);
  return next;
}
