interface Counts {
  respondedCount: number;
  silentCount: number;
  peerCount: number;
  peers: readonly unknown[];
  ring: 'peers' | 'ports';
}

/**
 * The star graph's key (spec 10.6 item 2): how many of all the host's peers (or of its only peer's ports) the
 * ring shows and how many of them never answered, the counts of responded and silent ones over all of them,
 * what the traced peer and the dot's colours mean. Without counts (no ring, or the peers could not be fetched)
 * it says why.
 */
export function PeerLegend({ counts, problem }: { counts: Counts | null; problem: string | null }) {
  const noun = counts?.ring === 'ports' ? 'ports' : 'peers';
  return (
    <ul className="peer-legend" data-testid="peer-legend">
      {counts ? (
        <>
          <li data-testid="legend-shown" data-shown={counts.peers.length} data-total={counts.peerCount}>
            <b>{counts.peers.length}</b> of <b>{counts.peerCount}</b> {noun} shown · <b>{counts.silentCount}</b> silent
          </li>
          <li>
            <Swatch kind="responded" /> Responded <b data-testid="legend-responded" data-count={counts.respondedCount}>{counts.respondedCount}</b>
          </li>
          <li>
            <Swatch kind="silent" /> No response <b data-testid="legend-silent" data-count={counts.silentCount}>{counts.silentCount}</b>
          </li>
        </>
      ) : (
        <li className="legend-problem" data-testid="legend-problem">
          {problem ?? 'Loading peers…'}
        </li>
      )}
      <li>
        <Swatch kind="traced" /> Traced
      </li>
      <li>
        <span className="legend-dot client" aria-hidden="true" /> client → server
      </li>
      <li>
        <span className="legend-dot server" aria-hidden="true" /> server → client
      </li>
    </ul>
  );
}

function Swatch({ kind }: { kind: 'responded' | 'silent' | 'traced' }) {
  return (
    <svg className="legend-swatch" width="22" height="8" aria-hidden="true" focusable="false">
      <line x1="1" y1="4" x2="21" y2="4" className={`edge ${kind}`} />
    </svg>
  );
}
