import { describe, expect, it } from 'vitest';
import { multiOptions } from './multiOptions';

const counts = { 'ET POLICY curl': 4, 'ET INFO Packed Executable': 2, 'GPL ICMP PING': 9 };

describe('multiOptions', () => {
  it('lists every facet value with its count when nothing is chosen or searched', () => {
    expect(multiOptions(counts, [], '')).toEqual([
      { value: 'ET POLICY curl', count: 4, state: 'off' },
      { value: 'ET INFO Packed Executable', count: 2, state: 'off' },
      { value: 'GPL ICMP PING', count: 9, state: 'off' },
    ]);
  });

  it('puts selected and excluded values first and keeps them whatever the search', () => {
    const shown = multiOptions(counts, ['!GPL ICMP PING', 'ET POLICY curl'], 'packed');
    expect(shown.map((o) => [o.value, o.state])).toEqual([
      ['ET POLICY curl', 'selected'],
      ['GPL ICMP PING', 'excluded'],
      ['ET INFO Packed Executable', 'off'],
    ]);
  });

  it('shows a chosen value the facets lack with no count, excluded or not', () => {
    expect(multiOptions({}, ['!ET OLD rule', 'ET GONE'], '')).toEqual([
      { value: 'ET OLD rule', count: 0, state: 'excluded' },
      { value: 'ET GONE', count: 0, state: 'selected' },
    ]);
  });

  it('searches case-insensitively and ignores surrounding blanks', () => {
    expect(multiOptions(counts, [], '  icmp ').map((o) => o.value)).toEqual(['GPL ICMP PING']);
  });
});
