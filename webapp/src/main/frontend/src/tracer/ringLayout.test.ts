import { describe, expect, it } from 'vitest';
import { edgeBetween, labelPlacement, MAX_PEERS, ringPositions } from './ringLayout';

const center = { x: 200, y: 200 };
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('ring layout', () => {
  it('puts the first peer at the top and the others clockwise at equal angles', () => {
    const [top, right, bottom, left] = ringPositions(4, center, 100);
    expect(top).toEqual({ x: 200, y: 100 });
    expect(right).toEqual({ x: 300, y: 200 });
    expect(bottom).toEqual({ x: 200, y: 300 });
    expect(left).toEqual({ x: 100, y: 200 });
  });

  it('keeps every peer on the ring and apart from its neighbours by the same distance', () => {
    const ring = ringPositions(12, center, 150);
    for (const p of ring) expect(distance(p, center)).toBeCloseTo(150, 1);
    const gaps = ring.map((p, i) => distance(p, ring[(i + 1) % ring.length]));
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0], 1);
  });

  it('places one peer alone at the top, and none for an empty ring', () => {
    expect(ringPositions(1, center, 80)).toEqual([{ x: 200, y: 120 }]);
    expect(ringPositions(0, center, 80)).toEqual([]);
  });

  it('never places more than the twelve peers of spec 8', () => {
    expect(MAX_PEERS).toBe(12);
    expect(ringPositions(20, center, 100)).toHaveLength(12);
  });

  it('anchors labels away from the ring', () => {
    const [top, right, bottom, left] = ringPositions(4, center, 100);
    expect(labelPlacement(top, center, 20)).toEqual({ x: 200, y: 80, anchor: 'middle' });
    expect(labelPlacement(right, center, 20)).toMatchObject({ x: 320, anchor: 'start' });
    expect(labelPlacement(bottom, center, 20)).toEqual({ x: 200, y: 324, anchor: 'middle' });
    expect(labelPlacement(left, center, 20)).toMatchObject({ x: 80, anchor: 'end' });
  });

  it('draws an edge from circle to circle, not from centre to centre', () => {
    const [a, b] = edgeBetween({ x: 0, y: 0 }, { x: 100, y: 0 }, 20, 10);
    expect(a).toEqual({ x: 20, y: 0 });
    expect(b).toEqual({ x: 90, y: 0 });
    const [c, d] = edgeBetween({ x: 0, y: 0 }, { x: 0, y: -50 }, 5, 5);
    expect(c).toEqual({ x: 0, y: -5 });
    expect(d).toEqual({ x: 0, y: -45 });
  });

  it('shrinks an edge shorter than its gaps to its midpoint', () => {
    expect(edgeBetween({ x: 0, y: 0 }, { x: 10, y: 0 }, 8, 8)).toEqual([
      { x: 5, y: 0 },
      { x: 5, y: 0 },
    ]);
  });
});
