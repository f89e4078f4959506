import { useEffect, useState } from 'react';
import { errorMessage, resources } from '../api';
import { PageLoadError } from '../components/PageLoadError';
import { endpoint } from '../format';
import { useApi } from '../hooks/useApi';
import { Link, navigate } from '../router';
import { ExplanationLine } from '../tracer/ExplanationLine';
import { stepFromQuery, tracerPath } from '../tracer/paths';
import { PeerLegend } from '../tracer/PeerLegend';
import { PlayerControls } from '../tracer/PlayerControls';
import { StarGraph, type Ring } from '../tracer/StarGraph';
import { StepList } from '../tracer/StepList';
import { pageOf } from '../tracer/stepPages';
import { StepSummary } from '../tracer/StepSummary';
import { useExplanations } from '../tracer/useExplanations';
import { useStepPages } from '../tracer/useStepPages';
import { useStepPlayer } from '../tracer/useStepPlayer';
import type { Conversation } from '../types';
import '../tracer/tracer.css';

/**
 * "/tracer/{conversationId}": the conversation tracer (spec 10.6). The step shown is the address's `step`
 * parameter, so a reload or a shared link opens the same packet. Mount it anew for another conversation.
 */
export function TracerPage({ conversationId }: { conversationId: string }) {
  const [firstStep] = useState(() => stepFromQuery(window.location.search));
  const conversation = useApi(resources.conversation(conversationId));
  const peers = useApi(resources.tracePeers(conversationId));
  const conv = conversation.data;
  const total = conv ? conv.packetCount : null;

  const { current, playing, dispatch } = useStepPlayer(firstStep, total);
  // the list follows the player, unless the list was paged by hand since the player last moved
  const [browsed, setBrowsed] = useState<{ page: number; at: number } | null>(null);
  const shown = browsed !== null && browsed.at === current ? browsed.page : pageOf(current);
  const steps = useStepPages(conversationId, current, shown, total);
  const step = steps.step(current);
  const explained = useExplanations(conversationId, current, total);

  useEffect(() => {
    navigate(tracerPath(conversationId, current), { replace: true });
  }, [conversationId, current]);

  useEffect(() => {
    document.title = conv ? `pcaplens: tracer ${conv.srcIp} → ${conv.dstIp}` : 'pcaplens: tracer';
  }, [conv]);

  if (conversation.error) {
    return (
      <PageLoadError
        error={conversation.error}
        missing="This conversation does not exist (its capture may have been deleted)."
        failed="Could not load the conversation"
        testIds={{ missing: 'tracer-not-found', failed: 'tracer-error' }}
      />
    );
  }
  if (!conv) return <div className="notice">Loading…</div>;

  return (
    <section className="tracer" data-testid="tracer" data-conversation-id={conversationId}>
      <div className="tracer-head">
        <Link to={`/files/${encodeURIComponent(conv.fileId)}`} data-testid="tracer-back">
          ‹ Conversations
        </Link>
        <h1 className="page-title">
          Tracer
          <span className="mono" data-testid="tracer-endpoints">
            {endpoint(conv.srcIp, conv.srcPort)} → {endpoint(conv.dstIp, conv.dstPort)}
          </span>
          <span className="badge">{conv.protocol}</span>
        </h1>
      </div>

      <div className="tracer-stage">
        <div className="tracer-graph">
          <StarGraph ring={peers.data ?? conversationRing(conv)} step={step ?? null} onPeer={(id) => navigate(tracerPath(id))} />
          <PeerLegend counts={peers.data} problem={peers.error ? `Peers unavailable: ${errorMessage(peers.error)}` : null} />
        </div>
        <div className="tracer-now">
          <PlayerControls current={current} total={total} playing={playing} dispatch={dispatch} />
          <StepSummary step={step} />
          <ExplanationLine index={current} explanation={explained.explanation} error={explained.error} />
        </div>
      </div>

      {!!steps.error && (
        <div className="alert alert-error" role="alert" data-testid="steps-error">
          Could not load the packets: {errorMessage(steps.error)}{' '}
          <button type="button" className="link-button" onClick={steps.retry}>
            Try again
          </button>
        </div>
      )}
      <StepList
        steps={steps.page(shown)}
        page={shown}
        total={total}
        current={current}
        onPage={(page) => setBrowsed({ page, at: current })}
        onJump={(index) => dispatch({ type: 'jump', index, total: total ?? 0 })}
        conversationId={conversationId}
      />
    </section>
  );
}

/** The traced pair alone, drawn while the peers are fetched or when they cannot be. */
function conversationRing(conv: Conversation): Ring {
  return {
    host: conv.srcIp,
    peers: [{ ip: conv.dstIp, responded: true, traced: true, packetCount: conv.packetCount, conversationId: Number(conv.id) }],
  };
}
