import { describe, expect, it } from 'vitest';
import { opensUpward, ROW_MENU_HEIGHT, rowMenuHeight } from './menuPlacement';

describe('row menu placement', () => {
  it('opens downward with room below', () => {
    expect(opensUpward({ top: 200, bottom: 220 }, ROW_MENU_HEIGHT, 900)).toBe(false);
  });

  it('opens upward for the last row near the fold', () => {
    expect(opensUpward({ top: 860, bottom: 880 }, ROW_MENU_HEIGHT, 900)).toBe(true);
  });

  it('opens upward where the table would clip it, though the window has room', () => {
    expect(opensUpward({ top: 400, bottom: 420 }, ROW_MENU_HEIGHT, 900, { top: 100, bottom: 450 })).toBe(true);
  });

  it('stays downward when there is even less room above', () => {
    expect(opensUpward({ top: 50, bottom: 70 }, ROW_MENU_HEIGHT, 200)).toBe(false);
  });
});

describe('the row menu height', () => {
  it('grows with the row\'s "where else" values', () => {
    expect(rowMenuHeight(0)).toBe(ROW_MENU_HEIGHT);
    expect(rowMenuHeight(3)).toBeGreaterThan(rowMenuHeight(2));
    expect(rowMenuHeight(1)).toBeGreaterThan(ROW_MENU_HEIGHT);
  });
});
