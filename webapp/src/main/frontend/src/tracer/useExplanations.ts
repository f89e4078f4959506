import { useState } from 'react';
import { resources } from '../api';
import { useApi } from '../hooks/useApi';
import type { Id, ReplayScope, StepExplanation } from '../types';
import { keepExplanations, nextWindow } from './explanationWindow';

export interface Explained {
  /** The current step's explanation; null while it is fetched or when fetching it failed. */
  explanation: StepExplanation | null;
  error: unknown;
}

/**
 * The current step's explanation, asked for alone when it is not at hand (a jump), and the windows ahead of
 * the player (see explanationWindow), so that autoplay finds each step's explanation already there.
 */
export function useExplanations(conversationId: Id, scope: ReplayScope, current: number, total: number | null): Explained {
  const [known, setKnown] = useState<ReadonlyMap<number, StepExplanation>>(() => new Map());
  const keep = (added: readonly StepExplanation[]) => setKnown((held) => keepExplanations(held, added, current));

  const here = known.get(current) ?? null;
  const alone = useApi(total === null || here !== null ? null : resources.stepExplanation(conversationId, current, scope), {
    onAnswer: (e) => keep([e]),
  });
  const window = nextWindow(current, total, (i) => known.has(i));
  useApi(window === null ? null : resources.stepExplanations(conversationId, window.from, window.to, scope), { onAnswer: keep });

  return { explanation: here, error: here === null && !alone.loading ? alone.error : null };
}
