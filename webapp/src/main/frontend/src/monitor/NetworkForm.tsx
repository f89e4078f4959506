import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../api';

interface NetworkFormProps {
  initial?: { name: string; description: string };
  submitLabel: string;
  busyLabel: string;
  /** Resolves when saved; a rejection's message is shown under the form. */
  onSubmit: (name: string, description: string) => Promise<void>;
  onCancel?: () => void;
  testId: string;
}

/** A network's name (required) and description, to create one or edit it. */
export function NetworkForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, testId }: NetworkFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), description: useId() };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name.trim(), description.trim());
      if (!initial) {
        setName('');
        setDescription('');
      }
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="network-form" onSubmit={(e) => void submit(e)} data-testid={testId}>
      <label htmlFor={ids.name} className="label-text">
        Name
      </label>
      <input id={ids.name} type="text" value={name} required onChange={(e) => setName(e.target.value)} data-testid="network-name-input" />
      <label htmlFor={ids.description} className="label-text">
        Description
      </label>
      <input
        id={ids.description}
        type="text"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        data-testid="network-description-input"
      />
      <span className="form-actions">
        <button type="submit" className="primary" disabled={busy || name.trim() === ''} data-testid="network-submit">
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy} data-testid="network-cancel">
            Cancel
          </button>
        )}
      </span>
      {error && (
        <div className="alert alert-error form-error" role="alert" data-testid="network-form-error">
          {error}
        </div>
      )}
    </form>
  );
}
