import type { ReactNode } from 'react';
import { ExcludeButton } from './ExcludeButton';
import { NOT, excludedValue, isExcluded } from './query';

/**
 * The values to offer: selected and excluded ones first (so a click never moves the pill away from the
 * pointer's group), then every other facet value (most frequent first, as sent), plus chosen ones the facets
 * lack.
 */
function pillValues(counts: Record<string, number> | undefined, chosen: readonly string[]): [string, number | null][] {
  const known = counts ?? {};
  const values = chosen.map((c) => (isExcluded(c) ? excludedValue(c) : c));
  const first: [string, number | null][] = values.map((v) => [v, v in known ? known[v] : null]);
  const rest: [string, number | null][] = Object.entries(known).filter(([v]) => !values.includes(v));
  return [...first, ...rest];
}

interface PillGroupProps {
  label: string;
  testId: string;
  counts?: Record<string, number>;
  /** The group's values in the query: selected ones as they are, excluded ones with a leading "!". */
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Excludes a value (NOT), or lifts its exclusion; absent where the group cannot exclude. */
  onExclude?: (value: string) => void;
  /** Extra controls beside the label (the severity quick-select). */
  extra?: ReactNode;
  /** Class per value (severity colours). */
  pillClass?: (value: string) => string | undefined;
}

/**
 * One pill filter (spec 10.2): toggle buttons with counts; several selected are OR-matched. Each count is the
 * number of rows the list would have with that value added. Beside each pill, a button excludes its value
 * (rows with it are left out); an excluded pill is red and struck through, and a click on it lifts the exclusion.
 */
export function PillGroup({ label, testId, counts, selected, onToggle, onExclude, extra, pillClass }: PillGroupProps) {
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
          const not = selected.includes(NOT + value);
          const state = not ? 'excluded' : on ? 'selected' : 'off';
          return (
            <span key={value} className={`pill-wrap${not ? ' not' : ''}`}>
              <button
                type="button"
                className={`pill${on ? ' on' : ''}${not ? ' not' : ''}${pillClass ? ` ${pillClass(value) ?? ''}` : ''}`}
                aria-pressed={on}
                title={not ? `Excluded: rows with ${value} are left out. Click to include them again.` : undefined}
                onClick={() => (not && onExclude ? onExclude(value) : onToggle(value))}
                data-testid="pill"
                data-value={value}
                data-state={state}
                data-count={count ?? undefined}
              >
                {not && <span className="not-chip" aria-label="not">not</span>}
                <span className="pill-value">{value}</span>
                {count != null && <span className="pill-count">{count.toLocaleString('en-US')}</span>}
              </button>
              {onExclude && !not && <ExcludeButton value={value} onExclude={onExclude} testId="pill-exclude" />}
            </span>
          );
        })}
      </div>
    </div>
  );
}
