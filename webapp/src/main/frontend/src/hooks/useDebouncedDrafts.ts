import { useEffect, useEffectEvent, useState } from 'react';
import { cleared, edit, follow, hasDrafts, initialDrafts, markSent, pending, type Drafts, type TextFilter, type Texts } from '../explorer/drafts';

/**
 * Text fields that apply together after one shared pause in typing (see explorer/drafts.ts). `valid` keeps a
 * draft in its field without applying it (a port of letters). Returns what the fields show, a setter, `flush`
 * to apply now (Enter), `take` for another change to carry the pending drafts along (one change, so neither
 * undoes the other) and `clear` to drop every draft ("clear all").
 */
export function useDebouncedDrafts(
  applied: Texts,
  apply: (patch: Partial<Texts>) => void,
  valid: (field: TextFilter, value: string) => boolean,
  delayMs = 400,
): { draft: Texts; set: (field: TextFilter, value: string) => void; flush: () => void; take: () => Partial<Texts>; clear: () => void; any: boolean } {
  const [state, setState] = useState<Drafts>(() => initialDrafts(applied));
  const followed = follow(state, applied);
  if (followed !== state) setState(followed);
  const current = followed;

  /** The valid drafts not yet applied, marked as applied: for a change that must carry them along. */
  const take = (): Partial<Texts> => {
    const patch = pending(current, valid);
    if (Object.keys(patch).length > 0) setState(markSent(current, patch));
    return patch;
  };
  const sendNow = () => {
    const patch = take();
    if (Object.keys(patch).length > 0) apply(patch);
  };
  // reads the drafts and the caller's apply of the latest render, whenever the pause ends
  const send = useEffectEvent(sendNow);

  const { draft } = current;
  useEffect(() => {
    const timer = setTimeout(() => send(), delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  return {
    draft,
    set: (field, value) => setState((s) => edit(s, field, value)),
    flush: sendNow,
    take,
    clear: () => setState((s) => cleared(s)),
    any: hasDrafts(current),
  };
}
