import { useId, useState } from 'react';
import { ExcludeButton } from './ExcludeButton';
import { multiOptions } from './multiOptions';

interface MultiSelectProps {
  label: string;
  testId: string;
  counts?: Record<string, number>;
  /** The values in the query: selected ones as they are, excluded ones with a leading "!". */
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** Excludes a value (NOT), or lifts its exclusion. */
  onExclude: (value: string) => void;
}

/**
 * A searchable multi-select (spec 10.2 "IDS Alerts"): a search box over checkboxes, chosen ones kept on top.
 * Beside each option, a button excludes its value (rows with it are left out), as on the pill groups; an
 * excluded option is red and struck through, and ticking it lifts the exclusion.
 */
export function MultiSelect({ label, testId, counts, selected, onChange, onExclude }: MultiSelectProps) {
  const [search, setSearch] = useState('');
  const id = useId();
  const total = multiOptions(counts, selected, '').length;
  if (total === 0) return null;
  const shown = multiOptions(counts, selected, search);
  const toggle = (v: string) => onChange(selected.includes(v) ? selected.filter((s) => s !== v) : [...selected, v]);
  return (
    <div className="filter-group multi-select" data-testid={`multi-${testId}`}>
      <label className="filter-label" htmlFor={id}>
        {label}
        {selected.length > 0 && (
          <button type="button" className="link-button small" onClick={() => onChange([])} data-testid="multi-clear">
            clear ({selected.length})
          </button>
        )}
      </label>
      <input
        id={id}
        type="search"
        placeholder={`Search ${total} ${label.toLowerCase()}…`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="multi-search"
      />
      <ul className="multi-options" aria-label={label}>
        {shown.length === 0 && <li className="muted">No match.</li>}
        {shown.map(({ value, count, state }) => (
          <li key={value} className={`pill-wrap${state === 'excluded' ? ' not' : ''}`} data-state={state}>
            <label className="check" title={state === 'excluded' ? `Excluded: rows with ${value} are left out. Tick to include them again.` : undefined}>
              <input
                type="checkbox"
                checked={state === 'selected'}
                onChange={() => (state === 'excluded' ? onExclude(value) : toggle(value))}
                data-testid="multi-option"
                data-value={value}
              />
              {state === 'excluded' && <span className="not-chip" aria-label="not">not</span>}
              <span className="multi-value">{value}</span>
              {count > 0 && <span className="pill-count">{count.toLocaleString('en-US')}</span>}
            </label>
            {state !== 'excluded' && <ExcludeButton value={value} onExclude={onExclude} testId="multi-exclude" />}
          </li>
        ))}
      </ul>
    </div>
  );
}
