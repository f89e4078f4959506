package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.CaptureTime;

import java.time.Instant;

/**
 * A stretch of capture time the explorer is narrowed to (api.md, time-window filter): a conversation is in
 * it when it was active at some moment of it, that is when it started no later than the window's end and ended
 * no earlier than its start. Both ends are inclusive and either may be open.
 *
 * @param fromNanos the window's start in epoch nanoseconds, null when open
 * @param toNanos   the window's end in epoch nanoseconds, null when open
 */
public record TimeWindow(Long fromNanos, Long toNanos) {

    /** No window: all of the capture. */
    public static final TimeWindow ALL = new TimeWindow(null, null);

    public TimeWindow {
        if (fromNanos != null && toNanos != null && fromNanos > toNanos) {
            throw new IllegalArgumentException("the window's start lies after its end");
        }
    }

    /** The window between two instants, either null for an open end. */
    public static TimeWindow between(Instant from, Instant to) {
        return new TimeWindow(from == null ? null : CaptureTime.epochNanos(from),
                to == null ? null : CaptureTime.epochNanos(to));
    }

    public boolean isAll() {
        return fromNanos == null && toNanos == null;
    }

    /** Whether a conversation from {@code startNanos} to {@code endNanos} was active in the window. */
    public boolean overlaps(long startNanos, long endNanos) {
        return (toNanos == null || startNanos <= toNanos) && (fromNanos == null || endNanos >= fromNanos);
    }
}
