// Geometry of the tracer's star graph (spec 10.6 item 2): the host in the centre, its peers evenly on a ring.

export interface Point {
  x: number;
  y: number;
}

/** Spec 8, "Peers in tracer star graph": up to 12 around the host. */
export const MAX_PEERS = 12;

/**
 * Where `count` peers sit on a ring of `radius` around `center`: the first at the top, the others clockwise at
 * equal angles. More than MAX_PEERS are not placed.
 */
export function ringPositions(count: number, center: Point, radius: number): Point[] {
  const n = Math.max(0, Math.min(count, MAX_PEERS));
  return Array.from({ length: n }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return { x: round(center.x + radius * Math.cos(angle)), y: round(center.y + radius * Math.sin(angle)) };
  });
}

/**
 * Where a peer's label goes: `gap` further out from the centre than the peer, anchored so that the text runs
 * away from the ring (left of a peer on the left side, right of one on the right, centred at the top and bottom).
 */
export function labelPlacement(peer: Point, center: Point, gap: number): Point & { anchor: 'start' | 'middle' | 'end' } {
  const dx = peer.x - center.x;
  const dy = peer.y - center.y;
  const length = Math.hypot(dx, dy) || 1;
  const x = round(peer.x + (dx / length) * gap);
  // text hangs from its baseline: a label below the peer moves down by about one line
  const y = round(peer.y + (dy / length) * gap + (dy > 0 ? 4 : 0));
  const side = Math.abs(dx) / length;
  const anchor = side < 0.3 ? 'middle' : dx < 0 ? 'end' : 'start';
  return { x, y, anchor };
}

/**
 * The visible part of an edge from `from` to `to`: it starts `fromGap` after `from` and ends `toGap` before `to`,
 * so that it touches the two circles instead of their centres. A segment shorter than both gaps shrinks to its
 * midpoint.
 */
export function edgeBetween(from: Point, to: Point, fromGap: number, toGap: number): [Point, Point] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length <= fromGap + toGap) {
    const mid = { x: round(from.x + dx / 2), y: round(from.y + dy / 2) };
    return [mid, mid];
  }
  const ux = dx / length;
  const uy = dy / length;
  return [
    { x: round(from.x + ux * fromGap), y: round(from.y + uy * fromGap) },
    { x: round(to.x - ux * toGap), y: round(to.y - uy * toGap) },
  ];
}

/** Two decimals are plenty for SVG coordinates and keep the markup stable. */
const round = (v: number) => Math.round(v * 100) / 100;
