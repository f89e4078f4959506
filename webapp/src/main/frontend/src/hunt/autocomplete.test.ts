import { describe, expect, it } from 'vitest';
import { applyCompletion, complete, facetValues, wordAt } from './autocomplete';
import { FALLBACK_FIELDS } from './fields';
import type { QueryField } from './types';

const field = (name: string): QueryField => ({ name, type: 'TEXT', many: false, description: '', example: '' });
const FIELDS = ['ip', 'ip.src', 'ip.dst', 'app', 'sni', 'ja3', 'ja4', 'tls.issuer', 'bytes', 'bytes.src'].map(field);
const labels = (text: string, caret = text.length, values: (f: string) => string[] = () => []) => complete(FIELDS, text, caret, values).items.map((i) => i.label);
const APPS = (f: string) => (f === 'app' ? ['YouTube', 'Netflix', 'Yahoo'] : []);

describe('the word under the caret', () => {
  it('reaches back and forward to the delimiters', () => {
    expect(wordAt('ip.sr == 1', 5)).toEqual({ start: 0, end: 5, prefix: 'ip.sr' });
    expect(wordAt('ip.sr == 1', 2)).toEqual({ start: 0, end: 5, prefix: 'ip' });
    expect(wordAt('a && (sn', 8)).toEqual({ start: 6, end: 8, prefix: 'sn' });
    expect(wordAt('a && ', 5)).toEqual({ start: 5, end: 5, prefix: '' });
  });
});

describe('field completion', () => {
  it('offers fields starting with the prefix first, then those containing it', () => {
    expect(labels('ip')).toEqual(['ip', 'ip.src', 'ip.dst']);
    expect(labels('src')).toEqual(['ip.src', 'bytes.src']);
    expect(labels('JA')).toEqual(['ja3', 'ja4']);
    expect(labels('')).toHaveLength(FIELDS.length);
  });

  it('offers fields where a field stands: the start, after a connective, a bracket or !', () => {
    expect(labels('app == "x" && sn')).toEqual(['sni']);
    expect(labels('app == "x" && t')).toEqual(['tls.issuer', 'ip.dst', 'bytes', 'bytes.src']);
    expect(labels('a or (!by')).toEqual(['bytes', 'bytes.src']);
    expect(labels('a || !sn')).toEqual(['sni']);
  });

  it('offers nothing where a value or an operator stands', () => {
    expect(labels('ip == 10.')).toEqual([]);
    expect(labels('bytes > 1')).toEqual([]);
    expect(labels('ip ')).toEqual([]);
    expect(labels('sni == "ab"')).toEqual([]);
  });

  it('completes the word at the caret, in the middle of the text, replacing it all', () => {
    const text = 'app == "x" && sn == "y"';
    const set = complete(FIELDS, text, 16);
    expect(set).toMatchObject({ start: 14, end: 16 });
    expect(set.items.map((i) => i.label)).toEqual(['sni']);
    expect(applyCompletion(text, set.start, set.end, 'sni')).toEqual({ text: 'app == "x" && sni == "y"', caret: 17 });
    // the whole word is replaced, not only the part before the caret
    const mid = complete(FIELDS, 'ip.sx == 1', 3);
    expect(mid).toMatchObject({ start: 0, end: 5 });
    expect(applyCompletion('ip.sx == 1', mid.start, mid.end, 'ip.src').text).toBe('ip.src == 1');
  });

  it('adds a space after the completion unless one follows', () => {
    expect(applyCompletion('ap', 0, 2, 'app')).toEqual({ text: 'app ', caret: 4 });
    expect(applyCompletion('(ap)', 1, 3, 'app')).toEqual({ text: '(app)', caret: 4 });
  });

  it('has a fallback field list', () => {
    expect(FALLBACK_FIELDS.map((f) => f.name)).toContain('sni');
  });
});

describe('value completion', () => {
  it('offers the facet values of the field after == and !=, quoted', () => {
    expect(labels('app == ', undefined, APPS)).toEqual(['YouTube', 'Netflix', 'Yahoo']);
    expect(labels('app != Y', undefined, APPS)).toEqual(['YouTube', 'Yahoo']);
    const set = complete(FIELDS, 'app == you', 10, APPS);
    expect(set.items[0]).toEqual({ label: 'YouTube', insert: '"YouTube"' });
    expect(applyCompletion('app == you', set.start, set.end, set.items[0].insert).text).toBe('app == "YouTube" ');
  });

  it('completes an open string being typed', () => {
    const set = complete(FIELDS, 'app == "Ne', 10, APPS);
    expect(set).toMatchObject({ start: 7, end: 10 });
    expect(set.items.map((i) => i.label)).toEqual(['Netflix']);
  });

  it('offers no value for a field without a facet, nor after another operator', () => {
    expect(labels('sni == ', undefined, APPS)).toEqual([]);
    expect(labels('app contains ', undefined, APPS)).toEqual([]);
  });

  it('reads the values from the facets, most frequent first', () => {
    expect(facetValues({ apps: { Netflix: 2, YouTube: 9 } }, 'app')).toEqual(['YouTube', 'Netflix']);
    expect(facetValues({ apps: { a: 1 } }, 'sni')).toEqual([]);
    expect(facetValues(null, 'app')).toEqual([]);
    expect(facetValues({ countries: { DE: 1 } }, 'country')).toEqual(['DE']);
  });
});
