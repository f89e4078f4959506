import { DropdownPanel } from './DropdownPanel';

interface FlowColumnPickerProps {
  columns: readonly { id: string; label: string }[];
  hidden: readonly string[];
  onToggle: (id: string) => void;
}

/** Which columns the flow view shows, as the conversation view's picker; remembered in this browser. */
export function FlowColumnPicker({ columns, hidden, onToggle }: FlowColumnPickerProps) {
  return (
    <DropdownPanel label="Columns ▾" testId="flow-column-picker-toggle" panelTestId="flow-column-picker" ariaLabel="Columns" className="column-picker">
      {columns.map((c) => (
        <label key={c.id} className="check column-option">
          <input type="checkbox" checked={!hidden.includes(c.id)} onChange={() => onToggle(c.id)} data-testid="flow-column-option" data-column={c.id} />
          {c.label}
        </label>
      ))}
    </DropdownPanel>
  );
}
