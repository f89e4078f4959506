package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;

import java.util.Optional;

/**
 * The snapshot each network's analysts accepted as its baseline: what the network looked like then is known
 * and expected, so the changes it and the snapshots before it brought read as reviewed. It goes with its
 * snapshot and its network.
 */
public interface BaselineRepository {

    void accept(NetworkId networkId, SnapshotId snapshotId);

    /** False when the network had no baseline. */
    boolean clear(NetworkId networkId);

    Optional<SnapshotId> baseline(NetworkId networkId);
}
