import { describe, expect, it } from 'vitest';
import { appendClause, clauseFor, quote } from './clause';

describe('clauses written from a value', () => {
  it('quotes a value as the language reads strings', () => {
    expect(quote('YouTube')).toBe('"YouTube"');
    expect(quote('say "hi"')).toBe('"say \\"hi\\""');
    expect(quote('C:\\temp')).toBe('"C:\\\\temp"');
    expect(quote('\\"')).toBe('"\\\\\\""');
    expect(quote('a\nb\tc')).toBe('"a\\nb\\tc"');
    expect(quote('')).toBe('""');
  });

  it('writes field == "value", and its negation', () => {
    expect(clauseFor('app', 'YouTube')).toBe('app == "YouTube"');
    expect(clauseFor('app', 'YouTube', true)).toBe('!(app == "YouTube")');
    expect(clauseFor('ua', 'Mozilla "5" \\ x')).toBe('ua == "Mozilla \\"5\\" \\\\ x"');
    expect(clauseFor('ip', '10.0.0.1')).toBe('ip == "10.0.0.1"');
  });

  it('ANDs a clause to an expression, bracketing a top-level ||', () => {
    expect(appendClause('', 'app == "X"')).toBe('app == "X"');
    expect(appendClause('  ', 'app == "X"')).toBe('app == "X"');
    expect(appendClause('bytes > 1M', 'app == "X"')).toBe('bytes > 1M && app == "X"');
    expect(appendClause('a || b', 'app == "X"')).toBe('(a || b) && app == "X"');
    expect(appendClause('(a || b)', 'c')).toBe('(a || b) && c');
  });
});
