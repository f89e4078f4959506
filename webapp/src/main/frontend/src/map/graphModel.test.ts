import { describe, expect, it } from 'vitest';
import type { HostGraph } from '../hosts/types';
import {
  categoryOf,
  describeNode,
  EDGE_MAX,
  EDGE_MIN,
  findNode,
  kindOf,
  labelOf,
  legendOf,
  logScale,
  NODE_MAX,
  NODE_MIN,
  OTHER_COLOUR,
  PALETTE,
  seededRandom,
  toGraph,
} from './graphModel';

const hosts: HostGraph = {
  groupBy: 'none',
  limit: 200,
  totalNodes: 4,
  nodes: [
    { id: '10.0.0.5', packets: 900, bytes: 1_000_000, members: 1, deviceType: 'Workstation', internal: true, names: [] },
    { id: '93.184.216.34', packets: 600, bytes: 800_000, members: 1, deviceType: 'Server', internal: false, names: ['example.com', 'www.example.com'] },
    { id: '10.0.0.1', packets: 50, bytes: 4_000, members: 1, deviceType: 'Router', internal: true, names: [] },
    { id: 'rest', packets: 10, bytes: 1_000, members: 7 },
  ],
  edges: [
    { source: '10.0.0.5', target: '93.184.216.34', packets: 600, bytes: 800_000, conversations: 3, protocols: ['HTTP'], apps: ['HTTP'] },
    { source: '10.0.0.1', target: '10.0.0.5', packets: 50, bytes: 4_000, conversations: 2, protocols: ['DNS'], apps: [] },
    { source: '10.0.0.5', target: 'rest', packets: 10, bytes: 1_000, conversations: 7, protocols: ['TCP'], apps: [] },
  ],
};

describe('logScale', () => {
  it('runs from min for nothing to max for the largest, by the logarithm', () => {
    expect(logScale(0, 1000, 3, 18)).toBe(3);
    expect(logScale(1000, 1000, 3, 18)).toBe(18);
    // log1p(31)/log1p(1023) = 5/10 exactly: half way
    expect(logScale(31, 1023, 2, 12)).toBeCloseTo(7, 10);
    expect(logScale(5, 0, 3, 18)).toBe(3);
  });

  it('never passes max, whatever the value', () => {
    expect(logScale(5000, 1000, 3, 18)).toBe(18);
  });
});

describe('toGraph', () => {
  const g = toGraph(hosts);

  it('has a node per API node and an undirected edge per pair, with their traffic', () => {
    expect(g.order).toBe(4);
    expect(g.size).toBe(3);
    expect(g.type).toBe('undirected');
    expect(g.hasEdge('93.184.216.34', '10.0.0.5')).toBe(true);
    expect(g.getEdgeAttribute(g.edge('10.0.0.1', '10.0.0.5')!, 'conversations')).toBe(2);
    expect(g.getNodeAttribute('93.184.216.34', 'names')).toEqual(['example.com', 'www.example.com']);
  });

  it('sizes nodes and edges by bytes on the log scale', () => {
    expect(g.getNodeAttribute('10.0.0.5', 'size')).toBe(NODE_MAX);
    expect(g.getNodeAttribute('10.0.0.1', 'size')).toBeCloseTo(logScale(4_000, 1_000_000, NODE_MIN, NODE_MAX), 10);
    expect(g.getNodeAttribute('10.0.0.1', 'size')).toBeLessThan(g.getNodeAttribute('93.184.216.34', 'size'));
    const busiest = g.edge('10.0.0.5', '93.184.216.34')!;
    expect(g.getEdgeAttribute(busiest, 'size')).toBe(EDGE_MAX);
    const least = g.edge('10.0.0.5', 'rest')!;
    expect(g.getEdgeAttribute(least, 'size')).toBeGreaterThan(EDGE_MIN);
    expect(g.getEdgeAttribute(least, 'size')).toBeLessThan(EDGE_MAX);
  });

  it('colours hosts by device type, the busiest type first, and the rest node grey', () => {
    expect(g.getNodeAttribute('10.0.0.5', 'color')).toBe(PALETTE[0]);
    expect(g.getNodeAttribute('93.184.216.34', 'color')).toBe(PALETTE[1]);
    expect(g.getNodeAttribute('10.0.0.1', 'color')).toBe(PALETTE[2]);
    expect(g.getNodeAttribute('rest', 'color')).toBe(OTHER_COLOUR);
    expect(g.getNodeAttribute('rest', 'kind')).toBe('rest');
  });

  it('keeps an edge of a group to itself, and skips an edge to a node it does not have', () => {
    const grouped = toGraph({
      groupBy: 'subnet24',
      limit: 200,
      totalNodes: 2,
      nodes: [
        { id: '10.0.0.0/24', packets: 10, bytes: 100, members: 3 },
        { id: '192.168.1.0/24', packets: 5, bytes: 50, members: 2 },
      ],
      edges: [
        { source: '10.0.0.0/24', target: '10.0.0.0/24', packets: 4, bytes: 40, conversations: 1 },
        { source: '10.0.0.0/24', target: '172.16.0.0/24', packets: 1, bytes: 10, conversations: 1 },
      ],
    });
    expect(grouped.size).toBe(1);
    expect(grouped.hasEdge('10.0.0.0/24', '10.0.0.0/24')).toBe(true);
    expect(grouped.getNodeAttribute('10.0.0.0/24', 'kind')).toBe('group');
    expect(grouped.getNodeAttribute('10.0.0.0/24', 'label')).toBe('10.0.0.0/24 (3)');
  });
});

describe('kinds, categories, labels', () => {
  it('tells hosts from groups and the rest node', () => {
    expect(kindOf('10.0.0.1', 'none')).toBe('host');
    expect(kindOf('10.0.0.0/24', 'subnet24')).toBe('group');
    expect(kindOf('rest', 'none')).toBe('rest');
    expect(kindOf('rest', 'asn')).toBe('rest');
  });

  it('colours a host by its type (unknown without one) and a group by its own value', () => {
    expect(categoryOf({ id: 'a', packets: 1, bytes: 1, members: 1 }, 'none')).toBe('unknown');
    expect(categoryOf({ id: 'DE', packets: 1, bytes: 1, members: 4 }, 'country')).toBe('DE');
  });

  it('labels a host with its first name', () => {
    expect(labelOf(hosts.nodes[1], 'host')).toBe('93.184.216.34 example.com');
    expect(labelOf(hosts.nodes[0], 'host')).toBe('10.0.0.5');
    expect(labelOf(hosts.nodes[3], 'rest')).toBe('rest (7 nodes)');
  });

  it('describes a host by type, names and traffic', () => {
    const text = describeNode({ kind: 'host', deviceType: 'Server', names: ['a.example', 'b.example'], bytes: 2048, packets: 3, members: 1 });
    expect(text).toContain('Server');
    expect(text).toContain('a.example, b.example');
    expect(text).toContain('3 packets');
  });
});

describe('legendOf', () => {
  it('has the categories by bytes, then the rest node', () => {
    expect(legendOf(hosts.nodes, 'none').map((e) => [e.category, e.nodes])).toEqual([
      ['Workstation', 1],
      ['Server', 1],
      ['Router', 1],
      ['rest', 1],
    ]);
  });

  it('puts the categories past the palette together as other', () => {
    const many = Array.from({ length: PALETTE.length + 3 }, (_, i) => ({ id: `AS${i}`, packets: 1, bytes: 100 - i, members: 1 }));
    const legend = legendOf(many, 'asn');
    expect(legend).toHaveLength(PALETTE.length + 1);
    expect(legend[legend.length - 1]).toEqual({ category: 'other', colour: OTHER_COLOUR, nodes: 3 });
  });
});

describe('findNode', () => {
  const g = toGraph(hosts);
  it('finds an address or a name, exact before partial, in any case', () => {
    expect(findNode(g, '10.0.0.1')).toBe('10.0.0.1');
    expect(findNode(g, 'WWW.EXAMPLE.COM')).toBe('93.184.216.34');
    expect(findNode(g, 'example')).toBe('93.184.216.34');
    expect(findNode(g, '10.0.0.')).toBe('10.0.0.5');
    expect(findNode(g, 'nothing.here')).toBeNull();
    expect(findNode(g, '  ')).toBeNull();
  });
});

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBe(100);
  });
});
