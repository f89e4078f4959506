package io.pcaplens.domain.conversation;

import java.util.Objects;

/**
 * When a conversation's packets went and how much each side sent (spec 2.2: packet count, byte count,
 * start and end time). Each side's volume is counted by spec 10.6 item 4's direction rule, so the
 * totals, both directions together, are the two sides' sums and never disagree with them.
 *
 * @param startNanos frame time of the first packet, nanoseconds since the epoch
 * @param endNanos   frame time of the last packet
 * @param firstFrame the capture's frame number of the first packet
 * @param fromSrc    what the srcIp side sent
 * @param fromDst    what the dstIp side sent
 */
public record Traffic(long startNanos, long endNanos, long firstFrame, Volume fromSrc, Volume fromDst) {

    public Traffic {
        Objects.requireNonNull(fromSrc, "fromSrc");
        Objects.requireNonNull(fromDst, "fromDst");
    }

    /** Spec 2.2, packet count: frames of both directions together. */
    public long packetCount() {
        return fromSrc.packets() + fromDst.packets();
    }

    /** Spec 2.2, byte count: the sum of frame.len over both directions. */
    public long totalBytes() {
        return fromSrc.bytes() + fromDst.bytes();
    }

    public long durationMillis() {
        return Math.max(0, (endNanos - startNanos) / 1_000_000);
    }
}
