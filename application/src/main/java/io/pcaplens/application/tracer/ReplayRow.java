package io.pcaplens.application.tracer;

/**
 * One conversation row whose packets a replay shows.
 *
 * @param protocol    the row's protocol label
 * @param packetCount its packets
 */
public record ReplayRow(long conversationId, String protocol, long packetCount) {
}
