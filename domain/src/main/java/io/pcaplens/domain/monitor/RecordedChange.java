package io.pcaplens.domain.monitor;

import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.UUID;

/**
 * A change as the network keeps it: found in one pair of snapshots, with the review it has.
 *
 * @param id the same for the same change in the same pair, so that recomputing a pair keeps the ids of the
 *           changes that still hold
 */
public record RecordedChange(UUID id, SnapshotPair pair, ChangeEvent event, ChangeReview review) {

    public RecordedChange {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(event, "event");
        review = Objects.requireNonNullElse(review, ChangeReview.NONE);
    }

    /** A change just found, with the review its identity already has in the network. */
    public static RecordedChange found(SnapshotPair pair, ChangeEvent event, ChangeReview review) {
        return new RecordedChange(idOf(pair, event), pair, event, review);
    }

    /** The change's id in its pair. */
    public static UUID idOf(SnapshotPair pair, ChangeEvent event) {
        String key = pair.previous() + "/" + pair.current() + "/" + event.identity();
        return UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8));
    }
}
