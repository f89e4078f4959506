package io.pcaplens.domain.tracer;

import java.util.HexFormat;
import java.util.Locale;
import java.util.Objects;

/**
 * One packet of a conversation as the tracer replays it (spec 10.6, api.md Tracer): its 1-based place in the
 * conversation, the frame it came from, its direction, protocol label, on-wire size, the dissector's Info
 * summary (null when there is none), the capture timestamp in epoch nanoseconds and the stored payload
 * (spec 2.6: at most the first 64 payload bytes as lowercase hex; empty when the packet carried none).
 */
public record TraceStep(int index, long frameNumber, StepDirection direction, String protocol, int size,
                        String info, long timestamp, String payloadHex) {

    private static final HexFormat HEX = HexFormat.of();

    public TraceStep {
        if (index < 1) {
            throw new IllegalArgumentException("step index is 1-based: " + index);
        }
        if (size < 0) {
            throw new IllegalArgumentException("negative frame size: " + size);
        }
        Objects.requireNonNull(direction, "direction");
        protocol = protocol == null ? "" : protocol;
        info = info == null || info.isBlank() ? null : info;
        payloadHex = payloadHex == null ? "" : payloadHex.toLowerCase(Locale.ROOT);
        if (payloadHex.length() % 2 != 0 || !payloadHex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw new IllegalArgumentException("payload is not hex: " + payloadHex);
        }
    }

    /**
     * A step whose direction follows from where the packet came from (spec 10.6 item 4).
     *
     * @param packetSrc         the packet's source node identifier
     * @param conversationSrcIp the conversation's stored srcIp
     */
    public static TraceStep of(int index, long frameNumber, String packetSrc, String conversationSrcIp,
                               String protocol, int size, String info, long timestamp, String payloadHex) {
        return new TraceStep(index, frameNumber, StepDirection.of(packetSrc, conversationSrcIp), protocol, size,
                info, timestamp, payloadHex);
    }

    /** The stored payload bytes. */
    public byte[] payload() {
        return HEX.parseHex(payloadHex);
    }
}
