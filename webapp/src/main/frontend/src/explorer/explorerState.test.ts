import { describe, expect, it } from 'vitest';
import type { Conversation } from '../types';
import { explorerReducer, initialExplorerState, type ExplorerAction, type ExplorerState } from './explorerState';

const start = () => initialExplorerState(['srcIp', 'dstIp'], 'protocol=TCP');
const run = (state: ExplorerState, ...actions: ExplorerAction[]) => actions.reduce(explorerReducer, state);

const conversation = { id: 7, fileId: 'f', srcIp: '10.0.0.1', dstIp: '10.0.0.2', protocol: 'TCP' } as Conversation;

describe('explorer state', () => {
  it('starts with the given columns, nothing selected and no session open', () => {
    const s = start();
    expect(s.columns).toEqual(['srcIp', 'dstIp']);
    expect(s.checked.size).toBe(0);
    expect(s.allMatching).toBe(false);
    expect(s.session).toBeNull();
  });

  it('ticks and unticks rows by id, numbers and strings alike', () => {
    const s = run(start(), { type: 'check', ids: [1, '2', 3], on: true }, { type: 'check', ids: ['3'], on: false });
    expect([...s.checked]).toEqual(['1', '2']);
  });

  it('never changes the state it was given', () => {
    const before = start();
    const after = run(before, { type: 'check', ids: [1], on: true }, { type: 'selectAllMatching' });
    expect(before.checked.size).toBe(0);
    expect(before.allMatching).toBe(false);
    expect(after).not.toBe(before);
  });

  it('selects every matching row and clears both kinds of selection', () => {
    const all = run(start(), { type: 'check', ids: [1], on: true }, { type: 'selectAllMatching' });
    expect(all.allMatching).toBe(true);
    const cleared = run(all, { type: 'clearSelection' });
    expect(cleared.allMatching).toBe(false);
    expect(cleared.checked.size).toBe(0);
  });

  it('drops the selection when the filters change, and only then', () => {
    const ticked = run(start(), { type: 'check', ids: [1], on: true }, { type: 'selectAllMatching' });
    expect(run(ticked, { type: 'filtersChanged', filters: 'protocol=TCP' })).toBe(ticked);
    const other = run(ticked, { type: 'filtersChanged', filters: 'protocol=UDP' });
    expect(other.checked.size).toBe(0);
    expect(other.allMatching).toBe(false);
    expect(other.selectionFilters).toBe('protocol=UDP');
    expect(other.columns).toBe(ticked.columns);
  });

  it('keeps the selection across a change of columns or of the session viewer', () => {
    const ticked = run(start(), { type: 'check', ids: [5], on: true });
    const s = run(ticked, { type: 'showColumns', ids: ['protocol'] }, { type: 'openSession', conversation });
    expect(s.columns).toEqual(['protocol']);
    expect(s.session).toBe(conversation);
    expect([...s.checked]).toEqual(['5']);
    expect(run(s, { type: 'closeSession' }).session).toBeNull();
  });

  it('returns the same state when closing a session that is not open', () => {
    const s = start();
    expect(run(s, { type: 'closeSession' })).toBe(s);
  });
});
