package io.pcaplens.domain.conversation;

import java.util.List;

/**
 * A finished conversation as it is stored and served: one row of the conversation list (spec 2.2).
 * Optional values are null when unknown: ports for packets without TCP/UDP, the dissector protocol when
 * no packet had a meaningful label.
 */
public record ConversationRow(
        long id,
        String captureId,
        String key,
        String srcIp,
        Integer srcPort,
        String dstIp,
        Integer dstPort,
        String protocol,
        String transport,
        String dissectorProtocol,
        long packetCount,
        long totalBytes,
        long startNanos,
        long endNanos,
        long firstFrame,
        List<String> fileTypes,
        List<String> httpUserAgents) {

    public long durationMillis() {
        return Math.max(0, (endNanos - startNanos) / 1_000_000);
    }
}
