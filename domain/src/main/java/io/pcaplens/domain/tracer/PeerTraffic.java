package io.pcaplens.domain.tracer;

import java.util.Objects;

/**
 * The traffic between the traced host and one peer in one conversation (or already summed over several): the
 * packets each way and the conversation the star graph jumps to when the peer is chosen.
 *
 * @param ip              the peer's node identifier
 * @param packetsFromHost packets host → peer
 * @param packetsToHost   packets peer → host
 * @param conversationId  the conversation to trace when this peer is chosen
 * @param port            the peer's port, when the traffic is summed per port of one peer; else null
 */
public record PeerTraffic(String ip, long packetsFromHost, long packetsToHost, long conversationId, Integer port) {

    /** Traffic summed per peer address. */
    public PeerTraffic(String ip, long packetsFromHost, long packetsToHost, long conversationId) {
        this(ip, packetsFromHost, packetsToHost, conversationId, null);
    }

    public PeerTraffic {
        Objects.requireNonNull(ip, "ip");
        if (packetsFromHost < 0 || packetsToHost < 0) {
            throw new IllegalArgumentException("negative packet count for " + ip);
        }
    }

    public long packetCount() {
        return packetsFromHost + packetsToHost;
    }

    /** The same traffic jumping to another conversation. */
    public PeerTraffic jumpingTo(long otherConversationId) {
        return new PeerTraffic(ip, packetsFromHost, packetsToHost, otherConversationId, port);
    }
}
