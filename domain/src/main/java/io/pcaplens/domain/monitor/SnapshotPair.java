package io.pcaplens.domain.monitor;

import java.util.Objects;

/**
 * Two neighbouring snapshots whose facts are compared (spec 4.3 rule 2: against the previous snapshot).
 * The earliest snapshot is paired with no previous one: it is the network's baseline, compared with
 * nothing, but it still has its own summary and its own within-snapshot findings (one address claimed by
 * two MACs).
 *
 * @param previous the earlier snapshot's id, null for the baseline
 */
public record SnapshotPair(SnapshotId previous, SnapshotId current) {

    public SnapshotPair {
        Objects.requireNonNull(current, "current");
    }

    public static SnapshotPair baseline(SnapshotId current) {
        return new SnapshotPair(null, current);
    }

    public boolean isBaseline() {
        return previous == null;
    }
}
