package io.pcaplens.domain.monitor;

/**
 * An analyst's verdict on a change: looked at or not, and what they noted. Kept per network by the change's
 * {@link ChangeEvent#identity()}, so that it stays with the change whenever detection finds it again, in a
 * recomputed pair or in a later week.
 *
 * @param notes never null; empty when nothing was noted
 */
public record ChangeReview(boolean reviewed, String notes) {

    public static final ChangeReview NONE = new ChangeReview(false, "");

    public ChangeReview {
        notes = notes == null ? "" : notes;
    }
}
