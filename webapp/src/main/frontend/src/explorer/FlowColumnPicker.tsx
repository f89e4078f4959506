import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../hooks/useDismiss';

interface FlowColumnPickerProps {
  columns: readonly { id: string; label: string }[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
}

/** Which columns the flow view shows, as the conversation view's picker; remembered in this browser. */
export function FlowColumnPicker({ columns, hidden, onToggle }: FlowColumnPickerProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useDismiss(open, box, useCallback(() => setOpen(false), []));
  return (
    <div className="dropdown" ref={box}>
      <button type="button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="flow-column-picker-toggle">
        Columns ▾
      </button>
      {open && (
        <div className="dropdown-menu column-picker align-right" role="group" aria-label="Columns" data-testid="flow-column-picker">
          {columns.map((c) => (
            <label key={c.id} className="check column-option">
              <input type="checkbox" checked={!hidden.includes(c.id)} onChange={() => onToggle(c.id)} data-testid="flow-column-option" data-column={c.id} />
              {c.label}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
