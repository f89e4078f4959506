import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/** True for a key press meant for a form field, a popup or a menu rather than for the list. */
function elsewhere(e: KeyboardEvent): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return true;
  const t = e.target instanceof HTMLElement ? e.target : null;
  if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) || t.closest('.detail-panel, .dropdown-menu'))) return true;
  return document.querySelector('.modal-backdrop') !== null;
}

/**
 * Keyboard moves through a list as in a mail client: ↓ or j and ↑ or k move the selection (the row gets the
 * focus and scrolls into view), Enter opens the selected row. Rows are the `selector` elements inside `box`.
 * Returns the selected index (-1: none yet); it starts over when the rows change.
 */
export function useRowKeys(box: RefObject<HTMLElement | null>, selector: string, rowsKey: string, onOpen: (index: number) => void): number {
  const [cursor, setCursor] = useState({ rowsKey, index: -1 });
  const index = cursor.rowsKey === rowsKey ? cursor.index : -1;
  const open = useEffectEvent(onOpen);

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (elsewhere(e)) return;
    const rows = Array.from(box.current?.querySelectorAll<HTMLElement>(selector) ?? []);
    if (rows.length === 0) return;
    const down = e.key === 'ArrowDown' || e.key === 'j';
    const up = e.key === 'ArrowUp' || e.key === 'k';
    if (down || up) {
      e.preventDefault();
      const focused = rows.indexOf(document.activeElement as HTMLElement);
      const from = focused >= 0 ? focused : index;
      const next = from < 0 ? (down ? 0 : rows.length - 1) : Math.max(0, Math.min(rows.length - 1, from + (down ? 1 : -1)));
      setCursor({ rowsKey, index: next });
      rows[next].focus();
      rows[next].scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter' && index >= 0 && (e.target === document.body || e.target === rows[index])) {
      e.preventDefault();
      open(index);
    }
  });

  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  return index;
}
