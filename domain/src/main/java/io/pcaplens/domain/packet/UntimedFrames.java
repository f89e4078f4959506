package io.pcaplens.domain.packet;

import java.io.Serializable;
import java.util.Optional;

/**
 * The frames of a capture, or of a slice of it, that carried no timestamp and the times {@link FrameClock} gave
 * them: the closest earlier timed frame's to each, the capture's first time to those before any timed frame.
 *
 * @param frames         how many carried none
 * @param beforeTime     how many of them no timed frame precedes
 * @param firstTimeNanos what those were given: the time carried into the slice, which for a whole capture or its
 *                       first slice is the capture's first time; null for the epoch when there is none
 * @param timed          whether any frame has a time
 */
public record UntimedFrames(long frames, long beforeTime, Long firstTimeNanos, boolean timed) implements Serializable {

    /** What a read of frames that all carried a timestamp reports. */
    public static final UntimedFrames NONE = new UntimedFrames(0, 0, null, true);

    /** These frames followed by {@code later}'s, as one run in capture order. */
    public UntimedFrames then(UntimedFrames later) {
        return new UntimedFrames(frames + later.frames, timed ? beforeTime : beforeTime + later.beforeTime,
                firstTimeNanos, timed || later.timed);
    }

    /** What a capture holding such frames is marked with: how many, and which time they were given. */
    public Optional<String> warning() {
        if (frames == 0) {
            return Optional.empty();
        }
        String some = frames + (frames == 1 ? " frame" : " frames") + " carried no timestamp";
        String first = CaptureTime.instant(firstTimeNanos == null ? 0 : firstTimeNanos).toString();
        if (!timed) {
            return Optional.of(some + " and no frame of the capture has one: " + (frames == 1 ? "it was" : "they were")
                    + " given " + first);
        }
        String each = some + ": each was given the time of the closest earlier frame that has one";
        if (beforeTime == 0) {
            return Optional.of(each);
        }
        return Optional.of(each + ", and " + (beforeTime == 1 ? "the 1 before" : "the " + beforeTime + " before")
                + " the first such frame the capture's first time, " + first);
    }
}
