package io.pcaplens.domain.host;

/**
 * What one host sent and received over a capture, summed over its conversations: a conversation's source sent its
 * {@code fromSrc} and received its {@code fromDst}, the destination the other way round.
 *
 * @param peers         the distinct other endpoints it exchanged traffic with
 * @param conversations the conversation rows it is an endpoint of
 * @param firstNanos    the start of its earliest conversation, epoch nanoseconds
 * @param lastNanos     the end of its latest conversation
 */
public record HostTraffic(long packetsSent, long bytesSent, long packetsReceived, long bytesReceived, int peers,
                          int conversations, long firstNanos, long lastNanos) {

    public long packets() {
        return packetsSent + packetsReceived;
    }

    public long bytes() {
        return bytesSent + bytesReceived;
    }
}
