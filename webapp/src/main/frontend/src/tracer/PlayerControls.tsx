import { formatCount } from '../format';
import type { PlayerAction } from './stepPlayer';

interface PlayerControlsProps {
  current: number;
  /** Null while the step count is unknown: the controls wait. */
  total: number | null;
  playing: boolean;
  dispatch: (action: PlayerAction) => void;
}

/** Spec 10.6 item 9: Previous, Play/Pause, Next and the "current / total" counter. */
export function PlayerControls({ current, total, playing, dispatch }: PlayerControlsProps) {
  const count = total ?? 0;
  return (
    <div className="player-controls" role="toolbar" aria-label="Step player" data-testid="player-controls">
      <button type="button" onClick={() => dispatch({ type: 'previous', total: count })} disabled={total === null || current <= 1} data-testid="step-previous">
        ‹ Previous
      </button>
      <button
        type="button"
        className="primary play-button"
        onClick={() => dispatch({ type: 'toggle', total: count })}
        disabled={count < 2}
        aria-pressed={playing}
        data-testid="step-play"
        data-playing={playing}
      >
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={() => dispatch({ type: 'next', total: count })} disabled={total === null || current >= count} data-testid="step-next">
        Next ›
      </button>
      <span className="step-counter" aria-live="off" data-testid="step-counter" data-current={current} data-total={total ?? ''}>
        {formatCount(current)} / {total === null ? '…' : formatCount(total)}
      </span>
      <span className="key-hint small">← → step, Space play/pause</span>
    </div>
  );
}
