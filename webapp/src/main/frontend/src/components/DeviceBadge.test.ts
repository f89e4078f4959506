import { describe, expect, it } from 'vitest';
import { GUESS, SURE, deviceLabel } from './EnrichmentBadges';

describe('deviceLabel', () => {
  it('hedges a weak verdict and leaves a strong one as it is', () => {
    expect(deviceLabel('Printer', SURE)).toBe('Printer');
    expect(deviceLabel('Printer', SURE - 1)).toBe('probably Printer');
    expect(deviceLabel('Printer', GUESS)).toBe('probably Printer');
    expect(deviceLabel('Printer', GUESS - 1)).toBe('Printer?');
  });

  it('says nothing more when the confidence is unknown or there is no verdict', () => {
    expect(deviceLabel('Router', undefined)).toBe('Router');
    expect(deviceLabel('Unknown', 0)).toBe('Unknown');
  });
});
