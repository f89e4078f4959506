package io.pcaplens.domain.tracer;

/**
 * A peer in the tracer's star graph (spec 3, "Conversation peer states"; api.md peers): an address, or, in the
 * ring of a host with a single peer, one port of that peer.
 *
 * @param ip             the peer's node identifier
 * @param responded      the peer (or that port of it) sent at least one packet back to the host; otherwise
 *                       "No response"
 * @param traced         the peer whose packets are being replayed
 * @param packetCount    packets between host and peer (or that port), both directions
 * @param conversationId the conversation to trace when this peer is chosen
 * @param port           the peer's port when the ring is of one peer's ports; null in a ring of addresses
 */
public record Peer(String ip, boolean responded, boolean traced, long packetCount, long conversationId,
                   Integer port) {

    /** A peer of a ring of addresses. */
    public Peer(String ip, boolean responded, boolean traced, long packetCount, long conversationId) {
        this(ip, responded, traced, packetCount, conversationId, null);
    }
}
