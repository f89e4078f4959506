import { describe, expect, it } from 'vitest';
// @ts-expect-error: the UI's build has no Node types; the test runs in Node, where the module is there
import { readFileSync } from 'node:fs';
import { FINDING_KINDS, kindLabel } from './findingsQuery';

// The detectors' table of docs/findings.md names every kind the service finds; the kind filter offers each.
const docs: string = readFileSync(new URL('../../../../../../docs/findings.md', import.meta.url), 'utf8');

function documentedKinds(): string[] {
  const kinds: string[] = [];
  for (const line of docs.split('\n')) {
    const cells = line.split('|');
    if (!line.startsWith('| `') || cells.length < 4) continue;
    for (const m of cells[2].matchAll(/`([a-z_]+)`/g)) kinds.push(m[1]);
  }
  return kinds;
}

describe('the kind filter', () => {
  it('offers every kind the detectors table documents, in its order, each with a label of its own', () => {
    const documented = documentedKinds();
    expect(documented.length).toBeGreaterThan(10);
    expect([...FINDING_KINDS]).toEqual(documented);
    for (const kind of FINDING_KINDS) expect(kindLabel(kind)).not.toBe(kind.replace(/_/g, ' '));
  });
});
