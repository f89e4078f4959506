import type { CSSProperties, KeyboardEvent } from 'react';
import { truncate } from '../format';
import type { StepDirection, TracePeer } from '../types';
import { edgeBetween, labelPlacement, MAX_PEERS, ringPositions, type Point } from './ringLayout';

const WIDTH = 520;
const HEIGHT = 380;
const CENTER: Point = { x: WIDTH / 2, y: HEIGHT / 2 };
const RING_RADIUS = 135;
const HOST_RADIUS = 28;
const PEER_RADIUS = 11;
const LABEL_GAP = 18;
/** Longer addresses (IPv6) are cut in the graph; the whole address is in the node's tooltip. */
const LABEL_CHARS = 24;

export interface Ring {
  host: string;
  peers: readonly TracePeer[];
  /** The nodes are the ports of the host's only peer. */
  ports?: boolean;
}

/** A node's name: its address, or its port (and the peer's address) in a ring of ports. */
const nodeName = (peer: TracePeer) => (peer.port != null ? `${peer.ip}:${peer.port}` : peer.ip);

interface StarGraphProps {
  ring: Ring;
  /** The current step, whose packet the dot carries along the traced peer's edge. */
  step: { index: number; direction: StepDirection } | null;
  /** Opens another peer's conversation in the tracer. */
  onPeer: (conversationId: number) => void;
}

/**
 * The traced host in the centre and up to 12 peers on a ring (spec 10.6 items 2 and 3): responded peers on a
 * solid green edge, silent ones dimmed on a dashed edge, the traced peer blue. A dot runs along the traced
 * edge on each step: blue from client to server, green back.
 */
export function StarGraph({ ring, step, onPeer }: StarGraphProps) {
  const peers = ring.peers.slice(0, MAX_PEERS);
  const places = ringPositions(peers.length, CENTER, RING_RADIUS);
  const tracedAt = peers.findIndex((p) => p.traced);

  return (
    <svg
      className="star-graph"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={`Host ${ring.host} and ${peers.length} ${ring.ports ? 'ports of its only peer' : 'peers'}`}
      data-testid="star-graph"
    >
      {peers.map((peer, i) => {
        const [a, b] = edgeBetween(CENTER, places[i], HOST_RADIUS, PEER_RADIUS);
        return (
          <line
            key={`edge-${nodeName(peer)}`}
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            className={`edge ${peer.responded ? 'responded' : 'silent'}${peer.traced ? ' traced' : ''}`}
            data-testid="peer-edge"
            data-ip={peer.ip}
            data-port={peer.port ?? undefined}
          />
        );
      })}

      <g className="host-node" data-testid="host-node">
        <circle cx={CENTER.x} cy={CENTER.y} r={HOST_RADIUS} />
        <text x={CENTER.x} y={CENTER.y + 4} textAnchor="middle" className="host-label">
          Host
        </text>
        <text x={CENTER.x} y={CENTER.y + HOST_RADIUS + 15} textAnchor="middle" className="node-ip halo" data-testid="host-ip">
          {truncate(ring.host, LABEL_CHARS)}
        </text>
        <title>{ring.host}</title>
      </g>

      {peers.map((peer, i) => (
        <PeerNode key={nodeName(peer)} peer={peer} at={places[i]} onPeer={onPeer} />
      ))}

      {step && tracedAt >= 0 && <TravellingDot key={step.index} step={step} peerAt={places[tracedAt]} />}
    </svg>
  );
}

function PeerNode({ peer, at, onPeer }: { peer: TracePeer; at: Point; onPeer: (conversationId: number) => void }) {
  const label = labelPlacement(at, CENTER, LABEL_GAP);
  const state = peer.traced ? 'traced' : peer.responded ? 'responded' : 'silent';
  const describe = `${nodeName(peer)}: ${peer.packetCount} packets, ${peer.responded ? 'responded' : 'no response'}${peer.traced ? ', traced' : ''}`;
  const open = () => onPeer(peer.conversationId);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      open();
    }
  };
  const link = peer.traced
    ? { 'aria-current': 'true' as const }
    : { role: 'link', tabIndex: 0, onClick: open, onKeyDown: onKey, 'aria-label': `Trace ${describe}` };
  return (
    <g
      className={`peer-node ${state}${peer.responded ? '' : ' dimmed'}`}
      data-testid="peer-node"
      data-ip={peer.ip}
      data-port={peer.port ?? undefined}
      data-state={state}
      data-conversation-id={peer.conversationId}
      {...link}
    >
      <circle cx={at.x} cy={at.y} r={PEER_RADIUS} />
      <text x={label.x} y={label.y} textAnchor={label.anchor} className="node-ip halo">
        {peer.port != null ? `port ${peer.port}` : truncate(peer.ip, LABEL_CHARS)}
      </text>
      <title>{describe}</title>
    </g>
  );
}

/**
 * The packet of one step on its way: from the host to the traced peer for CLIENT (the host is the conversation's
 * srcIp), back for SERVER. A new step mounts a new dot, which starts the animation again; styles.css leaves the
 * dot still at the receiving end when the browser asks for reduced motion.
 */
function TravellingDot({ step, peerAt }: { step: { index: number; direction: StepDirection }; peerAt: Point }) {
  const [hostEnd, peerEnd] = edgeBetween(CENTER, peerAt, HOST_RADIUS, PEER_RADIUS);
  const [from, to] = step.direction === 'CLIENT' ? [hostEnd, peerEnd] : [peerEnd, hostEnd];
  const style = {
    '--from-x': `${from.x}px`,
    '--from-y': `${from.y}px`,
    '--to-x': `${to.x}px`,
    '--to-y': `${to.y}px`,
  } as CSSProperties;
  return (
    <circle
      r={7}
      className={`tracer-dot ${step.direction === 'CLIENT' ? 'client' : 'server'}`}
      style={style}
      data-testid="tracer-dot"
      data-direction={step.direction}
      data-step-index={step.index}
    />
  );
}
