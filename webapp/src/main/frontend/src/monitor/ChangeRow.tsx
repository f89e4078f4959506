import { useId, useState } from 'react';
import { api, errorMessage } from '../api';
import { Link } from '../router';
import type { Change, Snapshot } from '../types';
import { typeLabel } from './changeTypes';
import { conversationsLink, evidenceOf } from './evidence';
import { SeverityBadge } from './SeverityBadge';
import { snapshotLabel } from './snapshotLabel';

interface ChangeRowProps {
  networkId: string;
  change: Change;
  snapshotsById: ReadonlyMap<string, Snapshot>;
  /** Opens the facts of a snapshot, searched for `find`. */
  onFacts: (snapshotId: string, find: string) => void;
  /** After the change's type was muted or unmuted for its entity: the list and the counts change. */
  onMuted: () => void;
}

/**
 * One change: what it is (severity, type, its line, entity, before → after, the snapshot that brought it), where
 * its evidence is, and its review (reviewed and notes, each saved on its own). Everything from the capture is text.
 */
export function ChangeRow({ networkId, change: initial, snapshotsById, onFacts, onMuted }: ChangeRowProps) {
  const [change, setChange] = useState(initial);
  const [notes, setNotes] = useState(initial.notes);
  const [saving, setSaving] = useState<'reviewed' | 'notes' | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notesId = useId();

  async function save(review: { reviewed?: boolean; notes?: string }) {
    const before = change;
    setSaving(review.reviewed !== undefined ? 'reviewed' : 'notes');
    setSaved(false);
    setError(null);
    // the tick shows at once; a failure takes it back
    if (review.reviewed !== undefined) setChange({ ...change, reviewed: review.reviewed });
    try {
      const updated = await api.reviewChange(networkId, change.id, review);
      setChange(updated);
      if (review.notes !== undefined) setNotes(updated.notes);
      setSaved(true);
    } catch (e) {
      setChange(before);
      setError(`Not saved: ${errorMessage(e)}`);
    } finally {
      setSaving(null);
    }
  }

  async function toggleMute() {
    setError(null);
    try {
      if (change.muted) await api.unmuteChanges(networkId, change.type, change.entity);
      else await api.muteChanges(networkId, change.type, change.entity);
      onMuted();
    } catch (e) {
      setError(`Not saved: ${errorMessage(e)}`);
    }
  }

  const evidence = evidenceOf(change);
  const evidenceSnapshot = evidence ? snapshotsById.get(evidence.snapshotId) : undefined;
  const brought = snapshotsById.get(change.toSnapshotId);
  const find = evidence?.filter.ip ?? evidence?.filter.list?.value ?? change.entity;
  const notesDirty = notes !== change.notes;

  return (
    <li
      className={`change change-sev-${change.severity.toLowerCase()}${change.reviewed ? ' reviewed' : ''}`}
      data-testid="change-row"
      data-change-id={change.id}
      data-severity={change.severity}
      data-type={change.type}
      data-entity={change.entity}
      data-snapshot-id={change.toSnapshotId}
      data-reviewed={change.reviewed}
      data-muted={change.muted}
      data-accepted={change.accepted}
    >
      <div className="change-head">
        <SeverityBadge severity={change.severity} />
        <span className="change-type" data-testid="change-type">
          {typeLabel(change.type)}
        </span>
        <span className="change-description" data-testid="change-description">
          {change.description}
        </span>
        <span className="change-snapshot muted" title={brought ? `Brought by snapshot ${snapshotLabel(brought)}` : undefined}>
          {brought ? snapshotLabel(brought) : ''}
        </span>
      </div>
      <div className="change-body">
        <span className="change-entity">
          <span className="fact-label">Entity</span>
          <span className="mono" data-testid="change-entity">
            {change.entity}
          </span>
        </span>
        <span className="change-sides">
          <span className="mono side-before" data-testid="change-before">
            {change.before ?? '—'}
          </span>
          <span className="pair-sep"> → </span>
          <span className="mono side-after" data-testid="change-after">
            {change.after ?? '—'}
          </span>
        </span>
        <span className="change-links">
          {change.type === 'FINDING_APPEARED' && brought && change.after && (
            <Link
              to={`/files/${encodeURIComponent(brought.fileId)}/findings?${new URLSearchParams({
                kind: change.after,
                host: change.entity,
              })}`}
              title={`The ${change.after} findings of ${change.entity} in snapshot ${snapshotLabel(brought)}'s capture`}
              data-testid="change-finding"
            >
              Finding
            </Link>
          )}
          {evidence && evidenceSnapshot && (
            <Link
              to={conversationsLink(evidenceSnapshot.fileId, evidence)}
              title={`The conversations of snapshot ${snapshotLabel(evidenceSnapshot)}'s capture that show ${find}`}
              data-testid="change-conversations"
            >
              Conversations{evidence.side === 'before' ? ' (before)' : ''}
            </Link>
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => onFacts(evidence?.snapshotId ?? change.toSnapshotId, find)}
            title="What change detection saw in the snapshot"
            data-testid="change-facts"
          >
            Facts{evidence?.side === 'before' ? ' (before)' : ''}
          </button>
        </span>
      </div>
      <div className="change-review">
        <label className="check">
          <input
            type="checkbox"
            checked={change.reviewed}
            disabled={saving === 'reviewed' || change.accepted}
            title={change.accepted ? 'Accepted with the baseline: its snapshot is the baseline or comes before it' : undefined}
            onChange={(e) => void save({ reviewed: e.target.checked })}
            data-testid="change-reviewed"
          />
          {change.accepted ? 'Accepted (baseline)' : 'Reviewed'}
        </label>
        <button
          type="button"
          className="link-button"
          onClick={() => void toggleMute()}
          title={
            change.muted
              ? `List and count ${typeLabel(change.type).toLowerCase()} changes of ${change.entity} again`
              : `Leave ${typeLabel(change.type).toLowerCase()} changes of ${change.entity} out of the list and the counts, in every snapshot`
          }
          data-testid="change-mute"
        >
          {change.muted ? 'Unmute' : `Mute for ${change.entity}`}
        </button>
        <label htmlFor={notesId} className="visually-hidden">
          Notes
        </label>
        <textarea
          id={notesId}
          className="change-notes"
          rows={1}
          placeholder="Notes"
          value={notes}
          onChange={(e) => {
            setNotes(e.target.value);
            setSaved(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && notesDirty) void save({ notes });
          }}
          data-testid="change-notes"
        />
        {notesDirty && (
          <button type="button" disabled={saving === 'notes'} onClick={() => void save({ notes })} data-testid="change-notes-save">
            {saving === 'notes' ? 'Saving…' : 'Save notes'}
          </button>
        )}
        {saved && !notesDirty && (
          <span className="muted" role="status" data-testid="change-saved">
            Saved
          </span>
        )}
        {error && (
          <span className="reason" role="alert" data-testid="change-error">
            {error}
          </span>
        )}
      </div>
    </li>
  );
}
