import { COLUMNS } from './columns';
import { DropdownPanel } from './DropdownPanel';
import { defaultLayout, moveColumn, withColumns, type ColumnLayout } from './layout';

interface ColumnPickerProps {
  layout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
}

/**
 * Spec 10.1: which columns the table shows, and in which order (the arrows move a shown column, as dragging its
 * header does); the choice is remembered in this browser and carried in the URL.
 */
export function ColumnPicker({ layout, onChange }: ColumnPickerProps) {
  const visible = layout.ids;
  const toggle = (id: string) => {
    const next = visible.includes(id) ? visible.filter((v) => v !== id) : [...visible, id];
    if (next.length > 0) onChange(withColumns(layout, next));
  };
  // the shown columns in the table's order, then the others
  const listed = [...visible.map((id) => COLUMNS.find((c) => c.id === id)!).filter(Boolean), ...COLUMNS.filter((c) => !visible.includes(c.id))];

  return (
    // Escape closes only the picker, not the detail panel behind it
    <DropdownPanel label="Columns ▾" testId="column-picker-toggle" panelTestId="column-picker" ariaLabel="Columns" className="column-picker">
      {listed.map((c) => {
        const at = visible.indexOf(c.id);
        return (
          <div key={c.id} className="column-option">
            <label className="check">
              <input type="checkbox" checked={at >= 0} onChange={() => toggle(c.id)} data-testid="column-option" data-column={c.id} />
              {c.label}
            </label>
            {at >= 0 && (
              <span className="column-move">
                <button type="button" className="icon-button small" disabled={at === 0} aria-label={`Move ${c.label} left`} onClick={() => onChange(moveColumn(layout, c.id, at - 1))} data-testid="column-move-left" data-column={c.id}>
                  ↑
                </button>
                <button type="button" className="icon-button small" disabled={at === visible.length - 1} aria-label={`Move ${c.label} right`} onClick={() => onChange(moveColumn(layout, c.id, at + 1))} data-testid="column-move-right" data-column={c.id}>
                  ↓
                </button>
              </span>
            )}
          </div>
        );
      })}
      <button type="button" className="link-button" onClick={() => onChange(defaultLayout())} data-testid="columns-reset">
        Default columns
      </button>
    </DropdownPanel>
  );
}
