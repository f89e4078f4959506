import type { RowActionProps } from '../hooks/useRowAction';

interface ConfirmActionProps extends RowActionProps {
  /** "Delete", "Remove". */
  label: string;
  confirmLabel: string;
  busyLabel: string;
  /** The button's test id; the confirmation's get "-confirm" and "-cancel" after it. */
  testId: string;
  title?: string;
}

/** A destructive action in a table row: its button asks first, then a red confirmation and a cancel. */
export function ConfirmAction({ label, confirmLabel, busyLabel, confirming, busy, onAsk, onConfirm, onCancel, testId, title }: ConfirmActionProps) {
  if (!confirming) {
    return (
      <button type="button" onClick={onAsk} title={title} data-testid={testId}>
        {label}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="danger" disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
        {busy ? busyLabel : confirmLabel}
      </button>
      <button type="button" onClick={onCancel} data-testid={`${testId}-cancel`}>
        Cancel
      </button>
    </>
  );
}
