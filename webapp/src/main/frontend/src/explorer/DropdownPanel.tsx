import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../hooks/useDismiss';

interface DropdownPanelProps {
  label: ReactNode;
  /** The toggle button's test id; the panel's is `panelTestId`. */
  testId: string;
  panelTestId: string;
  ariaLabel: string;
  className?: string;
  children: ReactNode;
}

/** A button that opens a panel below it; Escape or a click outside closes only the panel. */
export function DropdownPanel({ label, testId, panelTestId, ariaLabel, className = '', children }: DropdownPanelProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useDismiss(open, box, useCallback(() => setOpen(false), []));
  return (
    <div className="dropdown" ref={box}>
      <button type="button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)} data-testid={testId}>
        {label}
      </button>
      {open && (
        <div className={`dropdown-menu align-right ${className}`} role="group" aria-label={ariaLabel} data-testid={panelTestId}>
          {children}
        </div>
      )}
    </div>
  );
}
