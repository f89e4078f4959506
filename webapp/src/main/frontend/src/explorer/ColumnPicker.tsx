import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../hooks/useDismiss';
import { COLUMNS, DEFAULT_COLUMNS } from './columns';

interface ColumnPickerProps {
  visible: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Spec 10.1: which columns the table shows; the choice is remembered in this browser. */
export function ColumnPicker({ visible, onChange }: ColumnPickerProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // Escape closes only the picker, not the detail panel behind it
  useDismiss(open, box, useCallback(() => setOpen(false), []));

  // keep the table's column order, whatever order they were ticked in
  const toggle = (id: string) => {
    const next = visible.includes(id) ? visible.filter((v) => v !== id) : [...visible, id];
    if (next.length === 0) return;
    onChange(COLUMNS.map((c) => c.id).filter((c) => next.includes(c)));
  };

  return (
    <div className="dropdown" ref={box}>
      <button type="button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="column-picker-toggle">
        Columns ▾
      </button>
      {open && (
        <div className="dropdown-menu column-picker" role="group" aria-label="Columns" data-testid="column-picker">
          {COLUMNS.map((c) => (
            <label key={c.id} className="check">
              <input type="checkbox" checked={visible.includes(c.id)} onChange={() => toggle(c.id)} data-testid="column-option" data-column={c.id} />
              {c.label}
            </label>
          ))}
          <button type="button" className="link-button" onClick={() => onChange([...DEFAULT_COLUMNS])} data-testid="columns-reset">
            Default columns
          </button>
        </div>
      )}
    </div>
  );
}
