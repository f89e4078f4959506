package io.pcaplens.domain.packet;

/**
 * Gives every frame of one slice of a capture its time, in capture order. A frame may carry no timestamp: a
 * pcapng simple packet block has none, tshark prints no {@code frame.time_epoch} for it and Wireshark an empty
 * Time column. Such a frame takes the time of the closest earlier frame that has one, so that it sorts, starts
 * and ends conversations where it lies in the capture; one that no timed frame precedes takes the capture's
 * first time; and only when no frame of the capture has a time, the epoch, 1970-01-01T00:00:00Z, which is what
 * Wireshark counts such frames as (the first timed frame after them is shown that far from them).
 */
public final class FrameClock {

    private final Long carriedNanos;
    private long lastNanos;
    private boolean timed;
    private long untimed;
    private long beforeTime;

    /**
     * @param carriedNanos the time of the capture's closest timed frame before the slice, else the capture's first
     *                     time; null when no frame of the capture has a time
     */
    public FrameClock(Long carriedNanos) {
        this.carriedNanos = carriedNanos;
        this.lastNanos = carriedNanos == null ? 0 : carriedNanos;
    }

    /** The time of the next frame, whose dissector epoch string is {@code epoch}: blank when it carries none. */
    public long next(String epoch) {
        if (PacketFields.first(epoch).isBlank()) {
            untimed++;
            if (!timed) {
                beforeTime++;
            }
            return lastNanos;
        }
        lastNanos = CaptureTime.parseEpochNanos(epoch);
        timed = true;
        return lastNanos;
    }

    /** The frames so far that carried no timestamp, and the times they were given. */
    public UntimedFrames untimed() {
        return new UntimedFrames(untimed, beforeTime, carriedNanos, timed);
    }
}
