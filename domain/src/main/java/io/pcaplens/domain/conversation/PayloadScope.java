package io.pcaplens.domain.conversation;

import java.util.Locale;
import java.util.Optional;

/**
 * Where the payload filter looks. The spec's search, the default, reads the first 64 payload bytes of each
 * packet as stored; the full search reads each packet's whole transport payload from the capture file.
 */
public enum PayloadScope {
    STORED,
    FULL;

    /** The API's name: "stored" or "full". */
    public String apiName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<PayloadScope> parse(String text) {
        for (PayloadScope s : values()) {
            if (s.apiName().equalsIgnoreCase(text.strip())) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
