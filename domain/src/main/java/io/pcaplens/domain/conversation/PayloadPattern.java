package io.pcaplens.domain.conversation;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Spec 10.2, "Payload contains": the bytes to look for in packets' stored payloads, written as plain ASCII,
 * as hex with a 0x prefix, or as space-separated hex bytes. Matching is byte-aligned: a hex string never
 * matches across a nibble boundary.
 */
public final class PayloadPattern {

    private PayloadPattern() {
    }

    /** Empty when the text is blank or malformed hex. */
    public static Optional<byte[]> parse(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        String t = text.strip();
        try {
            if (t.startsWith("0x") || t.startsWith("0X")) {
                String hex = t.substring(2);
                return hex.isEmpty() || hex.length() % 2 != 0 ? Optional.empty() : Optional.of(HexFormat.of().parseHex(hex));
            }
            if (t.matches("[0-9A-Fa-f]{2}( +[0-9A-Fa-f]{2})+")) {
                return Optional.of(HexFormat.of().parseHex(t.replaceAll(" +", "")));
            }
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.of(text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Whether the bytes between the buffer's position and limit hold the pattern, byte-aligned. The first
     * byte is looked for alone and the rest compared only where it occurs, which keeps a scan of a whole
     * capture near memory speed.
     */
    public static boolean foundIn(java.nio.ByteBuffer bytes, byte[] pattern) {
        int n = pattern.length;
        int last = bytes.limit() - n;
        byte first = pattern[0];
        for (int i = bytes.position(); i <= last; i++) {
            if (bytes.get(i) != first) {
                continue;
            }
            int k = 1;
            while (k < n && bytes.get(i + k) == pattern[k]) {
                k++;
            }
            if (k == n) {
                return true;
            }
        }
        return false;
    }
}
