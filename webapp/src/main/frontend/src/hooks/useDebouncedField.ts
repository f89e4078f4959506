import { useEffect, useRef, useState } from 'react';

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
  const lastSent = useRef(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // A change of the committed value that this field did not send comes from outside: show it.
  useEffect(() => {
    if (committed !== lastSent.current) {
      lastSent.current = committed;
      setDraft(committed);
    }
  }, [committed]);

  useEffect(() => {
    if (draft === lastSent.current || !isValid(draft)) return;
    const timer = setTimeout(() => {
      lastSent.current = draft;
      commitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
    // isValid is a pure function of the draft; leaving it out avoids re-arming on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, delayMs]);

  /** Commits the draft now (Enter key). */
  const flush = () => {
    if (draft !== lastSent.current && isValid(draft)) {
      lastSent.current = draft;
      commitRef.current(draft);
    }
  };
  /** Shows `value` as if it had been committed; a pending draft is not sent. */
  const reset = (value = '') => {
    lastSent.current = value;
    setDraft(value);
  };
  return [draft, setDraft, flush, reset];
}
