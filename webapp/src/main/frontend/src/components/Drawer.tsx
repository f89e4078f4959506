import { useState, type MouseEvent, type ReactNode } from 'react';

const STORAGE_KEY = 'pcaplens.drawer.width';
const MIN_WIDTH = 360;
const DEFAULT_WIDTH = 760;

const maxWidth = () => Math.max(MIN_WIDTH, window.innerWidth - 120);
const clamp = (w: number) => Math.round(Math.min(maxWidth(), Math.max(MIN_WIDTH, w)));

function storedWidth(): number {
  try {
    const w = Number(window.localStorage.getItem(STORAGE_KEY));
    return clamp(w > 0 ? w : Math.min(DEFAULT_WIDTH, window.innerWidth / 2));
  } catch {
    return clamp(Math.min(DEFAULT_WIDTH, window.innerWidth / 2));
  }
}

interface DrawerProps {
  className: string;
  label: string;
  testId: string;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * A panel over the right-hand side of the page: it lies over the list instead of narrowing it, so the row that was
 * clicked to open it stays where it was. Its left edge drags to resize it; the width is remembered in this browser.
 */
export function Drawer({ className, label, testId, data, children }: DrawerProps) {
  const [width, setWidth] = useState(storedWidth);

  const startResize = (e: MouseEvent) => {
    e.preventDefault();
    let current = width;
    const move = (m: globalThis.MouseEvent) => {
      current = clamp(window.innerWidth - m.clientX);
      setWidth(current);
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      try {
        window.localStorage.setItem(STORAGE_KEY, String(current));
      } catch {
        // storage disabled: the width lasts while the drawer is open
      }
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };

  return (
    <aside className={`drawer ${className}`} style={{ width }} aria-label={label} data-testid={testId} {...data}>
      <div className="drawer-resize" role="separator" aria-orientation="vertical" aria-label="Resize the panel" title="Drag to resize" onMouseDown={startResize} data-testid="drawer-resize" />
      {children}
    </aside>
  );
}
