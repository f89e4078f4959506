package io.pcaplens.domain.tracer;

/**
 * A peer in the tracer's star graph (spec 3, "Conversation peer states"; api.md peers).
 *
 * @param ip             the peer's node identifier
 * @param responded      the peer sent at least one packet back to the host; otherwise "No response"
 * @param traced         the peer whose packets are being replayed
 * @param packetCount    packets between host and peer, both directions
 * @param conversationId the conversation to trace when this peer is chosen
 */
public record Peer(String ip, boolean responded, boolean traced, long packetCount, long conversationId) {
}
