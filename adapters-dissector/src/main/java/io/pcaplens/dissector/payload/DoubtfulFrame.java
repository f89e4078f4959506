package io.pcaplens.dissector.payload;

/**
 * A frame that tshark's column output cannot give exactly as its field output would (a value cut, escaped or
 * ambiguously joined, a datagram the fragments do not rebuild): the slice is read with the field output from
 * that frame on.
 */
public final class DoubtfulFrame extends RuntimeException {

    private final long frame;

    public DoubtfulFrame(long frame, String why) {
        super("frame " + frame + ": " + why, null, false, false);
        this.frame = frame;
    }

    /** The frame, numbered in the slice's own file or range (from 1). */
    public long frame() {
        return frame;
    }
}
