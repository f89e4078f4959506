package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.CertificateValidity;
import io.pcaplens.domain.flow.TlsFacts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * TLS anomalies in the row's TLS part: a server certificate expired when the flow started (what
 * {@code tls.expired} selects), a self-signed one (its issuer is its subject), and TLS without a server name
 * (no SNI). One finding per kind and server (address and port).
 */
public final class TlsAnomalyDetector implements Detector {

    private final Map<Server, Evidence> found = new LinkedHashMap<>();

    private record Server(FindingKind kind, String dst, Integer port, String certificate) {
    }

    @Override
    public String name() {
        return "tls";
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public Map<String, String> parameters() {
        return Map.of();
    }

    @Override
    public void accept(ConversationRow row) {
        TlsFacts tls = row.flow() == null ? TlsFacts.NONE : row.flow().tls();
        String dst = row.identity().dstIp();
        Integer port = row.identity().dstPort();
        if (Boolean.TRUE.equals(CertificateValidity.expiredAt(tls.certNotAfter(), row.traffic().startNanos()))) {
            add(new Server(FindingKind.TLS_EXPIRED_CERTIFICATE, dst, port, tls.tlsSubject()), row);
        }
        boolean issued = tls.tlsIssuer() != null && !tls.tlsIssuer().isBlank();
        if (issued && Objects.equals(tls.tlsIssuer(), tls.tlsSubject())) {
            add(new Server(FindingKind.TLS_SELF_SIGNED, dst, port, tls.tlsSubject()), row);
        }
        if (isTls(row, tls) && tls.hostname() == null) {
            add(new Server(FindingKind.TLS_NO_SNI, dst, port, null), row);
        }
    }

    /** A client hello was seen (its JA3 or JA4) or the dissector named the flow TLS. */
    private static boolean isTls(ConversationRow row, TlsFacts tls) {
        return tls.ja3Client() != null || tls.ja4Client() != null
                || "tls".equalsIgnoreCase(row.labels().dissectorProtocol());
    }

    private void add(Server server, ConversationRow row) {
        found.computeIfAbsent(server, k -> new Evidence()).add(row);
    }

    @Override
    public List<Detection> detections() {
        List<Detection> detections = new ArrayList<>();
        found.forEach((s, e) -> detections.add(detection(s, e)));
        return detections;
    }

    private static Detection detection(Server s, Evidence e) {
        String server = s.dst() + (s.port() == null ? "" : ":" + s.port());
        String certificate = s.certificate() == null ? "" : " (subject " + s.certificate() + ")";
        HuntExpression q = HuntExpression.of().destination(s.dst()).destinationPort(s.port());
        String title;
        String explanation;
        FindingSeverity severity;
        if (s.kind() == FindingKind.TLS_EXPIRED_CERTIFICATE) {
            q.flag("tls.expired");
            severity = FindingSeverity.MEDIUM;
            title = server + " presented an expired certificate";
            explanation = server + " presented a certificate" + certificate + " whose validity had ended before the"
                    + " connection started, in " + e.rows() + " conversation(s). Clients that accept it cannot tell"
                    + " the server from an impostor.";
        } else if (s.kind() == FindingKind.TLS_SELF_SIGNED) {
            q.text("tls.issuer", s.certificate());
            severity = FindingSeverity.MEDIUM;
            title = server + " presented a self-signed certificate";
            explanation = server + " presented a certificate" + certificate + " issued by its own subject, in "
                    + e.rows() + " conversation(s): no authority vouches for it, as is usual for test servers,"
                    + " appliances and interception.";
        } else {
            q.text("dissector", "tls").flag("!sni");
            severity = FindingSeverity.LOW;
            title = "TLS to " + server + " without a server name";
            explanation = e.rows() + " TLS conversation(s) to " + server + " gave no server name (SNI) in the client"
                    + " hello. Browsers always send one; its absence points at tools, malware or direct-to-address"
                    + " connections.";
        }
        return new Detection(s.kind(), severity, title, explanation, e.hosts(), e.rows(), e.ids(), q.toString());
    }
}
