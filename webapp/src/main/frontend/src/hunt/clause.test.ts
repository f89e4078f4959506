import { describe, expect, it } from 'vitest';
import { FIELD_OF_LIST_FILTER, appendClause, clauseFor, pillClause, quote } from './clause';
import { LIST_FILTERS } from '../explorer/query';

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

describe('a pill as a clause', () => {
  it('writes the pill filter\'s field and value, or its exclusion', () => {
    expect(pillClause('app', 'YouTube')).toBe('app == "YouTube"');
    expect(pillClause('app', 'YouTube', true)).toBe('!(app == "YouTube")');
    expect(pillClause('dissectorProtocol', 'TLS')).toBe('dissector == "TLS"');
    expect(pillClause('rule', 'Say "x" \\')).toBe('rule == "Say \\"x\\" \\\\"');
  });

  it('has a field for every pill filter', () => {
    for (const f of LIST_FILTERS) expect(FIELD_OF_LIST_FILTER[f]).toMatch(/^[a-z.]+$/);
  });
});
