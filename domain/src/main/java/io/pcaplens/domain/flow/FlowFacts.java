package io.pcaplens.domain.flow;

import java.util.List;

/**
 * What deep packet inspection found out about one flow (spec 2.2, 2.4). Optional values are null when
 * unknown.
 *
 * @param appName    the application (the part after the master protocol: TLS.YouTube → YouTube), null
 *                   when nothing was classified
 * @param confidence how DPI decided: "DPI", "DPI (cache)", "Match by port", "Match by IP", …; a guess is
 *                   shown as such
 * @param risks      normalised risk names ({@link FlowRisk})
 * @param certNotBefore certificate validity as written by the tool, "yyyy-MM-dd HH:mm:ss" in UTC
 * @param ja4Client  the JA4 fingerprint of the flow's first Client Hello ({@link Ja4}), null without one
 * @param alpn       the application protocols (ALPN) the flow's first Client Hello offered, in its order; empty
 *                   without them
 */
public record FlowFacts(
        FlowKey key,
        String appName,
        String category,
        String confidence,
        List<String> risks,
        String hostname,
        String ja3Client,
        String ja3Server,
        String tlsIssuer,
        String tlsSubject,
        String certNotBefore,
        String certNotAfter,
        String ja4Client,
        List<String> alpn) {

    public FlowFacts {
        alpn = alpn == null ? List.of() : List.copyOf(alpn);
    }

    /** Facts without an ALPN list: DPI's, which come without one. */
    public FlowFacts(FlowKey key, String appName, String category, String confidence, List<String> risks,
                     String hostname, String ja3Client, String ja3Server, String tlsIssuer, String tlsSubject,
                     String certNotBefore, String certNotAfter, String ja4Client) {
        this(key, appName, category, confidence, risks, hostname, ja3Client, ja3Server, tlsIssuer, tlsSubject,
                certNotBefore, certNotAfter, ja4Client, List.of());
    }

    /** Facts without a JA4 fingerprint: DPI's, which come without one. */
    public FlowFacts(FlowKey key, String appName, String category, String confidence, List<String> risks,
                     String hostname, String ja3Client, String ja3Server, String tlsIssuer, String tlsSubject,
                     String certNotBefore, String certNotAfter) {
        this(key, appName, category, confidence, risks, hostname, ja3Client, ja3Server, tlsIssuer, tlsSubject,
                certNotBefore, certNotAfter, null);
    }
}
