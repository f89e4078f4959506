package io.pcaplens.rest.conversation;

import io.pcaplens.rest.Timestamps;

import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.WiresharkFilter;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;

import java.util.List;

/**
 * A transport flow of the API (api.md, Overview and flows): the conversation's field names where a flow has the
 * same fact, src being the initiator, plus the Protocol labels it went through and the ids of its rows.
 *
 * @param id        the smallest id of the flow's conversation rows
 * @param key       transport and both "ip port" endpoints in text order, the rows' common flow key
 * @param initiator how the src side was told: {@code SYN} (it sent the first SYN) or {@code FIRST_PACKET}
 * @param protocol  the first row's Protocol label
 * @param labels    each row: its label, packets and id, in the order they began
 */
public record FlowBody(
        long id,
        String fileId,
        String key,
        String communityId,
        String transport,
        String srcIp,
        Integer srcPort,
        String dstIp,
        Integer dstPort,
        String initiator,
        String protocol,
        List<LabelBody> labels,
        List<Long> conversationIds,
        String dissectorProtocol,
        long packetCount,
        long totalBytes,
        long srcPackets,
        long srcBytes,
        long dstPackets,
        long dstBytes,
        String startTime,
        String endTime,
        long durationMs,
        List<String> fileTypes,
        List<String> httpUserAgents,
        String appName,
        String category,
        String dpiConfidence,
        List<String> flowRisks,
        String hostname,
        String ja3Client,
        String ja3Server,
        String ja4Client,
        List<String> alpn,
        String tlsIssuer,
        String tlsSubject,
        String certNotBefore,
        String certNotAfter,
        List<String> idsAlerts,
        List<ConversationBody.AlertBody> idsAlertDetails,
        List<ConversationBody.RuleBody> customRules,
        Geo srcGeo,
        Geo dstGeo,
        String srcDeviceType,
        String dstDeviceType,
        int extractedFileCount,
        String wiresharkFilter) {

    /** One conversation row of the flow. */
    public record LabelBody(String protocol, long packets, long conversationId) {
    }

    private static final FlowFacts NO_FACTS = new FlowFacts(null, null, null, null, List.of(), null, null, null, null,
            null, null, null);

    public static FlowBody from(Flow f) {
        Traffic t = f.traffic();
        FlowFacts d = f.facts() == null ? NO_FACTS : f.facts();
        List<IdsAlert> alerts = f.idsAlerts();
        List<RuleMatch> rules = f.customRules();
        return new FlowBody(f.id(), f.captureId().value(), f.key(),
                f.communityId() == null ? null : f.communityId().value(), f.transport().name(), f.srcIp(), f.srcPort(),
                f.dstIp(), f.dstPort(), f.openedBySyn() ? "SYN" : "FIRST_PACKET", f.legs().get(0).protocol(),
                f.legs().stream().map(l -> new LabelBody(l.protocol(), l.packets(), l.conversationId().value())).toList(),
                f.legs().stream().map(l -> l.conversationId().value()).toList(),
                f.dissectorProtocol(), t.packetCount(), t.totalBytes(), t.fromSrc().packets(), t.fromSrc().bytes(),
                t.fromDst().packets(), t.fromDst().bytes(), Timestamps.ofNanos(t.startNanos()),
                Timestamps.ofNanos(t.endNanos()), t.durationMillis(), f.fileTypes(), f.httpUserAgents(),
                d.appName(), d.category(), d.confidence(), d.risks(), d.hostname(), d.ja3Client(), d.ja3Server(),
                d.ja4Client(), d.alpn(), d.tlsIssuer(), d.tlsSubject(), Timestamps.ofUtcText(d.certNotBefore()),
                Timestamps.ofUtcText(d.certNotAfter()),
                alerts == null ? null : alerts.stream().map(IdsAlert::signature).distinct().toList(),
                alerts == null ? null : alerts.stream()
                        .map(a -> new ConversationBody.AlertBody(a.signature(), a.signatureId(), a.severity())).toList(),
                rules == null ? null
                        : rules.stream().map(m -> new ConversationBody.RuleBody(m.name(), m.severity().apiName())).toList(),
                f.srcHost().geo(), f.dstHost().geo(), deviceType(f.srcHost()), deviceType(f.dstHost()),
                f.extractedFileCount(),
                WiresharkFilter.ofFlow(f.transport(), f.srcIp(), f.srcPort(), f.dstIp(), f.dstPort()));
    }

    private static String deviceType(HostFacts host) {
        return host.deviceType() == null ? null : host.deviceType().label();
    }
}
