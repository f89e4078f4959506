package io.pcaplens.domain.host;

import java.util.Locale;
import java.util.Optional;

/**
 * The order of a host list: by a key, descending for the counts and ascending for the address unless told; ties
 * go by address.
 */
public record HostSort(Key key, boolean ascending) {

    public enum Key { BYTES, PACKETS, PEERS, ADDRESS }

    /** The busiest hosts first. */
    public static final HostSort DEFAULT = new HostSort(Key.BYTES, false);

    /**
     * A sort as the API names it: {@code bytes}, {@code packets}, {@code peers} or {@code address}, a leading
     * {@code -} for descending and {@code +} for ascending; empty when it names none of them.
     */
    public static Optional<HostSort> parse(String text) {
        if (text == null || text.isBlank()) {
            return Optional.of(DEFAULT);
        }
        String s = text.strip();
        Boolean ascending = null;
        if (s.startsWith("-") || s.startsWith("+")) {
            ascending = s.charAt(0) == '+';
            s = s.substring(1);
        }
        for (Key k : Key.values()) {
            if (k.name().toLowerCase(Locale.ROOT).equals(s.toLowerCase(Locale.ROOT))) {
                return Optional.of(new HostSort(k, ascending != null ? ascending : k == Key.ADDRESS));
            }
        }
        return Optional.empty();
    }
}
