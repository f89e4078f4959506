import { errorMessage } from '../api';
import type { StepExplanation } from '../types';

/**
 * The current step's explanation (spec 10.6 item 1) with where it came from: a "built-in" badge, or the
 * language model's name. While it is fetched it says so.
 */
export function ExplanationLine({ index, explanation, error }: { index: number; explanation: StepExplanation | null; error: unknown }) {
  if (explanation === null || explanation.index !== index) {
    return error ? (
      <div className="explanation failed" role="alert" data-testid="explanation" data-state="error">
        Could not explain step {index}: {errorMessage(error)}
      </div>
    ) : (
      <div className="explanation loading" aria-busy="true" data-testid="explanation" data-state="loading">
        <span className="spinner" aria-hidden="true" /> Explaining step {index}…
      </div>
    );
  }
  const builtin = explanation.source === 'builtin';
  return (
    <div className="explanation" aria-live="polite" data-testid="explanation" data-state="ready" data-step-index={index} data-source={explanation.source}>
      <p className="explanation-text" data-testid="explanation-text">
        {explanation.explanation}
      </p>
      <span
        className={`badge explanation-source ${builtin ? 'builtin' : 'llm'}`}
        title={builtin ? `The built-in explainer (${explanation.producer})` : 'Written by a language model'}
        data-testid="explanation-source"
      >
        {builtin ? 'built-in' : explanation.producer}
      </span>
    </div>
  );
}
