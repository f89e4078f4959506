import { formatTime } from '../format';

/**
 * The time window the list is narrowed to (chosen on the overview's traffic chart): conversations active in it.
 * Removable; either end may be open.
 */
export function TimeWindowChip({ from, to, onRemove }: { from: string; to: string; onRemove: () => void }) {
  if (!from && !to) return null;
  const text = `${from ? formatTime(from) : 'start'} – ${to ? formatTime(to) : 'end'}`;
  return (
    <div className="window-chip" data-testid="time-window" data-from={from} data-to={to}>
      <span>
        Time window: <span className="mono">{text}</span>
      </span>
      <button type="button" onClick={onRemove} aria-label="Remove the time window" title="Remove the time window" data-testid="time-window-remove">
        ×
      </button>
    </div>
  );
}
