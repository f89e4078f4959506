import { formatCount } from '../format';
import type { ReplayScope } from '../types';

interface ScopeSwitchProps {
  scope: ReplayScope;
  /** The traced row's protocol label. */
  rowProtocol: string;
  /** Conversation rows the replay's packets come from, and its steps; null until the first page says. */
  rows: number | null;
  total: number | null;
  onScope: (scope: ReplayScope) => void;
}

/**
 * Whole connection (every packet of the row's transport flow, the default) or this row only (the packets
 * labelled like the row, spec 10.6's conversation): one click apart, the chosen one pressed.
 */
export function ScopeSwitch({ scope, rowProtocol, rows, total, onScope }: ScopeSwitchProps) {
  const choice = (value: ReplayScope, label: string) => (
    <button
      type="button"
      className={scope === value ? 'button active' : 'button'}
      aria-pressed={scope === value}
      onClick={() => scope !== value && onScope(value)}
      data-testid={`scope-${value}`}
    >
      {label}
    </button>
  );
  return (
    <div className="tracer-scope" role="group" aria-label="Packets replayed" data-testid="tracer-scope" data-scope={scope}>
      {choice('connection', 'Whole connection')}
      {choice('row', `This ${rowProtocol} row only`)}
      {total !== null && rows !== null && (
        <span className="muted" data-testid="scope-note">
          {formatCount(total)} packets{scope === 'connection' ? ` from ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}` : ''}
        </span>
      )}
    </div>
  );
}
