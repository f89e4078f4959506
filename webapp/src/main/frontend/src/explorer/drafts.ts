// The filter panel's text fields (IP / Hostname, Port, Community ID, Payload) as drafts that share one pause
// in typing: every keystroke in any of them starts the pause again, and when it ends every changed valid draft
// is applied in one change. Tab from one field to the next and typing on never sends the first field's value
// alone, nor a later one over it without it, so no field loses what was typed.

export const TEXT_FILTERS = ['ip', 'port', 'communityId', 'payload'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];
export type Texts = Record<TextFilter, string>;

export interface Drafts {
  /** What each field shows. */
  draft: Texts;
  /** What each field last applied, or last took over from outside. */
  sent: Texts;
  /** The applied values as last seen, to tell a change from outside (back/forward, "clear all"). */
  seen: Texts;
}

export const initialDrafts = (applied: Texts): Drafts => ({ draft: { ...applied }, sent: { ...applied }, seen: { ...applied } });

/**
 * Takes over applied values that changed from elsewhere: a field whose applied value is neither what it last saw
 * nor what it sent shows the new value. The same object when nothing changed.
 */
export function follow(d: Drafts, applied: Texts): Drafts {
  const changed = TEXT_FILTERS.filter((f) => applied[f] !== d.seen[f]);
  if (changed.length === 0) return d;
  const next: Drafts = { draft: { ...d.draft }, sent: { ...d.sent }, seen: { ...d.seen } };
  for (const f of changed) {
    next.seen[f] = applied[f];
    if (applied[f] !== d.sent[f]) {
      next.sent[f] = applied[f];
      next.draft[f] = applied[f];
    }
  }
  return next;
}

export const edit = (d: Drafts, field: TextFilter, value: string): Drafts => ({ ...d, draft: { ...d.draft, [field]: value } });

/** The drafts typed but not yet applied that are valid, as one change; empty when there is none. */
export function pending(d: Drafts, valid: (field: TextFilter, value: string) => boolean): Partial<Texts> {
  const patch: Partial<Texts> = {};
  for (const f of TEXT_FILTERS) {
    if (d.draft[f] !== d.sent[f] && valid(f, d.draft[f])) patch[f] = d.draft[f];
  }
  return patch;
}

export const markSent = (d: Drafts, patch: Partial<Texts>): Drafts => ({ ...d, sent: { ...d.sent, ...patch } });

/** Every field emptied as if applied so; a pending draft is dropped ("clear all"). */
export const cleared = (d: Drafts): Drafts => {
  const empty: Texts = { ip: '', port: '', communityId: '', payload: '' };
  return { draft: { ...empty }, sent: { ...empty }, seen: d.seen };
};

export const hasDrafts = (d: Drafts) => TEXT_FILTERS.some((f) => d.draft[f] !== '');
