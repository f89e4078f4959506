package io.pcaplens.domain.flow;

import java.util.List;

/**
 * What a TLS Client Hello offers, as far as a JA4 fingerprint reads it. Values are the 16-bit code points in the
 * order the client sent them, GREASE values included (the fingerprint leaves them out).
 *
 * @param quic                the hello travelled in a QUIC Initial packet rather than over TCP
 * @param version             the hello's own protocol version (legacy_version, 0x0303 in TLS 1.3 hellos)
 * @param supportedVersions   the supported_versions extension's list, empty without the extension
 * @param ciphers             the offered cipher suites
 * @param extensions          the extension types
 * @param signatureAlgorithms the signature_algorithms extension's list, empty without it
 * @param firstAlpn           the first protocol of the ALPN extension, null or "" without one; each char one byte
 */
public record ClientHello(
        boolean quic,
        int version,
        List<Integer> supportedVersions,
        List<Integer> ciphers,
        List<Integer> extensions,
        List<Integer> signatureAlgorithms,
        String firstAlpn) {

    /** The server_name extension's type. */
    public static final int SERVER_NAME = 0x0000;
    /** The application_layer_protocol_negotiation extension's type. */
    public static final int ALPN = 0x0010;

    public ClientHello {
        supportedVersions = List.copyOf(supportedVersions);
        ciphers = List.copyOf(ciphers);
        extensions = List.copyOf(extensions);
        signatureAlgorithms = List.copyOf(signatureAlgorithms);
    }

    /**
     * RFC 8701: the reserved values {0x?A?A} with both bytes equal (0x0a0a, 0x1a1a … 0xfafa) that clients send to
     * keep servers tolerant of unknown values; they vary from one connection to the next.
     */
    public static boolean isGrease(int value) {
        return (value & 0x0f0f) == 0x0a0a && (value >> 8) == (value & 0xff);
    }
}
