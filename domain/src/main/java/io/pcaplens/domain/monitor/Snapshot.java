package io.pcaplens.domain.monitor;

import io.pcaplens.domain.capture.CaptureId;

import java.time.Instant;
import java.util.Objects;

/**
 * One capture added to a monitored network (spec 4.3). Its place among the network's snapshots follows
 * from the capture's start time, not from when it was added, so {@link #order()} is assigned by
 * {@link SnapshotTimeline}: 1 for the earliest capture; 0 while the snapshot is not yet placed.
 *
 * @param fileId       the capture's id, as the file API names it
 * @param captureStart the first frame's time; a capture without frames has none and cannot be placed
 */
public record Snapshot(SnapshotId id, NetworkId networkId, CaptureId fileId, int order, Instant captureStart) {

    public Snapshot {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(networkId, "networkId");
        Objects.requireNonNull(captureStart, "a snapshot needs the capture's start time to be placed");
        if (fileId == null) {
            throw new IllegalArgumentException("a snapshot needs a file id");
        }
        if (order < 0) {
            throw new IllegalArgumentException("order starts at 1, 0 meaning not yet placed: " + order);
        }
    }

    /** A new snapshot of the capture, not yet placed among the network's others. */
    public static Snapshot of(NetworkId networkId, CaptureId fileId, Instant captureStart) {
        return new Snapshot(SnapshotId.random(), networkId, fileId, 0, captureStart);
    }

    Snapshot placedAt(int newOrder) {
        return newOrder == order ? this : new Snapshot(id, networkId, fileId, newOrder, captureStart);
    }
}
