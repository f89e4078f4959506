package io.pcaplens.domain.monitor;

import java.util.Objects;

/**
 * The facts of a snapshot and of the one before it, as the rules read them. The network's first snapshot
 * has no previous one: most rules find nothing in it, but a snapshot can contradict itself (one address on
 * two cards) whatever came before.
 *
 * @param previous null for the baseline
 */
public record Comparison(SnapshotFacts previous, SnapshotFacts current) {

    public Comparison {
        Objects.requireNonNull(current, "current");
    }

    public static Comparison baseline(SnapshotFacts first) {
        return new Comparison(null, first);
    }

    public boolean isBaseline() {
        return previous == null;
    }
}
