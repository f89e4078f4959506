package io.pcaplens.domain.monitor;

import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/** A monitor id as the API writes it: a UUID in its canonical 8-4-4-4-12 text form, in either letter case. */
final class UuidText {

    // UUID.fromString alone also takes shortened forms such as 1-2-3-4-5, which no id is ever written as
    private static final Pattern CANONICAL = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private UuidText() {
    }

    /** The UUID a text names, empty when it is not a canonical UUID. */
    static Optional<UUID> parse(String text) {
        return text != null && CANONICAL.matcher(text).matches() ? Optional.of(UUID.fromString(text)) : Optional.empty();
    }
}
