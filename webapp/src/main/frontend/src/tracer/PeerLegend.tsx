/**
 * The star graph's key (spec 10.6 item 2): the counts of responded and silent peers as the API gives them, what
 * the traced peer and the dot's colours mean. Without counts (the peers could not be fetched) it says why.
 */
export function PeerLegend({ counts, problem }: { counts: { respondedCount: number; silentCount: number } | null; problem: string | null }) {
  return (
    <ul className="peer-legend" data-testid="peer-legend">
      {counts ? (
        <>
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
