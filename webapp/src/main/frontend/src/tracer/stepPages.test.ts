import { describe, expect, it } from 'vitest';
import { KEPT_PAGES, keepPage, nextPage, pageCount, pageOf, pageOffset, STEP_PAGE_SIZE } from './stepPages';

const holding = (...pages: number[]) => (p: number) => pages.includes(p);

describe('step pages', () => {
  it('numbers pages from 0 with steps from 1', () => {
    expect(STEP_PAGE_SIZE).toBe(100);
    expect(pageOf(1)).toBe(0);
    expect(pageOf(100)).toBe(0);
    expect(pageOf(101)).toBe(1);
    expect(pageOf(100_000)).toBe(999);
    expect(pageOffset(3)).toBe(300);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
  });

  it('fetches the current step’s page first when nothing is known yet', () => {
    expect(nextPage({ current: 250, shown: 2, total: null, have: holding() })).toBe(2);
  });

  it('fetches the list’s page before the player’s', () => {
    expect(nextPage({ current: 5, shown: 7, total: 100_000, have: holding() })).toBe(7);
    expect(nextPage({ current: 5, shown: 7, total: 100_000, have: holding(7) })).toBe(0);
  });

  it('fetches nothing more in the middle of a page that is held', () => {
    expect(nextPage({ current: 50, shown: 0, total: 100_000, have: holding(0) })).toBeNull();
  });

  it('fetches the next page when the player nears the end of its page', () => {
    expect(nextPage({ current: 90, shown: 0, total: 1000, have: holding(0) })).toBeNull();
    expect(nextPage({ current: 91, shown: 0, total: 1000, have: holding(0) })).toBe(1);
    expect(nextPage({ current: 91, shown: 0, total: 1000, have: holding(0, 1) })).toBeNull();
  });

  it('fetches the page before when the player is near the start of its page', () => {
    expect(nextPage({ current: 101, shown: 1, total: 1000, have: holding(1) })).toBe(0);
    expect(nextPage({ current: 3, shown: 0, total: 1000, have: holding(0) })).toBeNull();
  });

  it('never asks beyond the last page', () => {
    expect(nextPage({ current: 95, shown: 0, total: 100, have: holding(0) })).toBeNull();
    expect(nextPage({ current: 195, shown: 1, total: 199, have: holding(1) })).toBeNull();
    expect(nextPage({ current: 1, shown: 5, total: 14, have: holding(0) })).toBeNull();
  });

  it('keeps at most KEPT_PAGES pages, dropping the farthest from what is shown', () => {
    let pages: Map<number, string> = new Map();
    for (let p = 0; p < KEPT_PAGES; p++) pages = keepPage(pages, p, `page ${p}`, [p]);
    expect(pages.size).toBe(KEPT_PAGES);
    const after = keepPage(pages, 50, 'page 50', [50, 1]);
    expect(after.size).toBe(KEPT_PAGES);
    expect(after.has(50)).toBe(true);
    expect(after.has(1)).toBe(true);
    expect(after.has(0)).toBe(true);
    expect(after.has(KEPT_PAGES - 1)).toBe(false);
    expect(pages.has(50)).toBe(false);
  });
});
