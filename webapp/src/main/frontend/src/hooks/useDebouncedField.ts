import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text input's draft that is committed after a pause in typing (so typing does not fire one request per
 * key), and that follows the committed value when it changes from elsewhere (back/forward, "clear all").
 * A draft that `isValid` rejects is kept in the input but not committed. The fourth element drops the draft,
 * pending or rejected, without committing it ("clear all" when the committed value may not change).
 */
export function useDebouncedField(
  committed: string,
  commit: (value: string) => void,
  delayMs = 400,
  isValid: (value: string) => boolean = () => true,
): [string, (value: string) => void, () => void, (value?: string) => void] {
  const [draft, setDraft] = useState(committed);
  /** The value this field last committed, or last took over from outside. */
  const [sent, setSent] = useState(committed);
  const [seenCommitted, setSeenCommitted] = useState(committed);

  // A change of the committed value that this field did not send comes from outside: show it.
  if (committed !== seenCommitted) {
    setSeenCommitted(committed);
    if (committed !== sent) {
      setSent(committed);
      setDraft(committed);
    }
  }

  const send = (value: string) => {
    setSent(value);
    commit(value);
  };
  const sendLater = useEffectEvent((value: string) => {
    if (isValid(value)) return setTimeout(() => send(value), delayMs);
  });

  useEffect(() => {
    if (draft === sent) return;
    const timer = sendLater(draft);
    return () => clearTimeout(timer);
  }, [draft, sent]);

  /** Commits the draft now (Enter key). */
  const flush = () => {
    if (draft !== sent && isValid(draft)) send(draft);
  };
  /** Shows `value` as if it had been committed; a pending draft is not sent. */
  const reset = (value = '') => {
    setSent(value);
    setDraft(value);
  };
  return [draft, setDraft, flush, reset];
}
