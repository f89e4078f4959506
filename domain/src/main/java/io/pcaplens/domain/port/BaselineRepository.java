package io.pcaplens.domain.port;

import java.util.Optional;
import java.util.UUID;

/**
 * The snapshot each network's analysts accepted as its baseline: what the network looked like then is known
 * and expected, so the changes it and the snapshots before it brought read as reviewed. It goes with its
 * snapshot and its network.
 */
public interface BaselineRepository {

    void accept(UUID networkId, UUID snapshotId);

    /** False when the network had no baseline. */
    boolean clear(UUID networkId);

    Optional<UUID> baseline(UUID networkId);
}
