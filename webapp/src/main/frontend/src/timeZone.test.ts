import { describe, expect, it } from 'vitest';
import { zoneLabel } from './timeZone';

// vite.config.ts runs the tests in Europe/Berlin.
describe('the zone label', () => {
  it('names UTC, or the browser zone with its offset at the given moment', () => {
    expect(zoneLabel('utc')).toBe('UTC');
    expect(zoneLabel('local', new Date('2024-01-15T12:00:00Z'))).toBe('Europe/Berlin, UTC+01:00');
    expect(zoneLabel('local', new Date('2024-07-15T12:00:00Z'))).toBe('Europe/Berlin, UTC+02:00');
  });
});
