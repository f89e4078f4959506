import { windowText } from '../timeAxis';

/**
 * The time window the list is narrowed to (chosen on the overview's traffic chart): conversations active in it.
 * Its ends read at the precision they need; the exact instants are in the tooltip. Removable; either end may be open.
 */
export function TimeWindowChip({ from, to, onRemove }: { from: string; to: string; onRemove: () => void }) {
  if (!from && !to) return null;
  const shown = windowText(from, to);
  const text = `${shown.from || 'start'} – ${shown.to || 'end'}`;
  return (
    <div className="window-chip" data-testid="time-window" data-from={from} data-to={to} title={`from ${from || 'the start'} to ${to || 'the end'}`}>
      <span>
        Time window: <span className="mono">{text}</span>
      </span>
      <button type="button" onClick={onRemove} aria-label="Remove the time window" title="Remove the time window" data-testid="time-window-remove">
        ×
      </button>
    </div>
  );
}
