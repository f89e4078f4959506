import { describe, expect, it } from 'vitest';
import {
  changeFilterParams,
  defaultChangeQuery,
  DEFAULT_SEVERITIES,
  differsFromDefault,
  pageFromQuery,
  readChangeQuery,
  toggleSeverity,
  writeChangeQuery,
} from './changeQuery';

const SNAP = '0a1b2c3d-0000-4000-8000-00000000abcd';

describe('the change list in the address', () => {
  it('opens on WARNING and CRITICAL, first page, and writes nothing for that', () => {
    const q = readChangeQuery('');
    expect(q).toEqual(defaultChangeQuery());
    expect(q.severities).toEqual(['WARNING', 'CRITICAL']);
    expect(writeChangeQuery(q)).toBe('');
    expect(differsFromDefault(q)).toBe(false);
  });

  it('reads back what it wrote', () => {
    const q = { severities: ['CRITICAL'] as const, type: 'ADDRESS_CONFLICT' as const, snapshot: SNAP, reviewed: false, muted: true, page: 3, size: 50 };
    const search = writeChangeQuery(q);
    expect(search).toBe(`?severity=CRITICAL&type=ADDRESS_CONFLICT&snapshot=${SNAP}&reviewed=false&muted=true&page=3&size=50`);
    expect(readChangeQuery(search)).toEqual(q);
    expect(differsFromDefault(readChangeQuery(search))).toBe(true);
  });

  it('keeps every severity when asked for all three, in scale order whatever the order given', () => {
    const q = readChangeQuery('?severity=critical,INFO,warning');
    expect(q.severities).toEqual(['INFO', 'WARNING', 'CRITICAL']);
    expect(writeChangeQuery(q)).toBe('?severity=INFO%2CWARNING%2CCRITICAL');
    expect(readChangeQuery(writeChangeQuery(q)).severities).toEqual(['INFO', 'WARNING', 'CRITICAL']);
  });

  it('reads a page number, 1 for anything else', () => {
    expect(pageFromQuery('?page=4')).toBe(4);
    expect(pageFromQuery('?page=0')).toBe(1);
    expect(pageFromQuery('?page=x')).toBe(1);
    expect(pageFromQuery('')).toBe(1);
  });

  it('drops what it cannot read', () => {
    const q = readChangeQuery('?severity=LOUD&type=NOT_A_TYPE&snapshot=week1&reviewed=maybe&page=-2&size=7');
    expect(q).toEqual({ ...defaultChangeQuery(), severities: ['INFO', 'WARNING', 'CRITICAL'] });
  });

  it('sends the endpoint its own parameter names, and no severity when every one is chosen', () => {
    const q = { ...defaultChangeQuery(), type: 'UPSTREAM_CHANGED' as const, snapshot: SNAP, reviewed: true };
    expect(changeFilterParams(q).toString()).toBe(`severity=WARNING%2CCRITICAL&type=UPSTREAM_CHANGED&snapshotId=${SNAP}&reviewed=true`);
    expect(changeFilterParams({ ...defaultChangeQuery(), severities: ['INFO', 'WARNING', 'CRITICAL'] }).toString()).toBe('');
    // muted changes are left out by the service unless asked for; "show muted" lists them beside the others
    expect(changeFilterParams({ ...defaultChangeQuery(), muted: true }).get('muted')).toBe('any');
  });
});

describe('a click on a severity pill', () => {
  it('turns it off or on, keeping the scale order', () => {
    expect(toggleSeverity(DEFAULT_SEVERITIES, 'WARNING')).toEqual(['CRITICAL']);
    expect(toggleSeverity(['CRITICAL'], 'INFO')).toEqual(['INFO', 'CRITICAL']);
  });

  it('shows every severity when the last one goes off', () => {
    expect(toggleSeverity(['CRITICAL'], 'CRITICAL')).toEqual(['INFO', 'WARNING', 'CRITICAL']);
  });
});
