import { describe, expect, it } from 'vitest';
import { cleared, edit, follow, initialDrafts, markSent, pending, type Texts } from './drafts';

const none: Texts = { ip: '', port: '', communityId: '', payload: '' };
const anyValid = () => true;

describe('text filter drafts with one shared pause', () => {
  it('applies every field typed during the pause in one change: Tab from IP to Port keeps the IP', () => {
    let d = initialDrafts(none);
    d = edit(d, 'ip', '10.0.2.15');
    d = edit(d, 'port', '80'); // typed right after Tab, before the pause ended
    const patch = pending(d, anyValid);
    expect(patch).toEqual({ ip: '10.0.2.15', port: '80' });
    d = markSent(d, patch);
    // the page applies the change; the fields see their own values come back and keep them
    d = follow(d, { ...none, ip: '10.0.2.15', port: '80' });
    expect(d.draft).toEqual({ ...none, ip: '10.0.2.15', port: '80' });
    expect(pending(d, anyValid)).toEqual({});
  });

  it('keeps an invalid draft in its field without applying it, and applies the others', () => {
    let d = edit(edit(initialDrafts(none), 'ip', '10.0.2'), 'port', '80a');
    const patch = pending(d, (f, v) => f !== 'port' || /^\d+$/.test(v));
    expect(patch).toEqual({ ip: '10.0.2' });
    d = follow(markSent(d, patch), { ...none, ip: '10.0.2' });
    expect(d.draft.port).toBe('80a');
  });

  it('shows a value changed elsewhere (back, a link), but not over a field its own change is pending in', () => {
    let d = edit(initialDrafts(none), 'payload', 'GE');
    d = follow(d, { ...none, ip: '192.168.1.1' });
    expect(d.draft).toEqual({ ...none, ip: '192.168.1.1', payload: 'GE' });
    expect(pending(d, anyValid)).toEqual({ payload: 'GE' });
  });

  it('drops every draft on clear, pending or not', () => {
    let d = edit(initialDrafts({ ...none, ip: '10.0.0.1' }), 'port', '443');
    d = cleared(d);
    expect(d.draft).toEqual(none);
    expect(pending(d, anyValid)).toEqual({});
  });

  it('returns the same drafts when nothing changed elsewhere', () => {
    const d = initialDrafts(none);
    expect(follow(d, { ...none })).toBe(d);
  });
});
