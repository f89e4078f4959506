package io.pcaplens.domain.session;

import java.util.List;

/**
 * What a stream-follow pass returned: each stream with its two endpoints ("ip:port", IPv6 in brackets)
 * and the payload segments in the order they were sent, each from endpoint 0 or 1.
 *
 * @param truncated true when payload was left out because the byte limit was reached
 */
public record FollowedStreams(List<Stream> streams, List<Segment> segments, boolean truncated) {

    public record Stream(int index, String node0, String node1) {
    }

    /** @param node 0 or 1: which endpoint of the stream sent the bytes */
    public record Segment(int stream, int node, byte[] data) {
    }
}
