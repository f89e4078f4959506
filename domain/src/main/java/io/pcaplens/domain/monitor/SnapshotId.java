package io.pcaplens.domain.monitor;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The id of one snapshot of a network, the snapshotId of the API. Ordered like the UUIDs, because snapshots of
 * captures that start at the same instant are placed by it.
 */
public record SnapshotId(UUID value) implements Comparable<SnapshotId> {

    public SnapshotId {
        Objects.requireNonNull(value, "a snapshot id needs its UUID");
    }

    public static SnapshotId random() {
        return new SnapshotId(UUID.randomUUID());
    }

    /** The id a text names, empty when it is not a canonical UUID. */
    public static Optional<SnapshotId> parse(String text) {
        return UuidText.parse(text).map(SnapshotId::new);
    }

    @Override
    public int compareTo(SnapshotId other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
