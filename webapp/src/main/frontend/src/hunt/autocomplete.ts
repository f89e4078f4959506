// Completion of the word under the caret: field names where a field stands, after `field ==` / `!=` the values
// the page's facets know for that field.
import type { Facets } from '../types';
import { quote } from './clause';
import { tokenize } from './tokenize';
import type { QueryField } from './types';

export interface Completion {
  /** What the list shows, and what replaces the word. */
  label: string;
  insert: string;
  detail?: string;
}

export interface CompletionSet {
  /** The UTF-16 range of the text the chosen item replaces. */
  start: number;
  end: number;
  items: Completion[];
}

const DELIMITERS = '(){},"!=<>&|';
const isWordChar = (c: string | undefined) => c !== undefined && !/\s/.test(c) && !DELIMITERS.includes(c);

/** The word around `caret` (a run of non-delimiters), and the part of it before the caret. */
export function wordAt(text: string, caret: number): { start: number; end: number; prefix: string } {
  let start = Math.max(0, Math.min(caret, text.length));
  const at = start;
  while (start > 0 && isWordChar(text[start - 1])) start--;
  let end = at;
  while (end < text.length && isWordChar(text[end])) end++;
  return { start, end, prefix: text.slice(start, at) };
}

/** Which facet holds a field's values: the pill filters' fields. */
export const FACET_OF_FIELD: Readonly<Record<string, keyof Facets>> = {
  protocol: 'protocols',
  dissector: 'dissectorProtocols',
  app: 'apps',
  category: 'categories',
  filetype: 'fileTypes',
  risk: 'risks',
  ids: 'idsAlerts',
  rule: 'customRules',
  severity: 'severities',
  country: 'countries',
  device: 'deviceTypes',
};

/** The values of `field` among `facets`, most frequent first; none for a field without a facet. */
export function facetValues(facets: Facets | null | undefined, field: string): string[] {
  const key = FACET_OF_FIELD[field];
  const counts = key && facets ? (facets[key] as Record<string, number> | undefined) : undefined;
  if (!counts) return [];
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([v]) => v);
}

const MAX_ITEMS = 12;

function ranked<T>(items: readonly T[], name: (t: T) => string, prefix: string): T[] {
  const p = prefix.toLowerCase();
  const starts = items.filter((i) => name(i).toLowerCase().startsWith(p));
  const contains = p === '' ? [] : items.filter((i) => !name(i).toLowerCase().startsWith(p) && name(i).toLowerCase().includes(p));
  return [...starts, ...contains].slice(0, MAX_ITEMS);
}

/**
 * What to offer at `caret` of `text`: after `field ==` or `field !=` (a word or an open string being typed) the
 * field's values (quoted), where a field name stands the fields matching the typed prefix (prefix matches first,
 * then names containing it); nothing inside a finished string or a value of another kind.
 */
export function complete(fields: readonly QueryField[], text: string, caret: number, valuesOf: (field: string) => string[] = () => []): CompletionSet {
  const before = tokenize(text.slice(0, caret));
  const last = before[before.length - 1];
  // an open string under the caret: a value being typed in quotes
  if (last && last.kind === 'string') {
    if (!last.unterminated || last.end !== caret) return { start: caret, end: caret, items: [] };
    const field = comparedField(before.slice(0, -1));
    if (!field) return { start: caret, end: caret, items: [] };
    const typed = last.text.slice(1).replace(/\\(.)/g, '$1');
    const end = text[caret] === '"' ? caret + 1 : caret;
    return { start: last.start, end, items: ranked(valuesOf(field), (v) => v, typed).map((v) => ({ label: v, insert: quote(v) })) };
  }
  const word = wordAt(text, caret);
  const preceding = tokenize(text.slice(0, word.start));
  const field = comparedField(preceding);
  if (field) {
    const items = ranked(valuesOf(field), (v) => v, word.prefix).map((v) => ({ label: v, insert: quote(v) }));
    return { start: word.start, end: word.end, items };
  }
  const significant = preceding.filter((t) => t.kind !== 'space');
  const prev = significant[significant.length - 1];
  // a field name stands at the start, after a connective, a bracket or `!`
  const fieldPlace = !prev || prev.kind === 'logic' || prev.text === '(';
  if (!fieldPlace) return { start: word.start, end: word.end, items: [] };
  const items = ranked(fields, (f) => f.name, word.prefix).map((f) => ({ label: f.name, insert: f.name, detail: f.description }));
  return { start: word.start, end: word.end, items };
}

/** The field of a trailing `field ==` / `field !=` among `tokens`, if they end so. */
function comparedField(tokens: ReturnType<typeof tokenize>): string | null {
  const significant = tokens.filter((t) => t.kind !== 'space');
  const op = significant[significant.length - 1];
  const field = significant[significant.length - 2];
  if (!op || !field || op.kind !== 'operator' || (op.text !== '==' && op.text !== '!=') || field.kind !== 'field') return null;
  return field.text;
}

/** `text` with `start..end` replaced by `insert` (and a space after it unless one follows), with the caret after. */
export function applyCompletion(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const rest = text.slice(end);
  const spaced = rest.startsWith(' ') || rest.startsWith(')') ? insert : `${insert} `;
  return { text: text.slice(0, start) + spaced + rest, caret: start + spaced.length };
}
