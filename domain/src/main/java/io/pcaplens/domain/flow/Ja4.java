package io.pcaplens.domain.flow;

import io.pcaplens.domain.packet.ClientHello;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The JA4 client fingerprint of a TLS or QUIC Client Hello (FoxIO's JA4 specification, BSD 3-Clause):
 * {@code t13d1516h2_8daaf6152771_e5627efa2ab1}.
 *
 * <p>Part a is read as is: transport, version, whether a server name was sent, the numbers of cipher suites and
 * extensions, the first ALPN protocol's first and last character. Part b hashes the cipher suites sorted, part c
 * the extensions sorted without server_name and ALPN (already in part a, so that one client has one part c
 * whether it names a host or an address) followed by the signature algorithms in the client's order. Sorting
 * makes the fingerprint survive clients that shuffle their extensions; GREASE values are left out everywhere.
 *
 * @param a                   the readable part, {@code t13d1516h2}
 * @param ciphers             the cipher suites, sorted
 * @param extensions          the extension types, sorted, without server_name and ALPN
 * @param signatureAlgorithms the signature algorithms, in the client's order
 */
public record Ja4(String a, List<Integer> ciphers, List<Integer> extensions, List<Integer> signatureAlgorithms) {

    /** What a part b or c reads when its list is empty: visibly nothing, rather than the hash of nothing. */
    static final String EMPTY_HASH = "000000000000";

    // DTLS hellos (whose versions count downwards) are not read: tshark writes them under dtls.*, not tls.*
    private static final Map<Integer, String> VERSIONS = Map.of(
            0x0304, "13", 0x0303, "12", 0x0302, "11", 0x0301, "10", 0x0300, "s3", 0x0002, "s2");

    public static Ja4 of(ClientHello hello) {
        List<Integer> ciphers = withoutGrease(hello.ciphers());
        List<Integer> extensions = withoutGrease(hello.extensions());
        String a = (hello.quic() ? "q" : "t")
                + version(hello)
                + (extensions.contains(ClientHello.SERVER_NAME) ? "d" : "i")
                + count(ciphers.size())
                + count(extensions.size())
                + alpn(hello.firstAlpn());
        return new Ja4(a,
                ciphers.stream().sorted().toList(),
                extensions.stream().filter(e -> e != ClientHello.SERVER_NAME && e != ClientHello.ALPN).sorted().toList(),
                withoutGrease(hello.signatureAlgorithms()));
    }

    /** The fingerprint: {@code a_b_c}. */
    public String fingerprint() {
        return a + "_" + (ciphers.isEmpty() ? EMPTY_HASH : hash(hex(ciphers)))
                + "_" + (extensions.isEmpty() ? EMPTY_HASH : hash(hashedC()));
    }

    /** The raw fingerprint (JA4_r): the lists the hashes are taken of, written out. */
    public String raw() {
        return a + "_" + hex(ciphers) + "_" + hashedC();
    }

    /** The extensions, then the signature algorithms after an underscore if the client sent any. */
    private String hashedC() {
        return signatureAlgorithms.isEmpty() ? hex(extensions) : hex(extensions) + "_" + hex(signatureAlgorithms);
    }

    /** The highest supported version, else the hello's own; "00" for a value the specification does not name. */
    private static String version(ClientHello hello) {
        int version = withoutGrease(hello.supportedVersions()).stream().mapToInt(Integer::intValue).max()
                .orElse(hello.version());
        return VERSIONS.getOrDefault(version, "00");
    }

    private static String count(int n) {
        return String.format("%02d", Math.min(n, 99));
    }

    /**
     * First and last character of the first ALPN protocol, "00" without one. Where either byte is not a letter
     * or digit (an ALPN value is bytes, not text), the first and last character of its hex form stand instead.
     */
    static String alpn(String first) {
        if (first == null || first.isEmpty()) {
            return "00";
        }
        char head = first.charAt(0);
        char tail = first.charAt(first.length() - 1);
        if (alphanumeric(head) && alphanumeric(tail)) {
            return "" + head + tail;
        }
        String hex = HexFormat.of().formatHex(first.getBytes(StandardCharsets.ISO_8859_1));
        return "" + hex.charAt(0) + hex.charAt(hex.length() - 1);
    }

    private static boolean alphanumeric(char c) {
        return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private static List<Integer> withoutGrease(List<Integer> values) {
        return values.stream().filter(v -> !ClientHello.isGrease(v)).toList();
    }

    private static String hex(List<Integer> values) {
        return values.stream().map(v -> String.format("%04x", v)).collect(Collectors.joining(","));
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
