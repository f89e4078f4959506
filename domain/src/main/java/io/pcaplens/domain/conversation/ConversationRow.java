package io.pcaplens.domain.conversation;

import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.host.Geo;
import io.pcaplens.domain.signature.RuleMatch;

import java.util.List;

/**
 * A finished conversation as it is stored and served: one row of the conversation list (spec 2.2).
 * Optional values are null when unknown: ports for packets without TCP/UDP, the dissector protocol when
 * no packet had a meaningful label, the flow's DPI facts when DPI did not run or did not see the flow, the
 * IDS alerts when intrusion detection was not enabled for the file, the custom rules before they were
 * evaluated, the geo of internal addresses, the device type of a host nobody classified.
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
        List<IdsAlert> idsAlerts,
        List<RuleMatch> customRules,
        Geo srcGeo,
        Geo dstGeo,
        String srcDeviceType,
        String dstDeviceType,
        int extractedFileCount) {

    /** A row as the dissector and the flow tools leave it, before hosts and rules are looked at. */
    public ConversationRow(long id, String captureId, String key, String srcIp, Integer srcPort, String dstIp,
                           Integer dstPort, String protocol, String transport, String dissectorProtocol,
                           long packetCount, long totalBytes, long startNanos, long endNanos, long firstFrame,
                           List<String> fileTypes, List<String> httpUserAgents, FlowFacts flow,
                           List<IdsAlert> idsAlerts) {
        this(id, captureId, key, srcIp, srcPort, dstIp, dstPort, protocol, transport, dissectorProtocol, packetCount,
                totalBytes, startNanos, endNanos, firstFrame, fileTypes, httpUserAgents, flow, idsAlerts, null, null,
                null, null, null, 0);
    }

    /** The row with its flow's DPI facts attached. */
    public ConversationRow withFlow(FlowFacts facts) {
        return new ConversationRow(id, captureId, key, srcIp, srcPort, dstIp, dstPort, protocol, transport,
                dissectorProtocol, packetCount, totalBytes, startNanos, endNanos, firstFrame, fileTypes, httpUserAgents,
                facts, idsAlerts, customRules, srcGeo, dstGeo, srcDeviceType, dstDeviceType, extractedFileCount);
    }

    /** The row with its flow's IDS alerts; an empty list means IDS ran and raised none. */
    public ConversationRow withIdsAlerts(List<IdsAlert> alerts) {
        return new ConversationRow(id, captureId, key, srcIp, srcPort, dstIp, dstPort, protocol, transport,
                dissectorProtocol, packetCount, totalBytes, startNanos, endNanos, firstFrame, fileTypes, httpUserAgents,
                flow, alerts, customRules, srcGeo, dstGeo, srcDeviceType, dstDeviceType, extractedFileCount);
    }

    /** The row with the location of its external endpoints; null for an internal one. */
    public ConversationRow withGeo(Geo src, Geo dst) {
        return new ConversationRow(id, captureId, key, srcIp, srcPort, dstIp, dstPort, protocol, transport,
                dissectorProtocol, packetCount, totalBytes, startNanos, endNanos, firstFrame, fileTypes, httpUserAgents,
                flow, idsAlerts, customRules, src, dst, srcDeviceType, dstDeviceType, extractedFileCount);
    }

    /** The row with the device types of its endpoints. */
    public ConversationRow withDeviceTypes(String src, String dst) {
        return new ConversationRow(id, captureId, key, srcIp, srcPort, dstIp, dstPort, protocol, transport,
                dissectorProtocol, packetCount, totalBytes, startNanos, endNanos, firstFrame, fileTypes, httpUserAgents,
                flow, idsAlerts, customRules, srcGeo, dstGeo, src, dst, extractedFileCount);
    }

    /** The transport flow this row is part of. */
    public FlowKey flowKey() {
        return FlowKey.of(transport, srcIp, srcPort == null ? 0 : srcPort, dstIp, dstPort == null ? 0 : dstPort);
    }

    public long durationMillis() {
        return Math.max(0, (endNanos - startNanos) / 1_000_000);
    }
}
