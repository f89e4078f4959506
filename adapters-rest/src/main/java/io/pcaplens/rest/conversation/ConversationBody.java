package io.pcaplens.rest.conversation;

import io.pcaplens.rest.Timestamps;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.WiresharkFilter;
import io.pcaplens.domain.flow.FlowFacts;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.flow.IdsAlert;

import java.util.List;

/**
 * A conversation of the API (api.md, Conversations): one flat object, whatever parts the stored conversation
 * is made of; absent fields are unknown. Each part is mapped where it is read below.
 */
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
        List<AlertBody> idsAlertDetails,
        List<RuleBody> customRules,
        Geo srcGeo,
        Geo dstGeo,
        String srcDeviceType,
        String dstDeviceType,
        int extractedFileCount,
        String communityId,
        String wiresharkFilter,
        @Schema(description = "Whether the server's certificate was valid when the conversation was captured"
                + " (certNotBefore <= startTime <= certNotAfter); absent without both dates. Expired at viewing"
                + " time is certNotAfter before now.")
        Boolean certValidAtCapture,
        @Schema(description = "Every name seen in the conversation's transport flow, with where it was read:"
                + " DNS (a DNS question), HTTP_HOST, TLS_SNI, CERT_SAN (a DNS name of a certificate the server"
                + " sent) or CERT_SUBJECT (the common name of the server certificate's subject, from DPI). The ip"
                + " filter matches them as it matches hostname.")
        List<NameBody> names) {

    /** A name seen in the flow and where it was read. */
    public record NameBody(String name, String source) {
    }

    /** A custom rule that fired, with its severity in lowercase. */
    public record RuleBody(String name, String severity) {
    }

    /** One IDS alert: the rule's name, id and severity (1 highest). */
    public record AlertBody(String signature, long sid, int severity) {
    }

    /** What a row without DPI facts shows: no application, no TLS metadata, no risk. */
    private static final FlowFacts NO_FLOW = new FlowFacts(null, null, null, null, List.of(), null, null, null, null,
            null, null, null);

    public static ConversationBody from(ConversationRow r) {
        Identity e = r.identity();
        Traffic t = r.traffic();
        Labels l = r.labels();
        FlowFacts f = r.flow() == null ? NO_FLOW : r.flow();
        List<IdsAlert> alerts = r.idsAlerts();
        List<RuleMatch> rules = r.customRules();
        return new ConversationBody(r.id().value(), r.captureId().value(),
                e.key().value(), e.srcIp(), e.srcPort(), e.dstIp(), e.dstPort(), l.protocol(), e.transport().name(),
                l.dissectorProtocol(),
                t.packetCount(), t.totalBytes(), t.fromSrc().packets(), t.fromSrc().bytes(), t.fromDst().packets(),
                t.fromDst().bytes(), Timestamps.ofNanos(t.startNanos()), Timestamps.ofNanos(t.endNanos()),
                t.durationMillis(),
                l.fileTypes(), l.httpUserAgents(),
                f.appName(), f.category(), f.confidence(), f.risks(), f.hostname(), f.ja3Client(), f.ja3Server(),
                f.ja4Client(), f.alpn(), f.tlsIssuer(), f.tlsSubject(), Timestamps.ofUtcText(f.certNotBefore()),
                Timestamps.ofUtcText(f.certNotAfter()),
                alerts == null ? null : alerts.stream().map(IdsAlert::signature).distinct().toList(),
                alerts == null ? null
                        : alerts.stream().map(a -> new AlertBody(a.signature(), a.signatureId(), a.severity())).toList(),
                rules == null ? null : rules.stream().map(m -> new RuleBody(m.name(), m.severity().apiName())).toList(),
                r.srcHost().geo(), r.dstHost().geo(), deviceType(r.srcHost()), deviceType(r.dstHost()),
                r.extractedFileCount(), e.communityId() == null ? null : e.communityId().value(),
                WiresharkFilter.ofRow(r),
                io.pcaplens.domain.flow.CertificateValidity.atCapture(f.certNotBefore(), f.certNotAfter(),
                        t.startNanos()),
                l.names().stream().map(n -> new NameBody(n.name(), n.source().name())).toList());
    }

    private static String deviceType(HostFacts host) {
        return host.deviceType() == null ? null : host.deviceType().label();
    }
}
