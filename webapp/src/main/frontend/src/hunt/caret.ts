// Where a refused query went wrong: the service's 1-based position counts characters (code points), the text's
// indexes count UTF-16 units.

export interface CaretMark {
  /** The text before the marked character, the marked one ('' past the end), and the rest. */
  before: string;
  at: string;
  after: string;
  /** The UTF-16 index of the marked character in the text. */
  index: number;
}

/** The UTF-16 index of the 1-based code point `position` of `text`, clamped to the text (its end at most). */
export function indexOfPosition(text: string, position: number): number {
  const wanted = Math.max(1, Math.floor(Number.isFinite(position) ? position : 1));
  let index = 0;
  for (let p = 1; p < wanted && index < text.length; p++) {
    index += (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
  }
  return Math.min(index, text.length);
}

/** The text split around the character at `position`; past the end, the mark is on the end itself. */
export function caretAt(text: string, position: number): CaretMark {
  const index = indexOfPosition(text, position);
  const cp = text.codePointAt(index);
  const width = cp === undefined ? 0 : cp > 0xffff ? 2 : 1;
  return { before: text.slice(0, index), at: text.slice(index, index + width), after: text.slice(index + width), index };
}
