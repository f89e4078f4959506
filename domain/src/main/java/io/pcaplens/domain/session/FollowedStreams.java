package io.pcaplens.domain.session;

import java.util.List;

/**
 * What a stream-follow pass returned: each stream with its two endpoints ("ip:port", IPv6 in brackets)
 * and the payload segments in the order they were sent, each from endpoint 0 or 1, and where bytes are
 * missing because the capture did not hold them.
 *
 * @param truncated true when payload was left out because the byte limit was reached
 */
public record FollowedStreams(List<Stream> streams, List<Segment> segments, List<Gap> gaps, boolean truncated) {

    public FollowedStreams(List<Stream> streams, List<Segment> segments, boolean truncated) {
        this(streams, segments, List.of(), truncated);
    }

    /**
     * Bytes a node sent that the capture lacks.
     *
     * @param position how many of the node's captured bytes come before the missing ones
     */
    public record Gap(int stream, int node, long position, long size) {
    }

    public record Stream(int index, String node0, String node1) {
    }

    /**
     * @param node  0 or 1: which endpoint of the stream sent the bytes
     * @param frame the frame the bytes came from, numbered as in the followed capture
     */
    public record Segment(int stream, int node, byte[] data, long frame) {
    }

    /** The same streams with every segment's frame renumbered, e.g. from a small capture's to the original's. */
    public FollowedStreams renumbered(java.util.function.LongUnaryOperator frameOf) {
        return new FollowedStreams(streams, segments.stream()
                .map(s -> new Segment(s.stream(), s.node(), s.data(), frameOf.applyAsLong(s.frame()))).toList(),
                gaps, truncated);
    }
}
