import { describe, expect, it } from 'vitest';
import { captureHuntPath } from '../hunt/huntQuery';
import { findingsPath } from '../overview/links';
import type { DetectorRun, Finding } from '../types';
import {
  detectorRunLabel,
  detectorsSummary,
  emptyFindingsQuery,
  findingsFilters,
  formatScore,
  groupBySeverity,
  hasFindingFilters,
  kindLabel,
  parameterList,
  readFindingsQuery,
  severityLabel,
  writeFindingsQuery,
} from './findingsQuery';

const finding = (id: string, severity: Finding['severity'], score = 1): Finding => ({
  findingId: id,
  fileId: 'f',
  kind: 'vertical_scan',
  severity,
  title: id,
  explanation: '',
  hosts: ['10.0.0.5'],
  score,
  conversationCount: 1,
  q: 'ip.src == 10.0.0.5',
  detector: 'scans',
  detectorVersion: 1,
  parameters: {},
});

describe('findings URL state', () => {
  it('writes only what is set and reads it back', () => {
    const q = { ...emptyFindingsQuery(), kind: 'beaconing', severity: 'high' as const, host: ' 10.0.0.5 ', sort: 'score' as const, page: 2 };
    expect(writeFindingsQuery(q)).toBe('?kind=beaconing&severity=high&host=10.0.0.5&sort=score&page=2');
    expect(readFindingsQuery(writeFindingsQuery(q))).toEqual({ ...q, host: '10.0.0.5' });
    expect(writeFindingsQuery(emptyFindingsQuery())).toBe('');
  });

  it('falls back to the defaults for values that name nothing', () => {
    expect(readFindingsQuery('?severity=huge&sort=size&page=0')).toEqual(emptyFindingsQuery());
    expect(readFindingsQuery('?severity=HIGH').severity).toBe('high');
    expect(readFindingsQuery('?page=2.5').page).toBe(1);
  });

  it('sends the filters and a sort other than the default, never the page', () => {
    expect(findingsFilters({ ...emptyFindingsQuery(), severity: 'medium', page: 4 }).toString()).toBe('severity=medium');
    expect(findingsFilters({ ...emptyFindingsQuery(), sort: 'kind' }).toString()).toBe('sort=kind');
  });

  it('counts the sort and page as no filter', () => {
    expect(hasFindingFilters({ ...emptyFindingsQuery(), sort: 'score', page: 3 })).toBe(false);
    expect(hasFindingFilters({ ...emptyFindingsQuery(), host: 'a' })).toBe(true);
  });
});

describe('findings grouping and labels', () => {
  it('groups by severity, most severe first, keeping the list order and leaving out empty groups', () => {
    const groups = groupBySeverity([finding('a', 'low'), finding('b', 'critical'), finding('c', 'low', 9), finding('d', 'info')]);
    expect(groups.map((g) => g.severity)).toEqual(['critical', 'low', 'info']);
    expect(groups[1].findings.map((f) => f.findingId)).toEqual(['a', 'c']);
    expect(groupBySeverity([])).toEqual([]);
  });

  it('names kinds and severities', () => {
    expect(kindLabel('vertical_scan')).toBe('Vertical scan');
    expect(kindLabel('new_kind')).toBe('new kind');
    expect(kindLabel('icmp_tunnel')).toBe('ICMP tunnel');
    expect(severityLabel('critical')).toBe('Critical');
    expect(severityLabel('')).toBe('Any severity');
  });

  it('tells "found nothing" from "failed"', () => {
    const ran: DetectorRun = { detector: 'scans', version: 2, status: 'ran', found: 0 };
    expect(detectorRunLabel(ran)).toBe('scans v2: nothing found');
    expect(detectorRunLabel({ ...ran, found: 3 })).toBe('scans v2: 3 found');
    expect(detectorRunLabel({ ...ran, status: 'failed', failure: 'out of memory' })).toBe('scans v2: failed (out of memory)');
    expect(detectorRunLabel({ ...ran, status: 'failed', failure: null })).toBe('scans v2: failed');
    expect(detectorsSummary([]).text).toBe('No detector ran on this capture.');
    expect(detectorsSummary([ran, ran]).text).toBe('2 detectors ran');
    expect(detectorsSummary([ran, { ...ran, status: 'failed' }])).toMatchObject({ ran: 1, failed: 1 });
  });

  it('lists parameters by name and formats scores', () => {
    expect(parameterList({ 'min-ports': '5', 'max-answered-share': '0.2' })).toEqual([
      ['max-answered-share', '0.2'],
      ['min-ports', '5'],
    ]);
    expect(parameterList(undefined)).toEqual([]);
    expect(formatScore(1200)).toBe('1,200');
    expect(formatScore(0.12345)).toBe('0.12');
  });
});

describe('findings links', () => {
  it("opens the capture explorer with the finding's hunt expression", () => {
    expect(captureHuntPath('a b', finding('x', 'high').q)).toBe('/files/a%20b?q=ip.src+%3D%3D+10.0.0.5');
    expect(findingsPath('a b') + writeFindingsQuery({ ...emptyFindingsQuery(), severity: 'high' })).toBe('/files/a%20b/findings?severity=high');
  });
});
