package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A network's snapshots and the comparisons made between them (the pairs and the changes each found).
 * A snapshot goes with its capture, and a pair with either of its snapshots.
 */
public interface SnapshotRepository {

    /** What a piece of work under the network's lock does; it may refuse with its own exception. */
    @FunctionalInterface
    interface Work<T, E extends Exception> {
        T run() throws E;
    }

    /**
     * Runs the work while no other edit of the network's timeline runs, in this service instance or another,
     * so that reading the timeline and storing what changes in it cannot interleave with another edit.
     */
    <T, E extends Exception> T whileLocked(NetworkId networkId, Work<T, E> work) throws E;

    /** The network's snapshots in any order, each with its capture's start time, none placed yet. */
    List<Snapshot> snapshots(NetworkId networkId);

    /** The pairs whose changes are stored. */
    List<SnapshotPair> pairs(NetworkId networkId);

    /**
     * Stores one edit of the timeline at once: the snapshot added or the one removed (with its pairs), the
     * pairs no longer wanted (with their changes), and the pairs compared with the changes they found.
     */
    void save(NetworkId networkId, TimelineChange change);

    /**
     * @param added    the new snapshot, null when none
     * @param removed  the id of the snapshot taken out, null when none
     * @param compared every pair compared, with its changes most severe first (empty for none)
     */
    record TimelineChange(Snapshot added, SnapshotId removed, List<SnapshotPair> discard,
                          Map<SnapshotPair, List<ChangeEvent>> compared) {

        public TimelineChange {
            discard = List.copyOf(Objects.requireNonNull(discard, "discard"));
            compared = Map.copyOf(Objects.requireNonNull(compared, "compared"));
        }

        public boolean isEmpty() {
            return added == null && removed == null && discard.isEmpty() && compared.isEmpty();
        }
    }
}
