import type { ReactNode } from 'react';

/** The values to offer: every facet value (most frequent first, as sent), plus selected ones the facets lack. */
function pillValues(counts: Record<string, number> | undefined, selected: readonly string[]): [string, number | null][] {
  const entries: [string, number | null][] = Object.entries(counts ?? {});
  for (const s of selected) if (!(s in (counts ?? {}))) entries.push([s, null]);
  return entries;
}

interface PillGroupProps {
  label: string;
  testId: string;
  counts?: Record<string, number>;
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Extra controls beside the label (the severity quick-select). */
  extra?: ReactNode;
  /** Class per value (severity colours). */
  pillClass?: (value: string) => string | undefined;
}

/** One pill filter (spec 10.2): toggle buttons with counts; several selected are OR-matched. */
export function PillGroup({ label, testId, counts, selected, onToggle, extra, pillClass }: PillGroupProps) {
  const values = pillValues(counts, selected);
  if (values.length === 0) return null;
  return (
    <div className="filter-group" role="group" aria-label={label} data-testid={`pills-${testId}`}>
      <div className="filter-label">
        {label}
        {extra}
      </div>
      <div className="pills">
        {values.map(([value, count]) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              className={`pill${on ? ' on' : ''}${pillClass ? ` ${pillClass(value) ?? ''}` : ''}`}
              aria-pressed={on}
              onClick={() => onToggle(value)}
              data-testid="pill"
              data-value={value}
              data-count={count ?? undefined}
            >
              {value}
              {count != null && <span className="pill-count">{count.toLocaleString('en-US')}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
