import { useEffect, useState } from 'react';
import { errorMessage, resources } from '../api';
import { PageLoadError } from '../components/PageLoadError';
import { endpoint } from '../format';
import { useApi } from '../hooks/useApi';
import { Link, navigate } from '../router';
import { ExplanationLine } from '../tracer/ExplanationLine';
import { stepFromQuery, tracerPath } from '../tracer/paths';
import { ScopeSwitch } from '../tracer/ScopeSwitch';
import { PeerLegend } from '../tracer/PeerLegend';
import { PlayerControls } from '../tracer/PlayerControls';
import { StarGraph, type Ring } from '../tracer/StarGraph';
import { StepList } from '../tracer/StepList';
import { pageOf } from '../tracer/stepPages';
import { StepSummary } from '../tracer/StepSummary';
import { useExplanations } from '../tracer/useExplanations';
import { useStepPages, type ReplaySize } from '../tracer/useStepPages';
import { useStepPlayer } from '../tracer/useStepPlayer';
import type { Conversation, ReplayScope, TracePeers } from '../types';
import '../tracer/tracer.css';

/**
 * "/tracer/{conversationId}": the conversation tracer (spec 10.6). The step shown is the address's `step`
 * parameter, so a reload or a shared link opens the same packet; `scope=row` replays the row alone instead of
 * its whole connection. Mount it anew for another conversation or scope.
 */
export function TracerPage({ conversationId, scope }: { conversationId: string; scope: ReplayScope }) {
  const [firstStep] = useState(() => stepFromQuery(window.location.search));
  const conversation = useApi(resources.conversation(conversationId));
  const peers = useApi(resources.tracePeers(conversationId));
  const conv = conversation.data;

  // the replay's length and rows, as the first page of steps says
  const [size, setSize] = useState<ReplaySize | null>(null);
  const total = size?.total ?? null;
  const { current, playing, dispatch } = useStepPlayer(firstStep, total);
  // the list follows the player, unless the list was paged by hand since the player last moved
  const [browsed, setBrowsed] = useState<{ page: number; at: number } | null>(null);
  const shown = browsed !== null && browsed.at === current ? browsed.page : pageOf(current);
  const steps = useStepPages(conversationId, scope, current, shown, total, setSize);
  const step = steps.step(current);
  const explained = useExplanations(conversationId, scope, current, total);

  useEffect(() => {
    navigate(tracerPath(conversationId, current, scope), { replace: true });
  }, [conversationId, current, scope]);

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
        <ScopeSwitch
          scope={scope}
          rowProtocol={conv.protocol}
          rows={size?.rows ?? null}
          total={total}
          onScope={(other) => navigate(tracerPath(conversationId, 1, other))}
        />
      </div>

      <div className="tracer-stage">
        <div className="tracer-graph">
          <StarGraph ring={ringOf(peers.data, conv)} step={step ?? null} onPeer={(id) => navigate(tracerPath(id, 1, scope))} />
          <PeerLegend
            counts={peers.data && !peers.data.unavailable ? peers.data : null}
            problem={peers.error ? `Peers unavailable: ${errorMessage(peers.error)}` : (peers.data?.unavailable ?? null)}
          />
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
        tracedRow={Number(conv.id)}
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

/** The ring the API drew, or the traced pair alone while it is fetched or when there is none. */
function ringOf(peers: TracePeers | null | undefined, conv: Conversation): Ring {
  if (!peers || peers.unavailable) return conversationRing(conv);
  return { host: peers.host ?? conv.srcIp, peers: peers.peers, ports: peers.ring === 'ports' };
}

/** The traced pair alone, drawn while the peers are fetched or when they cannot be. */
function conversationRing(conv: Conversation): Ring {
  return {
    host: conv.srcIp,
    peers: [{ ip: conv.dstIp, responded: true, traced: true, packetCount: conv.packetCount, conversationId: Number(conv.id) }],
  };
}
