import { describe, expect, it } from 'vitest';
import { matches } from './factsSearch';

describe('the facts search', () => {
  it('shows everything while blank', () => {
    expect(matches('  ', '10.0.1.11')).toBe(true);
  });

  it('finds the text in any of the item’s values, in any letter case', () => {
    expect(matches('B8:27', '10.0.1.11', 'b8:27:eb:77:77:07')).toBe(true);
    expect(matches('10.0.2.10', '10.0.2.10:23/tcp')).toBe(true);
    expect(matches('telnet', 'TELNET')).toBe(true);
  });

  it('skips absent values and shows nothing that does not hold the text', () => {
    expect(matches('Raspberry', null, undefined, 'Apple')).toBe(false);
    expect(matches('23', 23)).toBe(true);
  });
});
