import { api, resources } from '../api';
import { ConfirmAction } from '../components/ConfirmAction';
import { ToolStatusChips } from '../components/ToolStatus';
import { formatCount, formatSize, formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import { useRowAction } from '../hooks/useRowAction';
import { Link } from '../router';
import type { Snapshot } from '../types';
import { SeverityCounts } from './SeverityBadge';

interface SnapshotTableProps {
  networkId: string;
  /** Earliest capture first. */
  snapshots: readonly Snapshot[];
  selected: string | null;
  onListChanges: (snapshotId: string) => void;
  onFacts: (snapshotId: string) => void;
  /** After a snapshot was removed: the neighbours were compared again. */
  onRemoved: (snapshotId: string) => void;
  /** The snapshot accepted as the network's baseline, null when none is. */
  baselineId: string | null;
  /** After the baseline was accepted or cleared. */
  onBaseline: () => void;
}

/** The network's snapshots in capture order: their capture, what each brought, the baseline and removal. */
export function SnapshotTable({ networkId, snapshots, selected, onListChanges, onFacts, onRemoved, baselineId, onBaseline }: SnapshotTableProps) {
  const removal = useRowAction(async (id) => {
    await api.removeSnapshot(networkId, id);
    onRemoved(id);
  }, 'Could not remove the snapshot');
  const baseline = useRowAction(async (id) => {
    if (id === baselineId) await api.clearBaseline(networkId);
    else await api.acceptBaseline(networkId, id);
    onBaseline();
  }, 'Could not change the baseline');

  return (
    <>
      {(removal.error ?? baseline.error) && (
        <div className="alert alert-error" role="alert" data-testid="snapshot-error">
          {removal.error ?? baseline.error}
        </div>
      )}
      <table className="grid snapshots" data-testid="snapshots-table">
        <thead>
          <tr>
            <th className="num">#</th>
            <th>Capture file</th>
            <th>Capture start</th>
            <th className="num">Hosts</th>
            <th className="num">Conversations</th>
            <th className="num">Bytes</th>
            <th className="num">Changes</th>
            <th>By severity</th>
            <th className="num" title="What the snapshot holds that breaks policy or threatens the network, new or not">
              Violations
            </th>
            <th title="The tools that read the capture: a week read without intrusion detection (suricata –) cannot show alerts">Tools</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {snapshots.map((s) => (
            <tr
              key={s.id}
              className={s.id === selected ? 'selected' : undefined}
              data-testid="snapshot-row"
              data-snapshot-id={s.id}
              data-file-id={s.fileId}
              data-baseline={s.id === baselineId}
            >
              <td className="num">
                {s.order}
                {s.id === baselineId && (
                  <span className="badge baseline-badge" title="Accepted as the baseline: its changes and those before it read as reviewed" data-testid="snapshot-baseline">
                    baseline
                  </span>
                )}
              </td>
              <td className="name">
                <CaptureName fileId={s.fileId} />
              </td>
              <td className="time" data-testid="snapshot-capture-start">
                {formatTime(s.captureStart)}
              </td>
              <td className="num">{formatCount(s.summary.hosts)}</td>
              <td className="num">{formatCount(s.summary.conversations)}</td>
              <td className="num">{formatSize(s.summary.bytes)}</td>
              <td className="num">
                <button type="button" className="link-button" onClick={() => onListChanges(s.id)} title="List the changes this snapshot brought" data-testid="snapshot-change-count">
                  {formatCount(s.changeCount)}
                </button>
              </td>
              <td>
                <SeverityCounts counts={s.summary.changes} testId="snapshot-severities" />
              </td>
              <td className="num">{formatCount(s.summary.violationCount)}</td>
              <td data-testid="snapshot-tools">
                <ToolStatusChips tools={s.tools} />
              </td>
              <td className="actions">
                <button type="button" onClick={() => onFacts(s.id)} data-testid="snapshot-facts">
                  Facts
                </button>
                <button
                  type="button"
                  disabled={baseline.props(s.id).busy}
                  onClick={() => baseline.props(s.id).onConfirm()}
                  title={
                    s.id === baselineId
                      ? 'Give every change its own review back'
                      : 'What the network looked like then is expected: its changes and those before it read as reviewed'
                  }
                  data-testid="snapshot-accept-baseline"
                >
                  {s.id === baselineId ? 'Clear baseline' : 'Accept as baseline'}
                </button>
                <ConfirmAction
                  label="Remove"
                  confirmLabel="Confirm remove"
                  busyLabel="Removing…"
                  {...removal.props(s.id)}
                  testId="snapshot-remove"
                  title="Remove the snapshot from the network (the capture stays); its neighbours are compared instead"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The capture's file name, linking to its conversations; its id while the name is fetched or when it cannot be. */
function CaptureName({ fileId }: { fileId: string }) {
  const file = useApi(resources.file(fileId));
  return (
    <Link to={`/files/${encodeURIComponent(fileId)}`} data-testid="snapshot-file" title={file.data?.name ?? fileId}>
      {file.data?.name ?? <span className="mono small">{fileId}</span>}
    </Link>
  );
}
