package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.CertificateSubject;
import io.pcaplens.domain.flow.CertificateValidity;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.packet.SeenName;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * TLS anomalies in the row's TLS part: a server certificate expired when the flow started (what
 * {@code tls.expired} selects) or not valid yet, a self-signed one (its issuer is its subject), one whose names do
 * not cover the server name the client asked for, TLS without a server name (no SNI), SSL or TLS older than 1.2,
 * and a client fingerprint (JA3) seen once in the capture at a destination others often reach. One finding per
 * kind and server (address and port); for the fingerprint, per fingerprint.
 */
public final class TlsAnomalyDetector implements Detector {

    /** nDPI's risk for a handshake that settled on TLS 1.1 or older ({@code FlowRisk}'s form of its name). */
    static final String OBSOLETE_RISK = "obsolete_tls_version_1_1_or_older";

    /** JA4's version part (the client's highest version) of the versions before TLS 1.2, oldest first. */
    private static final List<String> OLD_JA4 = List.of("s2", "s3", "10", "11");
    private static final List<String> OLD_NAMES = List.of("SSL 2.0", "SSL 3.0", "TLS 1.0", "TLS 1.1");

    private final TlsThresholds thresholds;
    private final Map<Server, Evidence> found = new LinkedHashMap<>();
    private final Map<Server, Old> old = new LinkedHashMap<>();
    private final RareFingerprints rare;

    public TlsAnomalyDetector(TlsThresholds thresholds) {
        this.thresholds = thresholds;
        this.rare = new RareFingerprints(thresholds.minDestinationConversations());
    }

    /**
     * @param certificate what names the certificate: its subject, or for a name mismatch the names it gives
     * @param detail      what else tells findings of one server apart: the issuer, the notBefore, the server name
     *                    asked for
     */
    private record Server(FindingKind kind, String dst, Integer port, String certificate, String detail) {
    }

    /** The oldest version seen at one server, as an index into {@link #OLD_NAMES}; -1 while only DPI's risk told. */
    private static final class Old {
        final Evidence evidence = new Evidence();
        int oldest = -1;
    }

    @Override
    public String name() {
        return "tls";
    }

    @Override
    public int version() {
        return 2;
    }

    @Override
    public Map<String, String> parameters() {
        return thresholds.parameters();
    }

    @Override
    public void accept(ConversationRow row) {
        TlsFacts tls = row.flow() == null ? TlsFacts.NONE : row.flow().tls();
        String dst = row.identity().dstIp();
        Integer port = row.identity().dstPort();
        long start = row.traffic().startNanos();
        if (Boolean.TRUE.equals(CertificateValidity.expiredAt(tls.certNotAfter(), start))) {
            add(new Server(FindingKind.TLS_EXPIRED_CERTIFICATE, dst, port, tls.tlsSubject(), null), row);
        }
        if (Boolean.TRUE.equals(CertificateValidity.notYetValidAt(tls.certNotBefore(), start))) {
            add(new Server(FindingKind.TLS_NOT_YET_VALID, dst, port, tls.tlsSubject(), tls.certNotBefore()), row);
        }
        if (selfSigned(tls)) {
            add(new Server(FindingKind.TLS_SELF_SIGNED, dst, port, tls.tlsSubject(), tls.tlsIssuer()), row);
        }
        if (isTls(row, tls) && tls.hostname() == null) {
            add(new Server(FindingKind.TLS_NO_SNI, dst, port, null, null), row);
        }
        acceptNames(row, tls, dst, port);
        acceptVersion(row, tls, dst, port);
        if (tls.ja3Client() != null) {
            rare.accept(row, tls.ja3Client(), tls.hostname());
        }
    }

    /** The issuer names the subject: the same attributes, as DPI may write one name twice over. */
    private static boolean selfSigned(TlsFacts tls) {
        if (tls.tlsIssuer() == null || tls.tlsIssuer().isBlank()) {
            return false;
        }
        Set<String> issuer = CertificateSubject.attributes(tls.tlsIssuer());
        return issuer.isEmpty() ? tls.tlsIssuer().equals(tls.tlsSubject())
                : issuer.equals(CertificateSubject.attributes(tls.tlsSubject()));
    }

    /** A client hello was seen (its JA3 or JA4) or the dissector named the flow TLS. */
    private static boolean isTls(ConversationRow row, TlsFacts tls) {
        return tls.ja3Client() != null || tls.ja4Client() != null
                || "tls".equalsIgnoreCase(row.labels().dissectorProtocol());
    }

    /**
     * Judged only where the certificate's DNS names (subject alternative names) were read in the handshake: they
     * are the names a client checks, and a subject's common name alone often names one of many hosts the
     * certificate serves. The common name still counts as covering.
     */
    private void acceptNames(ConversationRow row, TlsFacts tls, String dst, Integer port) {
        if (tls.hostname() == null || !ServerNameMatch.judgeable(tls.hostname())) {
            return;
        }
        Set<String> names = new LinkedHashSet<>();
        for (SeenName n : row.labels().names()) {
            if (n.source() == SeenName.Source.CERT_SAN) {
                names.add(n.name());
            }
        }
        if (names.isEmpty()) {
            return;
        }
        CertificateSubject.commonName(tls.tlsSubject()).ifPresent(names::add);
        if (!ServerNameMatch.covers(names, tls.hostname())) {
            add(new Server(FindingKind.TLS_NAME_MISMATCH, dst, port, String.join(", ", names), tls.hostname()), row);
        }
    }

    /** The client offered nothing newer than TLS 1.1 (JA4's version part), or DPI saw the handshake settle there. */
    private void acceptVersion(ConversationRow row, TlsFacts tls, String dst, Integer port) {
        String ja4 = tls.ja4Client();
        int offered = ja4 != null && ja4.length() >= 3 && ja4.charAt(0) == 't'
                ? OLD_JA4.indexOf(ja4.substring(1, 3)) : -1;
        DpiFacts dpi = row.flow() == null ? DpiFacts.NONE : row.flow().dpi();
        if (offered < 0 && !dpi.risks().contains(OBSOLETE_RISK)) {
            return;
        }
        Old o = old.computeIfAbsent(new Server(FindingKind.TLS_OLD_VERSION, dst, port, null, null), k -> new Old());
        o.evidence.add(row);
        if (offered >= 0) {
            o.oldest = o.oldest < 0 ? offered : Math.min(o.oldest, offered);
        }
    }

    private void add(Server server, ConversationRow row) {
        found.computeIfAbsent(server, k -> new Evidence()).add(row);
    }

    @Override
    public List<Detection> detections() {
        List<Detection> detections = new ArrayList<>();
        found.forEach((s, e) -> detections.add(detection(s, e)));
        old.forEach((s, o) -> detections.add(oldVersion(s, o)));
        rare.forEachRare((ja3, d, others, e) -> detections.add(rareJa3(ja3, d, others, e)));
        return detections;
    }

    private static String server(Server s) {
        return s.dst() + (s.port() == null ? "" : ":" + s.port());
    }

    private static Detection detection(Server s, Evidence e) {
        String server = server(s);
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
        } else if (s.kind() == FindingKind.TLS_NOT_YET_VALID) {
            q.text("tls.not_before", s.detail());
            severity = FindingSeverity.MEDIUM;
            title = server + " presented a certificate not valid yet";
            explanation = server + " presented a certificate" + certificate + " valid only from " + s.detail()
                    + " UTC, after the connection started, in " + e.rows() + " conversation(s). Either the"
                    + " certificate was made on the spot (as interception does) or a clock is wrong.";
        } else if (s.kind() == FindingKind.TLS_SELF_SIGNED) {
            q.text("tls.issuer", s.detail());
            severity = FindingSeverity.MEDIUM;
            title = server + " presented a self-signed certificate";
            explanation = server + " presented a certificate" + certificate + " issued by its own subject, in "
                    + e.rows() + " conversation(s): no authority vouches for it, as is usual for test servers,"
                    + " appliances and interception.";
        } else if (s.kind() == FindingKind.TLS_NAME_MISMATCH) {
            q.text("sni", s.detail());
            severity = FindingSeverity.MEDIUM;
            title = server + " answered " + s.detail() + " with a certificate for other names";
            explanation = "The client asked " + server + " for " + s.detail() + " and got a certificate naming "
                    + s.certificate() + ", which does not cover it, in " + e.rows() + " conversation(s). A client"
                    + " that goes on talks to a server that did not prove to be the one it asked for: a"
                    + " misconfiguration, a default certificate, or interception.";
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

    private static Detection oldVersion(Server s, Old o) {
        String server = server(s);
        String how = o.oldest < 0 ? "DPI saw the handshake settle on TLS 1.1 or older"
                : "the client's hello offered at most " + OLD_NAMES.get(o.oldest);
        String q = HuntExpression.of().destination(s.dst()).destinationPort(s.port())
                .flag("(risk == \"" + OBSOLETE_RISK + "\" || ja4 matches \"^t(s2|s3|10|11)\")").toString();
        String title = server + " spoke TLS older than 1.2";
        String explanation = o.evidence.rows() + " conversation(s) to " + server + " used a version before TLS 1.2: "
                + how + ". These versions are deprecated (RFC 8996) and SSL is broken: an old client, an old"
                + " server, or a downgrade.";
        FindingSeverity severity = o.oldest >= 0 && o.oldest <= 1 ? FindingSeverity.MEDIUM : FindingSeverity.LOW;
        return new Detection(FindingKind.TLS_OLD_VERSION, severity, title, explanation, o.evidence.hosts(),
                o.evidence.rows(), o.evidence.ids(), q);
    }

    private static Detection rareJa3(String ja3, RareFingerprints.Destination d, long others, Evidence e) {
        String destination = d.name() + (d.port() == null ? "" : ":" + d.port());
        String title = "A client fingerprint seen once, at " + destination;
        String explanation = "One connection to " + destination + " came from a client with the JA3 fingerprint "
                + ja3 + ", seen nowhere else in the capture, while " + others + " connection(s) there came from"
                + " clients with other fingerprints. A client unlike a destination's usual ones may be a tool or"
                + " malware speaking for a host.";
        String q = HuntExpression.of().destination(d.address()).destinationPort(d.port()).text("ja3", ja3)
                .toString();
        return new Detection(FindingKind.TLS_RARE_JA3, FindingSeverity.LOW, title, explanation, e.hosts(), others,
                e.ids(), q);
    }
}
