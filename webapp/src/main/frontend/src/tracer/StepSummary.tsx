import { formatCount, truncate } from '../format';
import type { TraceStep } from '../types';

/** Info longer than this is cut in the summary line; the whole text is its tooltip. */
const SUMMARY_INFO_CHARS = 140;

/** Spec 10.6 item 5: the current step's direction arrow, protocol, size in bytes and (cut) Info. */
export function StepSummary({ step }: { step: TraceStep | undefined }) {
  if (!step) {
    return (
      <p className="step-summary loading" data-testid="step-summary" data-state="loading">
        Loading the step…
      </p>
    );
  }
  const client = step.direction === 'CLIENT';
  return (
    <p className="step-summary" data-testid="step-summary" data-state="ready" data-step-index={step.index} data-direction={step.direction}>
      <DirectionArrow direction={step.direction} />
      <span className="step-way">{client ? 'client → server' : 'server → client'}</span>
      <span className="badge step-protocol" data-testid="summary-protocol">{step.protocol}</span>
      <span className="step-size" data-testid="summary-size" data-size={step.size}>
        {formatCount(step.size)} bytes
      </span>
      {step.info && (
        <span className="step-info mono" title={step.info} data-testid="summary-info">
          {truncate(step.info, SUMMARY_INFO_CHARS)}
        </span>
      )}
    </p>
  );
}

/** → for a packet from the client (the conversation's srcIp), ← for one from the server. */
export function DirectionArrow({ direction }: { direction: TraceStep['direction'] }) {
  return direction === 'CLIENT' ? (
    <span className="dir-c2s" title="client to server" aria-label="client to server" data-testid="dir-client">
      →
    </span>
  ) : (
    <span className="dir-s2c" title="server to client" aria-label="server to client" data-testid="dir-server">
      ←
    </span>
  );
}
