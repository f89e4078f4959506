import { useEffect, useState } from 'react';
import { fetchResource, resources } from '../api';
import type { Conversation, Finding } from '../types';
import { EVIDENCE_CAP, evidenceOnly } from './evidenceCharts';

/** The conversation list's largest page. */
const PAGE = 100;

export interface Evidence {
  rows: Conversation[];
  /** How many conversations prove the finding in all. */
  total: number;
  /** Whether the rows are fewer than the total: the finding has more than {@link EVIDENCE_CAP}, or they were not all found. */
  capped: boolean;
}

export interface EvidenceState {
  data: Evidence | null;
  error: unknown;
}

/**
 * The finding's evidence conversations, at most {@link EVIDENCE_CAP}: its first page of ids, then the rows its `q`
 * selects (a page of {@link PAGE} at a time, at most {@link EVIDENCE_CAP} rows read) kept to those ids. Bounded:
 * eleven requests at most, whatever the finding's size; null `finding` loads nothing.
 */
export function useEvidence(finding: Finding | null): EvidenceState {
  // the answer is kept with the finding it is of, so another finding's answer is never shown as this one's
  const [state, setState] = useState<EvidenceState & { of: string | null }>({ of: null, data: null, error: null });
  const findingId = finding?.findingId ?? null;
  const fileId = finding?.fileId ?? null;
  const q = finding?.q ?? null;
  const of = findingId === null ? null : `${findingId} ${q}`;
  useEffect(() => {
    if (findingId === null || fileId === null || q === null) return;
    const abort = new AbortController();
    (async () => {
      const detail = await fetchResource(resources.finding(findingId, 1, EVIDENCE_CAP), abort.signal);
      const ids = new Set(detail.conversationIds.items.map(Number));
      const rows: Conversation[] = [];
      const filters = new URLSearchParams({ q: q.trim(), sort: 'startTime:asc' });
      for (let page = 1, read = 0; read < EVIDENCE_CAP && rows.length < ids.size; page++) {
        const body = await fetchResource(resources.conversations(fileId, page, PAGE, filters), abort.signal);
        rows.push(...evidenceOnly(body.items, ids));
        read += body.items.length;
        if (page >= body.totalPages || body.items.length === 0) break;
      }
      const total = detail.conversationIds.total;
      return { rows, total, capped: rows.length < total };
    })().then(
      (data) => !abort.signal.aborted && setState({ of: `${findingId} ${q}`, data, error: null }),
      (error) => !abort.signal.aborted && setState({ of: `${findingId} ${q}`, data: null, error }),
    );
    return () => abort.abort();
  }, [findingId, fileId, q]);
  return state.of !== null && state.of === of ? { data: state.data, error: state.error } : { data: null, error: null };
}
