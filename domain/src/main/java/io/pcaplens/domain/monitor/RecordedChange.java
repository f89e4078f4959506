package io.pcaplens.domain.monitor;

import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.UUID;

/**
 * A change as the network keeps it: found in one pair of snapshots, with the review it has.
 *
 * @param id       the same for the same change in the same pair, so that recomputing a pair keeps the ids of the
 *                 changes that still hold
 * @param muted    its type is muted for its entity in the network ({@link ChangeMute})
 * @param accepted its snapshot is the network's accepted baseline or comes before it; it then reads as reviewed
 */
public record RecordedChange(ChangeId id, SnapshotPair pair, ChangeEvent event, ChangeReview review, boolean muted,
                             boolean accepted) {

    public RecordedChange {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(event, "event");
        review = Objects.requireNonNullElse(review, ChangeReview.NONE);
    }

    /** A change neither muted nor accepted with a baseline. */
    public RecordedChange(ChangeId id, SnapshotPair pair, ChangeEvent event, ChangeReview review) {
        this(id, pair, event, review, false, false);
    }

    /** Reviewed by an analyst, or accepted with the baseline. */
    public boolean reviewed() {
        return review.reviewed() || accepted;
    }

    /** A change just found, with the review its identity already has in the network. */
    public static RecordedChange found(SnapshotPair pair, ChangeEvent event, ChangeReview review) {
        return new RecordedChange(idOf(pair, event), pair, event, review);
    }

    /** The change's id in its pair. */
    public static ChangeId idOf(SnapshotPair pair, ChangeEvent event) {
        // the ids' text forms are the UUIDs', so the ids stored before the ids were typed are found again
        String key = pair.previous() + "/" + pair.current() + "/" + event.identity();
        return new ChangeId(UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8)));
    }
}
