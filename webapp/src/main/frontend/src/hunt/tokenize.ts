// The hunt language's tokens for highlighting, split as the service's lexer splits them (QueryLexer): brackets,
// commas, operator symbols, double-quoted strings and words (a run up to white space or one of (){},"!=<>&|).
// A word's kind comes from where it stands: a field name before an operator, a value after one.

export type TokenKind =
  | 'field'
  | 'operator'
  | 'logic'
  | 'string'
  | 'number'
  | 'value'
  | 'paren'
  | 'punct'
  | 'space'
  | 'error';

export interface Token {
  kind: TokenKind;
  text: string;
  /** UTF-16 index of the first character in the text, and one past the last. */
  start: number;
  end: number;
  /** A string without its closing quote. */
  unterminated?: boolean;
}

const DELIMITERS = '(){},"!=<>&|';
const SYMBOLS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '=', '&', '|'];
const COMPARISONS = new Set(['==', '!=', '<=', '>=', '<', '>', '=', 'contains', 'matches', 'in']);
const LOGIC_WORDS = new Set(['and', 'or', 'not']);
const OPERATOR_WORDS = new Set(['contains', 'matches', 'in']);
const NUMBER = /^[+-]?\d+(\.\d+)?([kMG]|ms|s|m|h)?$/;

const isSpace = (c: string) => /\s/.test(c);

/** The raw split: every character of `text` in exactly one token, white space included. */
function split(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const start = at;
    const c = text[at];
    if (isSpace(c)) {
      while (at < text.length && isSpace(text[at])) at++;
      out.push({ kind: 'space', text: text.slice(start, at), start, end: at });
      continue;
    }
    if ('()'.includes(c) || '{}'.includes(c)) {
      at++;
      out.push({ kind: 'paren', text: c, start, end: at });
      continue;
    }
    if (c === ',') {
      at++;
      out.push({ kind: 'punct', text: c, start, end: at });
      continue;
    }
    if (c === '"') {
      at++;
      let closed = false;
      while (at < text.length) {
        if (text[at] === '\\') at += 2;
        else if (text[at] === '"') {
          at++;
          closed = true;
          break;
        } else at++;
      }
      at = Math.min(at, text.length);
      const token: Token = { kind: 'string', text: text.slice(start, at), start, end: at };
      if (!closed) token.unterminated = true;
      out.push(token);
      continue;
    }
    const symbol = SYMBOLS.find((s) => text.startsWith(s, at));
    if (symbol) {
      at += symbol.length;
      const logic = symbol === '&&' || symbol === '||' || symbol === '!';
      const kind: TokenKind = logic ? 'logic' : symbol === '=' || symbol === '&' || symbol === '|' ? 'error' : 'operator';
      out.push({ kind, text: symbol, start, end: at });
      continue;
    }
    while (at < text.length && !isSpace(text[at]) && !DELIMITERS.includes(text[at])) at++;
    out.push({ kind: 'value', text: text.slice(start, at), start, end: at });
  }
  return out;
}

/**
 * The tokens of `text`, each classified: the concatenation of their texts is `text`. A word after a comparison
 * (or inside a set after `in`) is a value: a number when it reads as one (with k/M/G or a duration unit), else a
 * bare value (an address, a block, a time, a label); any other word is a field name, `and`/`or`/`not` excepted.
 */
export function tokenize(text: string): Token[] {
  const tokens = split(text);
  let afterComparison = false;
  let inSet = false;
  for (const t of tokens) {
    if (t.kind === 'space') continue;
    if (t.kind === 'value') {
      const lower = t.text.toLowerCase();
      if (afterComparison || inSet) {
        t.kind = NUMBER.test(t.text) ? 'number' : 'value';
        afterComparison = false;
      } else if (LOGIC_WORDS.has(lower)) {
        t.kind = 'logic';
      } else if (OPERATOR_WORDS.has(lower)) {
        t.kind = 'operator';
        afterComparison = true;
      } else {
        t.kind = 'field';
      }
      continue;
    }
    if (t.kind === 'operator') {
      afterComparison = COMPARISONS.has(t.text);
      continue;
    }
    if (t.text === '{') {
      inSet = true;
      afterComparison = false;
      continue;
    }
    if (t.text === '}') {
      inSet = false;
      continue;
    }
    if (t.kind === 'punct') continue;
    afterComparison = false;
  }
  return tokens;
}

/** True when `expr` has an `||` / `or` outside any bracket: ANDing a clause to it needs brackets around it. */
export function hasTopLevelOr(expr: string): boolean {
  let depth = 0;
  for (const t of tokenize(expr)) {
    if (t.text === '(' || t.text === '{') depth++;
    else if (t.text === ')' || t.text === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && t.kind === 'logic' && (t.text === '||' || t.text.toLowerCase() === 'or')) return true;
  }
  return false;
}
