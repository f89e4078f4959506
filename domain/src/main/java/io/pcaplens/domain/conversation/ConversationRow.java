package io.pcaplens.domain.conversation;

import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.IdsAlert;

import java.util.List;

/**
 * A finished conversation as it is stored and served: one row of the conversation list (spec 2.2).
 * Optional values are null when unknown: ports for packets without TCP/UDP, the dissector protocol when
 * no packet had a meaningful label, the flow's DPI facts when DPI did not run or did not see the flow, the
 * IDS alerts when intrusion detection was not enabled for the file.
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
        List<String> httpUserAgents,
        FlowFacts flow,
        List<IdsAlert> idsAlerts) {

    /** The row with its flow's DPI facts attached. */
    public ConversationRow withFlow(FlowFacts facts) {
        return new ConversationRow(id, captureId, key, srcIp, srcPort, dstIp, dstPort, protocol, transport,
                dissectorProtocol, packetCount, totalBytes, startNanos, endNanos, firstFrame, fileTypes, httpUserAgents,
                facts, idsAlerts);
    }

    /** The row with its flow's IDS alerts; an empty list means IDS ran and raised none. */
    public ConversationRow withIdsAlerts(List<IdsAlert> alerts) {
        return new ConversationRow(id, captureId, key, srcIp, srcPort, dstIp, dstPort, protocol, transport,
                dissectorProtocol, packetCount, totalBytes, startNanos, endNanos, firstFrame, fileTypes, httpUserAgents,
                flow, alerts);
    }

    /** The transport flow this row is part of. */
    public FlowKey flowKey() {
        return FlowKey.of(transport, srcIp, srcPort == null ? 0 : srcPort, dstIp, dstPort == null ? 0 : dstPort);
    }

    public long durationMillis() {
        return Math.max(0, (endNanos - startNanos) / 1_000_000);
    }
}
