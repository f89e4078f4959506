/** Roughly how tall the row menu is: a label and five items. */
export const ROW_MENU_HEIGHT = 190;

/**
 * Whether a menu opened from a button opens upward: when the room below the button, in the window and in the
 * scrolling box that would clip it, is less than the menu's height and the whole menu fits above. A menu that
 * fits neither way opens downward, where the scrolling box can still scroll it into view; above the box's top it
 * could not be reached at all.
 */
export function opensUpward(button: { top: number; bottom: number }, menuHeight: number, viewportHeight: number, clip?: { top: number; bottom: number }): boolean {
  const floor = Math.min(viewportHeight, clip?.bottom ?? viewportHeight);
  const ceiling = Math.max(0, clip?.top ?? 0);
  const below = floor - button.bottom;
  const above = button.top - ceiling;
  return below < menuHeight && above >= menuHeight;
}

/** The row menu's height with its "where else" part: a label and one line per value of the row. */
export function rowMenuHeight(huntValues: number): number {
  return huntValues > 0 ? ROW_MENU_HEIGHT + 22 + huntValues * 26 : ROW_MENU_HEIGHT;
}
