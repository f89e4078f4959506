import { describe, expect, it } from 'vitest';
import { hasIdsFields, isAppGuess } from '../types';
import { idsAlertViews } from './FlowBadges';

describe('idsAlertViews', () => {
  it('gives one view per signature, names first, with the rule ids and the highest severity', () => {
    const views = idsAlertViews({
      idsAlerts: ['ET SCAN nmap', 'ET POLICY curl'],
      idsAlertDetails: [
        { signature: 'ET POLICY curl', sid: 2013028, severity: 3 },
        { signature: 'ET SCAN nmap', sid: 2009582, severity: 2 },
        { signature: 'ET SCAN nmap', sid: 2009583, severity: 1 },
        { signature: 'GPL ICMP', sid: 2100384, severity: 3 },
      ],
    });
    expect(views).toEqual([
      { signature: 'ET SCAN nmap', title: 'sid 2009582, severity 2; sid 2009583, severity 1', severity: 1 },
      { signature: 'ET POLICY curl', title: 'sid 2013028, severity 3', severity: 3 },
      { signature: 'GPL ICMP', title: 'sid 2100384, severity 3', severity: 3 },
    ]);
  });

  it('skips blank names and leaves unknown numbers out of the tooltip', () => {
    expect(idsAlertViews({ idsAlerts: ['', 'A'], idsAlertDetails: [{ signature: 'A' }, { signature: ' ', sid: 1 }] })).toEqual([
      { signature: 'A', title: undefined, severity: undefined },
    ]);
  });

  it('is empty without intrusion detection', () => {
    expect(idsAlertViews({})).toEqual([]);
  });
});

describe('flow facts', () => {
  it('takes an application as a guess unless nDPI inspected the payload', () => {
    expect(isAppGuess({ appName: 'Google', dpiConfidence: 'DPI' })).toBe(false);
    expect(isAppGuess({ appName: 'Google', dpiConfidence: ' DPI (cache) ' })).toBe(false);
    expect(isAppGuess({ appName: 'Google', dpiConfidence: 'Match by port' })).toBe(true);
    expect(isAppGuess({ appName: 'Google' })).toBe(false);
    expect(isAppGuess({ dpiConfidence: 'Match by IP' })).toBe(false);
  });

  it('tells whether intrusion detection ran from the presence of its fields', () => {
    expect(hasIdsFields({ idsAlerts: [] })).toBe(true);
    expect(hasIdsFields({ idsAlertDetails: [] })).toBe(true);
    expect(hasIdsFields({})).toBe(false);
  });
});
