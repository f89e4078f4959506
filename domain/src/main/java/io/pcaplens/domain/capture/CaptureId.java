package io.pcaplens.domain.capture;

import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The id of an uploaded capture, the fileId of the API (spec 2.7): a UUID in its canonical 8-4-4-4-12 text
 * form, kept in lower case, which is how the API writes it.
 */
public record CaptureId(String value) {

    // UUID.fromString alone also takes shortened forms such as 1-2-3-4-5, which no capture ever has
    private static final Pattern CANONICAL = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    public CaptureId {
        if (value == null || !CANONICAL.matcher(value).matches()) {
            throw new IllegalArgumentException("not a capture id: " + value);
        }
        value = value.toLowerCase(Locale.ROOT);
    }

    /** The id a text names, empty when it is not a canonical UUID. */
    public static Optional<CaptureId> parse(String text) {
        return text != null && CANONICAL.matcher(text).matches() ? Optional.of(new CaptureId(text)) : Optional.empty();
    }

    public UUID uuid() {
        return UUID.fromString(value);
    }

    @Override
    public String toString() {
        return value;
    }
}
