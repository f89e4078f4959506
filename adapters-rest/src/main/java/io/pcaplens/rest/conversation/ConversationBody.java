package io.pcaplens.rest.conversation;

import io.pcaplens.rest.Timestamps;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.host.Geo;

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
        List<String> httpUserAgents,
        String appName,
        String category,
        String dpiConfidence,
        List<String> flowRisks,
        String hostname,
        String ja3Client,
        String ja3Server,
        String tlsIssuer,
        String tlsSubject,
        String certNotBefore,
        String certNotAfter,
        List<String> idsAlerts,
        List<AlertBody> idsAlertDetails,
        List<RuleBody> customRules,
        Geo srcGeo,
        Geo dstGeo,
        String srcDeviceType,
        String dstDeviceType,
        int extractedFileCount) {

    /** A custom rule that fired, with its severity in lowercase. */
    public record RuleBody(String name, String severity) {
    }

    /** One IDS alert: the rule's name, id and severity (1 highest). */
    public record AlertBody(String signature, long sid, int severity) {
    }

    public static ConversationBody from(ConversationRow r) {
        FlowFacts f = r.flow();
        return new ConversationBody(r.id(), r.captureId(), r.key(), r.srcIp(), r.srcPort(), r.dstIp(), r.dstPort(),
                r.protocol(), r.transport(), r.dissectorProtocol(), r.packetCount(), r.totalBytes(),
                Timestamps.ofNanos(r.startNanos()), Timestamps.ofNanos(r.endNanos()), r.durationMillis(),
                r.fileTypes(), r.httpUserAgents(),
                f == null ? null : f.appName(), f == null ? null : f.category(), f == null ? null : f.confidence(),
                f == null ? List.of() : f.risks(), f == null ? null : f.hostname(), f == null ? null : f.ja3Client(),
                f == null ? null : f.ja3Server(), f == null ? null : f.tlsIssuer(), f == null ? null : f.tlsSubject(),
                f == null ? null : Timestamps.ofUtcText(f.certNotBefore()),
                f == null ? null : Timestamps.ofUtcText(f.certNotAfter()),
                r.idsAlerts() == null ? null : r.idsAlerts().stream().map(a -> a.signature()).distinct().toList(),
                r.idsAlerts() == null ? null
                        : r.idsAlerts().stream().map(a -> new AlertBody(a.signature(), a.signatureId(), a.severity())).toList(),
                r.customRules() == null ? null
                        : r.customRules().stream().map(m -> new RuleBody(m.name(), m.severity().apiName())).toList(),
                r.srcGeo(), r.dstGeo(), r.srcDeviceType(), r.dstDeviceType(), r.extractedFileCount());
    }
}
