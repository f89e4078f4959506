import { useState } from 'react';
import { errorMessage } from '../api';

/** What ConfirmAction needs for one row. */
export interface RowActionProps {
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive action on the rows of a list (delete, remove), one row at a time: asked for, confirmed, under way.
 * A failure's message, `failure` and the reason, stays until the next attempt or `clearError`.
 */
export function useRowAction(act: (id: string) => Promise<void>, failure: string) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirm(id: string) {
    setBusy(id);
    setError(null);
    try {
      await act(id);
      setConfirming(null);
    } catch (e) {
      setError(`${failure}: ${errorMessage(e)}`);
    } finally {
      setBusy(null);
    }
  }

  const props = (id: string): RowActionProps => ({
    confirming: confirming === id,
    busy: busy === id,
    onAsk: () => setConfirming(id),
    onConfirm: () => void confirm(id),
    onCancel: () => setConfirming(null),
  });
  return { props, error, clearError: () => setError(null) };
}
