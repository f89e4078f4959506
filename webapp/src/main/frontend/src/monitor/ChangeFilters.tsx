import { useId } from 'react';
import { CHANGE_SEVERITIES, type Snapshot } from '../types';
import { differsFromDefault, toggleSeverity, type ChangeQuery } from './changeQuery';
import { CHANGE_TYPES, isChangeType, typeLabel } from './changeTypes';
import { snapshotLabel } from './snapshotLabel';

type Filters = Pick<ChangeQuery, 'severities' | 'type' | 'snapshot' | 'reviewed' | 'muted'>;

interface ChangeFiltersProps {
  query: ChangeQuery;
  snapshots: readonly Snapshot[];
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
}

/** The change list's filters: severity pills, type, snapshot, review state and whether muted changes show. */
export function ChangeFilters({ query, snapshots, onChange, onReset }: ChangeFiltersProps) {
  const ids = { type: useId(), snapshot: useId(), reviewed: useId() };
  return (
    <div className="change-filters" data-testid="change-filters">
      <span className="filter-field" role="group" aria-label="Severity">
        <span className="label-text">Severity</span>
        <span className="pills">
          {CHANGE_SEVERITIES.map((s) => {
            const on = query.severities.includes(s);
            return (
              <button
                key={s}
                type="button"
                className={`pill change-sev-${s.toLowerCase()}${on ? ' on' : ''}`}
                aria-pressed={on}
                onClick={() => onChange({ severities: toggleSeverity(query.severities, s) })}
                data-testid="severity-pill"
                data-severity={s}
              >
                {s}
              </button>
            );
          })}
        </span>
      </span>
      <span className="filter-field">
        <label htmlFor={ids.type} className="label-text">
          Type
        </label>
        <select id={ids.type} value={query.type ?? ''} onChange={(e) => onChange({ type: isChangeType(e.target.value) ? e.target.value : null })} data-testid="type-filter">
          <option value="">any type</option>
          {CHANGE_TYPES.map((t) => (
            <option key={t} value={t}>
              {typeLabel(t)}
            </option>
          ))}
        </select>
      </span>
      <span className="filter-field">
        <label htmlFor={ids.snapshot} className="label-text">
          Snapshot
        </label>
        <select id={ids.snapshot} value={query.snapshot ?? ''} onChange={(e) => onChange({ snapshot: e.target.value || null })} data-testid="snapshot-filter">
          <option value="">every snapshot</option>
          {snapshots.map((s) => (
            <option key={s.id} value={s.id}>
              {snapshotLabel(s)}
            </option>
          ))}
          {query.snapshot && !snapshots.some((s) => s.id === query.snapshot) && <option value={query.snapshot}>a removed snapshot</option>}
        </select>
      </span>
      <span className="filter-field">
        <label htmlFor={ids.reviewed} className="label-text">
          Review
        </label>
        <select
          id={ids.reviewed}
          value={query.reviewed === null ? '' : String(query.reviewed)}
          onChange={(e) => onChange({ reviewed: e.target.value === '' ? null : e.target.value === 'true' })}
          data-testid="reviewed-filter"
        >
          <option value="">reviewed or not</option>
          <option value="false">not reviewed</option>
          <option value="true">reviewed</option>
        </select>
      </span>
      <label className="check filter-field">
        <input type="checkbox" checked={query.muted} onChange={(e) => onChange({ muted: e.target.checked })} data-testid="muted-filter" />
        Show muted
      </label>
      {differsFromDefault(query) && (
        <button type="button" className="link-button" onClick={onReset} data-testid="change-filters-reset">
          Reset filters
        </button>
      )}
    </div>
  );
}
