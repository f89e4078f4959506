package io.pcaplens.domain.finding;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/** The id of a stored finding, the findingId of the API: a UUID, handed out when a detection is stored. */
public record FindingId(UUID value) {

    public FindingId {
        Objects.requireNonNull(value, "value");
    }

    public static FindingId random() {
        return new FindingId(UUID.randomUUID());
    }

    /** The id a text names, empty when it is not a UUID in its canonical form. */
    public static Optional<FindingId> parse(String text) {
        if (text == null || text.length() != 36) {
            return Optional.empty();
        }
        try {
            UUID uuid = UUID.fromString(text);
            // fromString also takes shortened forms: only the canonical text names a finding
            return uuid.toString().equalsIgnoreCase(text) ? Optional.of(new FindingId(uuid)) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
