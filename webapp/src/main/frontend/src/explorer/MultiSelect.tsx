import { useId, useState } from 'react';

interface MultiSelectProps {
  label: string;
  testId: string;
  counts?: Record<string, number>;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

/** A searchable multi-select (spec 10.2 "IDS Alerts"): a search box over checkboxes, selected ones kept on top. */
export function MultiSelect({ label, testId, counts, selected, onChange }: MultiSelectProps) {
  const [search, setSearch] = useState('');
  const id = useId();
  const all = Object.entries(counts ?? {});
  for (const s of selected) if (!all.some(([v]) => v === s)) all.push([s, 0]);
  if (all.length === 0) return null;
  const needle = search.trim().toLowerCase();
  const shown = all
    .filter(([v]) => selected.includes(v) || needle === '' || v.toLowerCase().includes(needle))
    .sort(([a], [b]) => Number(selected.includes(b)) - Number(selected.includes(a)));
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
        placeholder={`Search ${all.length} ${label.toLowerCase()}…`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="multi-search"
      />
      <ul className="multi-options" aria-label={label}>
        {shown.length === 0 && <li className="muted">No match.</li>}
        {shown.map(([value, count]) => (
          <li key={value}>
            <label className="check">
              <input type="checkbox" checked={selected.includes(value)} onChange={() => toggle(value)} data-testid="multi-option" data-value={value} />
              <span className="multi-value">{value}</span>
              {count > 0 && <span className="pill-count">{count.toLocaleString('en-US')}</span>}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
