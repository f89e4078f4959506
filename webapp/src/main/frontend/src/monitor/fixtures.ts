// Snapshots and changes shaped as the monitor API sends them, for the unit tests.
import type { Change, ChangeSeverity, Snapshot } from '../types';

let next = 0;

export function snapshot(captureStart: string, order: number, changes: Partial<Record<ChangeSeverity, number>> = {}, hosts = 100, violations = 0): Snapshot {
  const counts = { INFO: 0, WARNING: 0, CRITICAL: 0, ...changes };
  const changeCount = counts.INFO + counts.WARNING + counts.CRITICAL;
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    networkId: '11111111-1111-4111-8111-111111111111',
    fileId: `22222222-2222-4222-8222-${String(next).padStart(12, '0')}`,
    order,
    captureStart,
    changeCount,
    summary: { hosts, conversations: 10, bytes: 1000, changeCount, changes: counts, violationCount: violations, violations: {} },
  };
}

export function change(type: string, entity: string, sides: { before?: string; after?: string } = {}, from: string | null = 'prev', to = 'this'): Change {
  return {
    id: 'c1',
    fromSnapshotId: from ?? undefined,
    toSnapshotId: to,
    type,
    entity,
    description: `${type} ${entity}`,
    severity: 'INFO',
    reviewed: false,
    notes: '',
    muted: false,
    accepted: false,
    ...sides,
  };
}
