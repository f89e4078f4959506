import { useState } from 'react';
import { resources } from '../api';
import { useApi } from '../hooks/useApi';
import type { Id, ReplayScope, TraceStep } from '../types';
import { keepPage, nextPage, pageOf, pageOffset, STEP_PAGE_SIZE } from './stepPages';

/** What a page of steps says of the whole replay: its steps and the conversation rows they come from. */
export interface ReplaySize {
  total: number;
  rows: number;
}

export interface StepPages {
  /** The steps of a page, when it is held. */
  page: (page: number) => readonly TraceStep[] | undefined;
  /** Step `index`, when its page is held. */
  step: (index: number) => TraceStep | undefined;
  /** Why the last page could not be fetched; null while one is under way. */
  error: unknown;
  retry: () => void;
}

/**
 * The steps of a replay of `total` steps (null while unknown) a page at a time (see stepPages): the page the
 * list shows and the pages around the current step, through useApi one request after the other. Each answer
 * tells `onSize` the replay's size, so the first one makes `total` known.
 */
export function useStepPages(
  conversationId: Id,
  scope: ReplayScope,
  current: number,
  shown: number,
  total: number | null,
  onSize: (size: ReplaySize) => void,
): StepPages {
  const [pages, setPages] = useState<ReadonlyMap<number, readonly TraceStep[]>>(() => new Map());

  const wanted = nextPage({ current, shown, total, have: (p) => pages.has(p) });
  const fetched = useApi(wanted === null ? null : resources.traceSteps(conversationId, pageOffset(wanted), STEP_PAGE_SIZE, scope), {
    onAnswer: (answer) => {
      onSize({ total: answer.total, rows: answer.rows });
      setPages((held) => keepPage(held, pageOf(answer.offset + 1), answer.items, [shown, pageOf(current)]));
    },
  });

  const page = (p: number) => pages.get(p);
  return {
    page,
    step: (index) => page(pageOf(index))?.[(index - 1) % STEP_PAGE_SIZE],
    error: fetched.loading ? null : fetched.error,
    retry: fetched.reload,
  };
}
