package io.pcaplens.domain.signature;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * One payload pattern of a rule, looked for in a packet's stored payload (its first 64 bytes, spec 2.6).
 * Bytes are found byte-aligned; a regular expression runs on the bytes read as ISO-8859-1, one character
 * per byte, so that it can name any byte value ({@code \x00}) and {@code ^} is the payload's first byte.
 */
public sealed interface PayloadProbe {

    boolean foundIn(byte[] stored, String asLatin1);

    /** The probe as the rules file writes it, for messages. */
    String describe();

    static String latin1(byte[] stored) {
        return new String(stored, StandardCharsets.ISO_8859_1);
    }

    record Bytes(byte[] bytes) implements PayloadProbe {
        public Bytes {
            if (bytes.length == 0) {
                throw new IllegalArgumentException("an empty payload pattern matches everything");
            }
            bytes = bytes.clone();
        }

        @Override
        public boolean foundIn(byte[] stored, String asLatin1) {
            outer:
            for (int i = 0; i + bytes.length <= stored.length; i++) {
                for (int j = 0; j < bytes.length; j++) {
                    if (stored[i + j] != bytes[j]) {
                        continue outer;
                    }
                }
                return true;
            }
            return false;
        }

        @Override
        public String describe() {
            return java.util.HexFormat.of().formatHex(bytes);
        }
    }

    record Regex(Pattern pattern) implements PayloadProbe {
        @Override
        public boolean foundIn(byte[] stored, String asLatin1) {
            return pattern.matcher(asLatin1).find();
        }

        @Override
        public String describe() {
            return pattern.pattern();
        }
    }
}
