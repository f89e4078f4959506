import { Pager } from '../components/Pager';
import type { Change, Paged, Snapshot } from '../types';
import { ChangeRow } from './ChangeRow';

interface ChangeListProps {
  networkId: string;
  page: Paged<Change> | null;
  loading: boolean;
  size: number;
  snapshotsById: ReadonlyMap<string, Snapshot>;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onFacts: (snapshotId: string, find: string) => void;
  onMuted: () => void;
}

/** A page of changes, in timeline order and most severe first within a snapshot, as the service lists them. */
export function ChangeList({ networkId, page, loading, size, snapshotsById, onPage, onSize, onFacts, onMuted }: ChangeListProps) {
  if (!page) return <div className="notice">Loading changes…</div>;
  return (
    <div className={loading ? 'change-results loading' : 'change-results'} data-testid="change-results">
      <Pager page={page.page} totalPages={page.totalPages} total={page.total} noun="changes" size={size} onPage={onPage} onSize={onSize} testIdPrefix="changes" />
      {page.total === 0 ? (
        <div className="empty" data-testid="no-changes">
          No change matches these filters.
        </div>
      ) : (
        <ul className="change-list" data-testid="change-list">
          {page.items.map((c) => (
            // a review saved elsewhere (another tab, a reload) comes back with other values: show those
            <ChangeRow key={`${c.id}|${c.reviewed}|${c.notes}|${c.muted}`} networkId={networkId} change={c} snapshotsById={snapshotsById} onFacts={onFacts} onMuted={onMuted} />
          ))}
        </ul>
      )}
      {page.totalPages > 1 && <Pager page={page.page} totalPages={page.totalPages} total={page.total} noun="changes" onPage={onPage} testIdPrefix="changes-bottom" />}
    </div>
  );
}
