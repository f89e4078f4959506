package io.pcaplens.domain.flow;

import java.util.List;

/**
 * What a flow's TLS handshake showed (spec 2.4): the TLS part of its facts, read by the dissector in the hellos
 * or by DPI. Values are null when unknown.
 *
 * @param hostname      the server name the client asked for (SNI)
 * @param ja4Client     the JA4 fingerprint of the flow's first Client Hello ({@link Ja4})
 * @param alpn          the application protocols (ALPN) the flow's first Client Hello offered, in its order;
 *                      empty without them
 * @param certNotBefore certificate validity as written by the tool, "yyyy-MM-dd HH:mm:ss" in UTC
 */
public record TlsFacts(
        String hostname,
        String ja3Client,
        String ja3Server,
        String ja4Client,
        List<String> alpn,
        String tlsIssuer,
        String tlsSubject,
        String certNotBefore,
        String certNotAfter) {

    /** A flow without a TLS handshake seen. */
    public static final TlsFacts NONE = new TlsFacts(null, null, null, null, List.of(), null, null, null, null);

    public TlsFacts {
        alpn = alpn == null ? List.of() : List.copyOf(alpn);
    }

    /**
     * What the client's and server's hellos said (SNI, JA3, JA3S, JA4, ALPN), the certificate being DPI's
     * alone.
     */
    public static TlsFacts ofHellos(String hostname, String ja3Client, String ja3Server, String ja4Client,
                                    List<String> alpn) {
        return new TlsFacts(hostname, ja3Client, ja3Server, ja4Client, alpn, null, null, null, null);
    }

    /** What DPI printed of the handshake: SNI, JA3, JA3S and the server certificate (no JA4, no ALPN). */
    public static TlsFacts ofDpi(String hostname, String ja3Client, String ja3Server, String tlsIssuer,
                                 String tlsSubject, String certNotBefore, String certNotAfter) {
        return new TlsFacts(hostname, ja3Client, ja3Server, null, List.of(), tlsIssuer, tlsSubject, certNotBefore,
                certNotAfter);
    }

    /**
     * The hellos of one flow seen in two rows, these first: each hello value of these, else of the later ones'.
     * Only hello values are kept; the certificate is DPI's alone.
     */
    public TlsFacts thenHellosOf(TlsFacts later) {
        return ofHellos(or(hostname, later.hostname), or(ja3Client, later.ja3Client), or(ja3Server, later.ja3Server),
                or(ja4Client, later.ja4Client), alpn.isEmpty() ? later.alpn : alpn);
    }

    /**
     * These hellos' values over DPI's: they come from the handshake message itself, while DPI's may be a later
     * packet's or missing (nDPI has no JA3S for QUIC); the certificate stays DPI's.
     */
    public TlsFacts over(TlsFacts dpi) {
        return new TlsFacts(or(hostname, dpi.hostname), or(ja3Client, dpi.ja3Client), or(ja3Server, dpi.ja3Server),
                or(ja4Client, dpi.ja4Client), alpn, dpi.tlsIssuer, dpi.tlsSubject, dpi.certNotBefore,
                dpi.certNotAfter);
    }

    private static String or(String first, String second) {
        return first != null ? first : second;
    }

    /** Whether no hello told anything of the flow: no SNI, JA3, JA3S or JA4. */
    public boolean isEmpty() {
        return hostname == null && ja3Client == null && ja3Server == null && ja4Client == null;
    }
}
