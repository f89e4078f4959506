import { useEffect, useRef, useState } from 'react';
import { errorMessage, fetchResource, resources } from '../api';
import { plural } from '../format';
import type { FindingsNarrative as Narrative } from '../types';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; narrative: Narrative } | { kind: 'failed'; error: unknown };

/** "written by gpt-4o-mini", "built-in summary", or why the built-in one stands in for a model. */
export function narrativeSource(n: Narrative): string {
  if (n.source === 'model') return `written by ${n.model ?? 'a language model'}`;
  return n.fallbackReason ? `built-in summary (${n.fallbackReason})` : 'built-in summary';
}

/**
 * The "Summary" panel: a summary in prose of the capture's most severe findings, asked for with a button, since a
 * configured language model may take seconds and the list is there meanwhile. The text is the model's or the
 * built-in narrator's and is shown as text, never markup; which findings it covers is the service's count.
 */
export function FindingsNarrative({ fileId }: { fileId: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const load = () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ kind: 'loading' });
    fetchResource(resources.findingsNarrative(fileId), controller.signal).then(
      (narrative) => !controller.signal.aborted && setState({ kind: 'ready', narrative }),
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'failed', error }),
    );
  };

  return (
    <section className="findings-narrative" data-testid="findings-narrative" data-state={state.kind}
      data-source={state.kind === 'ready' ? state.narrative.source : undefined}>
      <div className="findings-narrative-head">
        <h3 className="findings-narrative-title">Summary</h3>
        <button type="button" onClick={load} disabled={state.kind === 'loading'} data-testid="findings-narrative-load">
          {state.kind === 'ready' || state.kind === 'failed' ? 'Summarise again' : 'Summarise the findings'}
        </button>
        {state.kind === 'loading' && (
          <span className="muted" aria-busy="true">
            <span className="spinner" aria-hidden="true" /> Writing the summary…
          </span>
        )}
      </div>
      {state.kind === 'failed' && (
        <div className="alert alert-error" role="alert" data-testid="findings-narrative-error">
          Could not summarise the findings: {errorMessage(state.error)}
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <p className="findings-narrative-text" aria-live="polite" data-testid="findings-narrative-text">
            {state.narrative.text}
          </p>
          <div className="findings-narrative-source muted" data-testid="findings-narrative-source">
            {narrativeSource(state.narrative)} · of {plural(state.narrative.findings, 'finding')}
            {state.narrative.total > state.narrative.findings ? `, the most severe of ${state.narrative.total}` : ''}
          </div>
        </>
      )}
    </section>
  );
}
