import { describe, expect, it } from 'vitest';
import { hasTopLevelOr, tokenize, type TokenKind } from './tokenize';

const kinds = (text: string) => tokenize(text).filter((t) => t.kind !== 'space').map((t) => [t.kind, t.text] as [TokenKind, string]);

describe('the hunt language tokenizer', () => {
  it('covers the whole text: the tokens put together give it back', () => {
    const text = ' ip.src == 10.0.0.0/8 &&  !(sni contains "a\\"b") || port in {80, 443} ';
    expect(tokenize(text).map((t) => t.text).join('')).toBe(text);
    const tokens = tokenize(text);
    tokens.forEach((t, i) => {
      expect(text.slice(t.start, t.end)).toBe(t.text);
      if (i > 0) expect(t.start).toBe(tokens[i - 1].end);
    });
  });

  it('tells fields, comparison operators, values, numbers and strings apart', () => {
    expect(kinds('ip.src == 10.0.0.1')).toEqual([['field', 'ip.src'], ['operator', '=='], ['value', '10.0.0.1']]);
    expect(kinds('bytes >= 10M')).toEqual([['field', 'bytes'], ['operator', '>='], ['number', '10M']]);
    expect(kinds('duration < 1.5s')).toEqual([['field', 'duration'], ['operator', '<'], ['number', '1.5s']]);
    expect(kinds('port != 443')).toEqual([['field', 'port'], ['operator', '!='], ['number', '443']]);
    expect(kinds('start > 2024-05-01T10:00:00Z')).toEqual([['field', 'start'], ['operator', '>'], ['value', '2024-05-01T10:00:00Z']]);
    expect(kinds('app == "YouTube"')).toEqual([['field', 'app'], ['operator', '=='], ['string', '"YouTube"']]);
    expect(kinds('ip <= ::1')).toEqual([['field', 'ip'], ['operator', '<='], ['value', '::1']]);
  });

  it('reads contains, matches and in as operators, and a set of values', () => {
    expect(kinds('sni contains "goo"')).toEqual([['field', 'sni'], ['operator', 'contains'], ['string', '"goo"']]);
    expect(kinds('ua matches "^curl"')).toEqual([['field', 'ua'], ['operator', 'matches'], ['string', '"^curl"']]);
    expect(kinds('port in {80, 443}')).toEqual([
      ['field', 'port'], ['operator', 'in'], ['paren', '{'], ['number', '80'], ['punct', ','], ['number', '443'], ['paren', '}'],
    ]);
  });

  it('reads the connectives in symbols and words, and a bare field as a field', () => {
    expect(kinds('!tls.expired and ja4 or not sni && x || y')).toEqual([
      ['logic', '!'], ['field', 'tls.expired'], ['logic', 'and'], ['field', 'ja4'], ['logic', 'or'], ['logic', 'not'], ['field', 'sni'],
      ['logic', '&&'], ['field', 'x'], ['logic', '||'], ['field', 'y'],
    ]);
    expect(kinds('(a)')).toEqual([['paren', '('], ['field', 'a'], ['paren', ')']]);
  });

  it('marks a lone = & | as an error', () => {
    expect(kinds('a = 1 & b | c').filter(([k]) => k === 'error').map(([, t]) => t)).toEqual(['=', '&', '|']);
  });

  it('keeps escaped quotes and backslashes inside a string', () => {
    const [, , s] = tokenize('ua == "a\\"b\\\\" && x').filter((t) => t.kind !== 'space');
    expect(s).toMatchObject({ kind: 'string', text: '"a\\"b\\\\"' });
    expect(s.unterminated).toBeUndefined();
  });

  it('marks a string without its closing quote, to the end of the text', () => {
    const tokens = tokenize('sni == "abc && x');
    const last = tokens[tokens.length - 1];
    expect(last).toMatchObject({ kind: 'string', text: '"abc && x', unterminated: true });
    // an escaped quote does not close it, nor does a backslash at the very end
    expect(tokenize('a == "x\\"').pop()).toMatchObject({ unterminated: true, text: '"x\\"' });
    expect(tokenize('a == "x\\').pop()).toMatchObject({ unterminated: true, text: '"x\\' });
  });

  it('finds an || outside brackets only', () => {
    expect(hasTopLevelOr('a || b')).toBe(true);
    expect(hasTopLevelOr('a or b')).toBe(true);
    expect(hasTopLevelOr('(a || b) && c')).toBe(false);
    expect(hasTopLevelOr('sni == "a || b"')).toBe(false);
  });
});
