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
 * and a client fingerprint seen once in the capture at a destination where another one is usual. One finding per
 * kind and server (address and port, {@link TlsServer}); for the fingerprint, per fingerprint and destination.
 */
public final class TlsAnomalyDetector implements Detector {

    /** nDPI's risk for a handshake that settled on TLS 1.1 or older ({@code FlowRisk}'s form of its name). */
    static final String OBSOLETE_RISK = "obsolete_tls_version_1_1_or_older";

    /** JA4's version part (the client's highest version) of the versions before TLS 1.2, oldest first. */
    private static final List<String> OLD_JA4 = List.of("s2", "s3", "10", "11");
    private static final List<String> OLD_NAMES = List.of("SSL 2.0", "SSL 3.0", "TLS 1.0", "TLS 1.1");

    private final TlsThresholds thresholds;
    private final Map<Key, TlsEvidence> found = new LinkedHashMap<>();
    private final Map<TlsServer, Old> old = new LinkedHashMap<>();
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
    private record Key(FindingKind kind, String address, Integer port, String certificate, String detail) {
        TlsServer server() {
            return new TlsServer(address, port, null);
        }
    }

    /** The oldest version seen at one server, as an index into {@link #OLD_NAMES}; -1 while only DPI's risk told. */
    private static final class Old {
        final TlsEvidence evidence = new TlsEvidence();
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
        TlsServer server = TlsServer.of(row);
        long start = row.traffic().startNanos();
        if (Boolean.TRUE.equals(CertificateValidity.expiredAt(tls.certNotAfter(), start))) {
            add(FindingKind.TLS_EXPIRED_CERTIFICATE, server, tls.tlsSubject(), null, row);
        }
        if (Boolean.TRUE.equals(CertificateValidity.notYetValidAt(tls.certNotBefore(), start))) {
            add(FindingKind.TLS_NOT_YET_VALID, server, tls.tlsSubject(), tls.certNotBefore(), row);
        }
        if (selfSigned(tls)) {
            add(FindingKind.TLS_SELF_SIGNED, server, tls.tlsSubject(), tls.tlsIssuer(), row);
        }
        if (isTls(row, tls) && tls.hostname() == null) {
            add(FindingKind.TLS_NO_SNI, server, null, null, row);
        }
        acceptNames(row, tls, server);
        acceptVersion(row, tls, server);
        if (tls.ja4Client() != null) {
            rare.accept(row, new RareFingerprints.Fingerprint("ja4", tls.ja4Client()), tls.hostname(), server);
        } else if (tls.ja3Client() != null) {
            rare.accept(row, new RareFingerprints.Fingerprint("ja3", tls.ja3Client()), tls.hostname(), server);
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
    private void acceptNames(ConversationRow row, TlsFacts tls, TlsServer server) {
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
            add(FindingKind.TLS_NAME_MISMATCH, server, String.join(", ", names), tls.hostname(), row);
        }
    }

    /** The client offered nothing newer than TLS 1.1 (JA4's version part), or DPI saw the handshake settle there. */
    private void acceptVersion(ConversationRow row, TlsFacts tls, TlsServer server) {
        String ja4 = tls.ja4Client();
        int offered = ja4 != null && ja4.length() >= 3 && ja4.charAt(0) == 't'
                ? OLD_JA4.indexOf(ja4.substring(1, 3)) : -1;
        DpiFacts dpi = row.flow() == null ? DpiFacts.NONE : row.flow().dpi();
        if (offered < 0 && !dpi.risks().contains(OBSOLETE_RISK)) {
            return;
        }
        Old o = old.computeIfAbsent(new TlsServer(server.address(), server.port(), null), k -> new Old());
        o.evidence.add(row, server);
        if (offered >= 0) {
            o.oldest = o.oldest < 0 ? offered : Math.min(o.oldest, offered);
        }
    }

    private void add(FindingKind kind, TlsServer server, String certificate, String detail, ConversationRow row) {
        found.computeIfAbsent(new Key(kind, server.address(), server.port(), certificate, detail),
                k -> new TlsEvidence()).add(row, server);
    }

    @Override
    public List<Detection> detections() {
        List<Detection> detections = new ArrayList<>();
        found.forEach((k, e) -> detections.add(detection(k, e)));
        old.forEach((s, o) -> detections.add(oldVersion(s, o)));
        rare.forEachRare((fingerprint, d, usual, e) -> detections.add(rareFingerprint(fingerprint, d, usual, e)));
        return detections;
    }

    private static Detection detection(Key k, TlsEvidence e) {
        String server = k.server().text();
        long rows = e.rows().rows();
        String certificate = k.certificate() == null ? "" : " (subject " + k.certificate() + ")";
        HuntExpression q = HuntExpression.of().endpoint(k.address(), k.port());
        String title;
        String explanation;
        FindingSeverity severity;
        if (k.kind() == FindingKind.TLS_EXPIRED_CERTIFICATE) {
            q.flag("tls.expired");
            severity = FindingSeverity.MEDIUM;
            title = server + " presented an expired certificate";
            explanation = server + " presented a certificate" + certificate + " whose validity had ended before the"
                    + " connection started, in " + rows + " conversation(s). Clients that accept it cannot tell"
                    + " the server from an impostor.";
        } else if (k.kind() == FindingKind.TLS_NOT_YET_VALID) {
            q.text("tls.not_before", k.detail());
            severity = FindingSeverity.MEDIUM;
            title = server + " presented a certificate not valid yet";
            explanation = server + " presented a certificate" + certificate + " valid only from " + k.detail()
                    + " UTC, after the connection started, in " + rows + " conversation(s). Either the"
                    + " certificate was made on the spot (as interception does) or a clock is wrong.";
        } else if (k.kind() == FindingKind.TLS_SELF_SIGNED) {
            q.text("tls.issuer", k.detail());
            severity = FindingSeverity.MEDIUM;
            title = server + " presented a self-signed certificate";
            explanation = server + " presented a certificate" + certificate + " issued by its own subject, in "
                    + rows + " conversation(s): no authority vouches for it, as is usual for test servers,"
                    + " appliances and interception.";
        } else if (k.kind() == FindingKind.TLS_NAME_MISMATCH) {
            q.text("sni", k.detail());
            severity = FindingSeverity.MEDIUM;
            title = server + " answered " + k.detail() + " with a certificate for other names";
            explanation = "The client asked " + server + " for " + k.detail() + " and got a certificate naming "
                    + k.certificate() + ", which does not cover it, in " + rows + " conversation(s). A client"
                    + " that goes on talks to a server that did not prove to be the one it asked for: a"
                    + " misconfiguration, a default certificate, or interception.";
        } else {
            q.text("dissector", "tls").flag("!sni");
            severity = FindingSeverity.LOW;
            title = "TLS to " + server + " without a server name";
            explanation = rows + " TLS conversation(s) to " + server + " gave no server name (SNI) in the client"
                    + " hello. Browsers always send one; its absence points at tools, malware or direct-to-address"
                    + " connections.";
        }
        return new Detection(k.kind(), severity, title, explanation, e.hosts(), rows, e.rows().ids(), q.toString());
    }

    private static Detection oldVersion(TlsServer s, Old o) {
        String server = s.text();
        long rows = o.evidence.rows().rows();
        String how = o.oldest < 0 ? "DPI saw the handshake settle on TLS 1.1 or older"
                : "the client's hello offered at most " + OLD_NAMES.get(o.oldest);
        String q = HuntExpression.of().endpoint(s.address(), s.port())
                .flag("(risk == \"" + OBSOLETE_RISK + "\" || ja4 matches \"^t(s2|s3|10|11)\")").toString();
        String title = server + " spoke TLS older than 1.2";
        String explanation = rows + " conversation(s) with " + server + " used a version before TLS 1.2: " + how
                + ". These versions are deprecated (RFC 8996) and SSL is broken: an old client, an old server, or a"
                + " downgrade.";
        FindingSeverity severity = o.oldest >= 0 && o.oldest <= 1 ? FindingSeverity.MEDIUM : FindingSeverity.LOW;
        return new Detection(FindingKind.TLS_OLD_VERSION, severity, title, explanation, o.evidence.hosts(), rows,
                o.evidence.rows().ids(), q);
    }

    private static Detection rareFingerprint(RareFingerprints.Fingerprint fingerprint,
                                             RareFingerprints.Destination d, long usual, TlsEvidence e) {
        Integer port = d.server().port();
        String destination = d.name() + (port == null ? "" : ":" + port);
        String name = fingerprint.field().toUpperCase(java.util.Locale.ROOT);
        String title = "A client fingerprint seen once, at " + destination;
        String explanation = "One connection to " + destination + " came from a client with the " + name
                + " fingerprint " + fingerprint.value() + ", seen nowhere else in the capture, while another"
                + " fingerprint made " + usual + " connection(s) there. A client unlike a destination's usual one"
                + " may be a tool or malware speaking for a host.";
        String q = HuntExpression.of().endpoint(d.server().address(), port).text(fingerprint.field(),
                fingerprint.value()).toString();
        return new Detection(FindingKind.TLS_RARE_FINGERPRINT, FindingSeverity.LOW, title, explanation, e.hosts(),
                usual, e.rows().ids(), q);
    }
}
