package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.WiresharkFilter;
import io.pcaplens.domain.flow.CertificateValidity;
import io.pcaplens.domain.flow.TlsFacts;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * A conversation of the API (api.md, Conversations): one flat object, whatever parts the stored conversation
 * is made of; absent fields are unknown. Each part's fields are flattened by its own type ({@link RowParts}); the
 * components stay flat and in this order, as the API document and the wire show them.
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
        @Schema(description = CERT_VALID_AT_CAPTURE)
        Boolean certValidAtCapture,
        @Schema(description = NAMES)
        List<NameBody> names,
        @Schema(description = LOGINS)
        List<LoginBody> logins,
        @Schema(description = DNS)
        DnsBody dns) {

    /** The API document's word on {@code certValidAtCapture}, which a hunt row states too. */
    static final String CERT_VALID_AT_CAPTURE = "Whether the server's certificate was valid when the conversation"
            + " was captured (certNotBefore <= startTime <= certNotAfter); absent without both dates. Expired at"
            + " viewing time is certNotAfter before now.";
    /** The API document's word on {@code names}, which a hunt row states too. */
    static final String NAMES = "Every name seen in the conversation's transport flow, with where it was read:"
            + " DNS (a DNS question), HTTP_HOST, TLS_SNI, CERT_SAN (a DNS name of a certificate the server"
            + " sent) or CERT_SUBJECT (the common name of the server certificate's subject, from DPI). The ip"
            + " filter matches them as it matches hostname.";

    /** The API document's word on {@code logins}, which a hunt row states too. */
    static final String LOGINS = "The logins the conversation carried in clear (FTP, POP, IMAP, SMTP, HTTP Basic"
            + " and forms, Telnet): the protocol, the user name, the client address that sent it and how its password went"
            + " by: clear (as typed), encoded (base64) or not_seen. The password itself is never stored or shown.";

    /** The API document's word on {@code dns}, which a hunt row states too. */
    static final String DNS = "What the conversation's DNS headers said beyond names, absent when they said nothing:"
            + " nxdomain, the answers \"no such name\" (reply code 3); nxdomainNames, the distinct names those"
            + " answers were for (at most 64); queryTypes, the queries' questions by record type (A, TXT, NULL,"
            + " ANY …, or TYPE and its number).";

    /** What a conversation's DNS headers said of NXDOMAIN answers and record types. */
    public record DnsBody(int nxdomain, List<String> nxdomainNames, java.util.Map<String, Integer> queryTypes) {
    }

    /** A login seen in clear, without its password. */
    public record LoginBody(String protocol, String user, String client, String password) {
    }

    /** A name seen in the flow and where it was read. */
    public record NameBody(String name, String source) {
    }

    /** A custom rule that fired, with its severity in lowercase. */
    public record RuleBody(String name, String severity) {
    }

    /** One IDS alert: the rule's name, id and severity (1 highest). */
    public record AlertBody(String signature, long sid, int severity) {
    }

    public static ConversationBody from(ConversationRow r) {
        return from(ConversationParts.of(r));
    }

    /** Each part's fields where the API places them; the TLS facts' own text decides the validity at capture. */
    static ConversationBody from(ConversationParts p) {
        ConversationRow r = p.row();
        EndpointFields e = p.endpoints();
        TrafficFields t = p.traffic();
        ContentFields c = p.content();
        DpiFields d = p.dpi();
        TlsFields s = p.tls();
        HostFields h = p.hosts();
        TlsFacts tls = r.flow() == null ? TlsFacts.NONE : r.flow().tls();
        return new ConversationBody(r.id().value(), r.captureId().value(), r.identity().key().value(),
                e.srcIp(), e.srcPort(), e.dstIp(), e.dstPort(), r.labels().protocol(), e.transport(),
                c.dissectorProtocol(),
                t.packetCount(), t.totalBytes(), t.srcPackets(), t.srcBytes(), t.dstPackets(), t.dstBytes(),
                t.startTime(), t.endTime(), t.durationMs(),
                c.fileTypes(), c.httpUserAgents(),
                d.appName(), d.category(), d.dpiConfidence(), d.flowRisks(),
                s.hostname(), s.ja3Client(), s.ja3Server(), s.ja4Client(), s.alpn(), s.tlsIssuer(), s.tlsSubject(),
                s.certNotBefore(), s.certNotAfter(),
                p.ids().idsAlerts(), p.ids().idsAlertDetails(), p.rules().customRules(),
                h.srcGeo(), h.dstGeo(), h.srcDeviceType(), h.dstDeviceType(),
                r.extractedFileCount(), e.communityId(),
                WiresharkFilter.ofRow(r),
                CertificateValidity.atCapture(tls.certNotBefore(), tls.certNotAfter(), r.traffic().startNanos()),
                r.labels().names().stream().map(n -> new NameBody(n.name(), n.source().name())).toList(),
                r.labels().logins().stream().map(l -> new LoginBody(l.protocol(), l.user(), l.client(),
                        l.password().name().toLowerCase(java.util.Locale.ROOT))).toList(),
                r.labels().dns().isEmpty() ? null : new DnsBody(r.labels().dns().noSuchName(),
                        r.labels().dns().failedNames(), r.labels().dns().queryTypes()));
    }
}
