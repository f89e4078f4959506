package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.rest.conversation.ConversationBody.AlertBody;
import io.pcaplens.rest.conversation.ConversationBody.DnsBody;
import io.pcaplens.rest.conversation.ConversationBody.LoginBody;
import io.pcaplens.rest.conversation.ConversationBody.NameBody;
import io.pcaplens.rest.conversation.ConversationBody.RuleBody;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * A conversation of any capture (docs/hunt.md, "Across captures"): a capture's conversation as
 * {@link ConversationBody} writes it, field for field, and the name of its file. The cross-capture list, a
 * network's conversations and a saved query's run answer these rows.
 *
 * <p>The property order is the one these rows have always had on the wire: the conversation's fields as JSON-B
 * orders them (lexicographically), then {@code fileName}.
 */
@JsonbPropertyOrder({"alpn", "appName", "category", "certNotAfter", "certNotBefore", "certValidAtCapture",
        "communityId", "customRules", "dissectorProtocol", "dns", "dpiConfidence", "dstBytes", "dstDeviceType", "dstGeo",
        "dstIp", "dstPackets", "dstPort", "durationMs", "endTime", "extractedFileCount", "fileId", "fileTypes",
        "flowRisks", "hostname", "httpUserAgents", "id", "idsAlertDetails", "idsAlerts", "ja3Client", "ja3Server",
        "ja4Client", "key", "logins", "names", "packetCount", "protocol", "srcBytes", "srcDeviceType", "srcGeo", "srcIp",
        "srcPackets", "srcPort", "startTime", "tlsIssuer", "tlsSubject", "totalBytes", "transport", "wiresharkFilter",
        "fileName"})
public record FiledConversationBody(
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
        @Schema(description = ConversationBody.CERT_VALID_AT_CAPTURE)
        Boolean certValidAtCapture,
        @Schema(description = ConversationBody.NAMES)
        List<NameBody> names,
        @Schema(description = ConversationBody.LOGINS)
        List<LoginBody> logins,
        @Schema(description = ConversationBody.DNS)
        DnsBody dns,
        @Schema(description = "The name of the capture file the conversation is in, as uploaded")
        String fileName) {

    public static FiledConversationBody from(FiledConversation c) {
        return of(ConversationBody.from(c.row()), c.fileName());
    }

    /** The conversation's fields as a capture's list writes them, and its file's name. */
    static FiledConversationBody of(ConversationBody b, String fileName) {
        return new FiledConversationBody(b.id(), b.fileId(), b.key(), b.srcIp(), b.srcPort(), b.dstIp(), b.dstPort(),
                b.protocol(), b.transport(), b.dissectorProtocol(),
                b.packetCount(), b.totalBytes(), b.srcPackets(), b.srcBytes(), b.dstPackets(), b.dstBytes(),
                b.startTime(), b.endTime(), b.durationMs(),
                b.fileTypes(), b.httpUserAgents(),
                b.appName(), b.category(), b.dpiConfidence(), b.flowRisks(),
                b.hostname(), b.ja3Client(), b.ja3Server(), b.ja4Client(), b.alpn(), b.tlsIssuer(), b.tlsSubject(),
                b.certNotBefore(), b.certNotAfter(),
                b.idsAlerts(), b.idsAlertDetails(), b.customRules(),
                b.srcGeo(), b.dstGeo(), b.srcDeviceType(), b.dstDeviceType(),
                b.extractedFileCount(), b.communityId(), b.wiresharkFilter(), b.certValidAtCapture(), b.names(),
                b.logins(), b.dns(), fileName);
    }
}
