package io.pcaplens.domain.packet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * What a TLS Client Hello offers, as far as a JA4 fingerprint reads it (see {@code io.pcaplens.domain.flow.Ja4}). Values are the 16-bit code points in the
 * order the client sent them, GREASE values included (the fingerprint leaves them out).
 *
 * @param quic                the hello travelled in a QUIC Initial packet rather than over TCP
 * @param version             the hello's own protocol version (legacy_version, 0x0303 in TLS 1.3 hellos)
 * @param supportedVersions   the supported_versions extension's list, empty without the extension
 * @param ciphers             the offered cipher suites
 * @param extensions          the extension types
 * @param signatureAlgorithms the signature_algorithms extension's list, empty without it
 * @param firstAlpn           the first protocol of the ALPN extension, null or "" without one; each char one byte
 * @param alpn                every protocol the ALPN extension offers, in the client's order; empty without one
 */
public record ClientHello(
        boolean quic,
        int version,
        List<Integer> supportedVersions,
        List<Integer> ciphers,
        List<Integer> extensions,
        List<Integer> signatureAlgorithms,
        String firstAlpn,
        List<String> alpn) {

    /** The server_name extension's type. */
    public static final int SERVER_NAME = 0x0000;
    /** The application_layer_protocol_negotiation extension's type. */
    public static final int ALPN = 0x0010;

    public ClientHello {
        supportedVersions = List.copyOf(supportedVersions);
        ciphers = List.copyOf(ciphers);
        extensions = List.copyOf(extensions);
        signatureAlgorithms = List.copyOf(signatureAlgorithms);
        alpn = List.copyOf(alpn);
    }

    /** A hello as JA4 reads it: the ALPN list is its first protocol only. */
    public ClientHello(boolean quic, int version, List<Integer> supportedVersions, List<Integer> ciphers,
                       List<Integer> extensions, List<Integer> signatureAlgorithms, String firstAlpn) {
        this(quic, version, supportedVersions, ciphers, extensions, signatureAlgorithms, firstAlpn,
                firstAlpn == null || firstAlpn.isEmpty() ? List.of() : List.of(firstAlpn));
    }

    /**
     * RFC 8701: the reserved values {0x?A?A} with both bytes equal (0x0a0a, 0x1a1a … 0xfafa) that clients send to
     * keep servers tolerant of unknown values; they vary from one connection to the next.
     */
    public static boolean isGrease(int value) {
        return (value & 0x0f0f) == 0x0a0a && (value >> 8) == (value & 0xff);
    }

    /** Handshake type of a Client Hello. */
    private static final String CLIENT_HELLO = "1";
    private static final int SIGNATURE_ALGORITHMS = 0x000d;
    /** Extensions that carry a list of signature schemes: signature_algorithms, delegated_credentials, signature_algorithms_cert. */
    private static final Set<Integer> SIGNATURE_LISTS = Set.of(SIGNATURE_ALGORITHMS, 0x0022, 0x0032);

    /**
     * The Client Hello a frame carries, from the dissector's handshake fields; null when it carries none, or
     * several (the fields could not tell their values apart), or one in SSL 2.0 format, whose three-byte cipher
     * specs JA4 does not define (JA3 neither).
     */
    public static ClientHello of(PacketFields f) {
        if (PacketFields.all(f.tlsHandshakeTypes()).stream().filter(CLIENT_HELLO::equals).count() != 1) {
            return null;
        }
        List<Integer> ciphers = numbers(f.tlsCipherSuites());
        if (ciphers.isEmpty()) {
            return null;
        }
        List<Integer> extensions = numbers(f.tlsExtensionTypes());
        List<Integer> version = numbers(PacketFields.first(f.tlsHelloVersion()));
        return new ClientHello(
                Arrays.asList(PacketFields.first(f.frameProtocols()).split(":")).contains("quic"),
                version.isEmpty() ? 0 : version.get(0),
                numbers(f.tlsSupportedVersions()),
                ciphers,
                extensions,
                signatureAlgorithms(extensions, numbers(f.tlsSignatureAlgorithms()), numbers(f.tlsSignatureListLengths())),
                PacketFields.first(f.tlsAlpn()),
                PacketFields.all(f.tlsAlpn()).stream().filter(a -> !a.isEmpty()).toList());
    }

    /**
     * The signature_algorithms list alone. The dissector writes the schemes of every list in the hello into one
     * field (delegated_credentials and signature_algorithms_cert carry lists too) and each list's length in bytes
     * into another, both in extension order; the lengths cut the field into its lists.
     */
    static List<Integer> signatureAlgorithms(List<Integer> extensions, List<Integer> schemes, List<Integer> byteLengths) {
        int from = 0;
        int list = 0;
        for (int type : extensions) {
            if (!SIGNATURE_LISTS.contains(type) || list >= byteLengths.size()) {
                continue;
            }
            int to = Math.min(schemes.size(), from + byteLengths.get(list++) / 2);
            if (type == SIGNATURE_ALGORITHMS) {
                return schemes.subList(from, to);
            }
            from = to;
        }
        return extensions.contains(SIGNATURE_ALGORITHMS) && byteLengths.isEmpty() ? schemes : List.of();
    }

    /** The values of a numeric field, written in decimal or as 0x-prefixed hex; what is neither is skipped. */
    private static List<Integer> numbers(String raw) {
        List<Integer> out = new ArrayList<>();
        for (String v : PacketFields.all(raw)) {
            try {
                out.add(v.startsWith("0x") ? Integer.parseInt(v.substring(2), 16) : Integer.parseInt(v));
            } catch (NumberFormatException notANumber) {
                // a value the dissector could not decode is no code point
            }
        }
        return out;
    }
}
