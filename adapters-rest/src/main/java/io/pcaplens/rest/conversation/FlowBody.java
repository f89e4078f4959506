package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.WiresharkFilter;

import java.util.List;

/**
 * A transport flow of the API (api.md, Overview and flows): the conversation's field names where a flow has the
 * same fact, src being the initiator, plus the Protocol labels it went through and the ids of its rows. The
 * shared parts' fields are flattened by their own types ({@link RowParts}).
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

    public static FlowBody from(Flow f) {
        return from(FlowParts.of(f));
    }

    /** Each part's fields where the API places them. */
    static FlowBody from(FlowParts p) {
        Flow f = p.flow();
        EndpointFields e = p.endpoints();
        TrafficFields t = p.traffic();
        ContentFields c = p.content();
        DpiFields d = p.dpi();
        TlsFields s = p.tls();
        HostFields h = p.hosts();
        return new FlowBody(f.id(), f.captureId().value(), f.key(), e.communityId(), e.transport(), e.srcIp(),
                e.srcPort(), e.dstIp(), e.dstPort(), p.initiator(), f.legs().get(0).protocol(),
                f.legs().stream().map(l -> new LabelBody(l.protocol(), l.packets(), l.conversationId().value())).toList(),
                f.legs().stream().map(l -> l.conversationId().value()).toList(),
                c.dissectorProtocol(),
                t.packetCount(), t.totalBytes(), t.srcPackets(), t.srcBytes(), t.dstPackets(), t.dstBytes(),
                t.startTime(), t.endTime(), t.durationMs(),
                c.fileTypes(), c.httpUserAgents(),
                d.appName(), d.category(), d.dpiConfidence(), d.flowRisks(),
                s.hostname(), s.ja3Client(), s.ja3Server(), s.ja4Client(), s.alpn(), s.tlsIssuer(), s.tlsSubject(),
                s.certNotBefore(), s.certNotAfter(),
                p.ids().idsAlerts(), p.ids().idsAlertDetails(), p.rules().customRules(),
                h.srcGeo(), h.dstGeo(), h.srcDeviceType(), h.dstDeviceType(),
                f.extractedFileCount(),
                WiresharkFilter.ofFlow(f.transport(), f.srcIp(), f.srcPort(), f.dstIp(), f.dstPort()));
    }
}
