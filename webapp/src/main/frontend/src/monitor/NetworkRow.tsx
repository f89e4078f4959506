import { resources } from '../api';
import { ConfirmAction } from '../components/ConfirmAction';
import { formatTime } from '../format';
import { useApi } from '../hooks/useApi';
import type { RowActionProps } from '../hooks/useRowAction';
import { Link } from '../router';
import type { Network } from '../types';
import { networkStats } from './networkStats';
import { SeverityCounts } from './SeverityBadge';

interface NetworkRowProps {
  network: Network;
  deletion: RowActionProps;
}

/** One network of the list; its last capture and changes come from its snapshots, fetched for the row. */
export function NetworkRow({ network, deletion }: NetworkRowProps) {
  const snapshots = useApi(network.snapshotCount > 0 ? resources.snapshots(network.id) : null);
  const stats = snapshots.data ? networkStats(snapshots.data) : null;
  const unknown = snapshots.error ? '?' : '';

  return (
    <tr data-testid="network-row" data-network-id={network.id}>
      <td className="name">
        <Link to={`/monitor/${encodeURIComponent(network.id)}`} data-testid="network-link">
          {network.name}
        </Link>
      </td>
      <td className="description" data-testid="network-description">
        {network.description}
      </td>
      <td className="num" data-testid="network-snapshots">
        {network.snapshotCount}
      </td>
      <td className="time" data-testid="network-last-capture">
        {stats?.lastCapture ? formatTime(stats.lastCapture) : unknown}
      </td>
      <td>{stats ? <SeverityCounts counts={stats.changes} testId="network-changes" /> : unknown}</td>
      <td className="actions">
        <ConfirmAction
          label="Delete"
          confirmLabel="Confirm delete"
          busyLabel="Deleting…"
          {...deletion}
          testId="network-delete"
          title="Delete the network with its snapshots and reviews; its captures stay"
        />
      </td>
    </tr>
  );
}
