import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { nameRefusal, saveRefusalOf, savedQueryTarget } from './saved';

describe('a saved query name', () => {
  const saved = [{ name: 'dns elsewhere' }];

  it('is taken when it has a character, at most 100, none of them control characters or a slash', () => {
    expect(nameRefusal(' tls without sni ', saved)).toBeNull();
    expect(nameRefusal('🔍'.repeat(100), saved)).toBeNull();
  });

  it('is refused when blank, too long, with a control character or a slash', () => {
    expect(nameRefusal('  ', saved)).toBe('Give the query a name.');
    expect(nameRefusal('x'.repeat(101), saved)).toBe('A name has at most 100 characters.');
    expect(nameRefusal('two\nlines', saved)).toBe('A name cannot hold control characters.');
    expect(nameRefusal('a\u0085b', saved)).toBe('A name cannot hold control characters.');
    expect(nameRefusal('dns/exfil', saved)).toBe("A name cannot hold '/'.");
  });

  it('is refused when one of the saved queries has it, surrounding blanks aside', () => {
    expect(nameRefusal(' dns elsewhere', saved)).toBe('A query named "dns elsewhere" is saved already.');
    expect(nameRefusal('dns Elsewhere', saved)).toBeNull();
  });
});

describe('loading a saved query', () => {
  it('runs one of every capture as it is', () => {
    expect(savedQueryTarget({ expression: 'port == 53', scope: 'all' })).toEqual({ q: 'port == 53', network: '' });
  });

  it("opens one capture's conversations with the query", () => {
    expect(savedQueryTarget({ expression: 'port == 53 || port == 853', scope: 'file:0f8fad5b-d9cb-469f-a165-70867728950e' }))
      .toEqual({ path: '/files/0f8fad5b-d9cb-469f-a165-70867728950e?q=port+%3D%3D+53+%7C%7C+port+%3D%3D+853' });
  });

  it("runs one of a network in that network's scope", () => {
    expect(savedQueryTarget({ expression: 'port == 53 || port == 853', scope: 'network:7c9e6679-7425-40de-944b-e07fc1f90ae7' }))
      .toEqual({ q: 'port == 53 || port == 853', network: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
  });
});

describe('a refused save', () => {
  it('shows a bad expression as the query bar shows a bad query', () => {
    const problem = { title: 'Bad query', status: 400, detail: 'unknown field `snii` at 1; did you mean `sni`?', parameter: 'expression', position: 1, expected: 'a field of the catalogue', found: 'snii', suggestions: ['sni'] };
    expect(saveRefusalOf(new ApiError(400, problem, 'HTTP 400'))).toEqual({ problem });
  });

  it("tells a name in use with the service's words", () => {
    const taken = new ApiError(409, { status: 409, title: 'Name in use', detail: "a query named 'dns' is saved already; delete it or choose another name" }, 'HTTP 409');
    expect(saveRefusalOf(taken)).toEqual({ message: "a query named 'dns' is saved already; delete it or choose another name" });
  });

  it('tells any other refusal as a message', () => {
    const name = new ApiError(400, { status: 400, title: 'Bad request', detail: "a saved query's name must not contain '/'" }, 'HTTP 400');
    expect(saveRefusalOf(name)).toEqual({ message: "Could not save: a saved query's name must not contain '/'" });
  });
});
