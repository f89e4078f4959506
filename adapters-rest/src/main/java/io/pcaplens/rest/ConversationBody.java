package io.pcaplens.rest;

import io.pcaplens.domain.conversation.ConversationRow;

import java.util.List;

/** A conversation of the API (api.md, Conversations); absent fields are unknown. */
public record ConversationBody(
        long id,
        String fileId,
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
        String startTime,
        String endTime,
        long durationMs,
        List<String> fileTypes,
        List<String> httpUserAgents) {

    static ConversationBody from(ConversationRow r) {
        return new ConversationBody(r.id(), r.captureId(), r.key(), r.srcIp(), r.srcPort(), r.dstIp(), r.dstPort(),
                r.protocol(), r.transport(), r.dissectorProtocol(), r.packetCount(), r.totalBytes(),
                Timestamps.ofNanos(r.startNanos()), Timestamps.ofNanos(r.endNanos()), r.durationMillis(),
                r.fileTypes(), r.httpUserAgents());
    }
}
