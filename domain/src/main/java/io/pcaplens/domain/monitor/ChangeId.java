package io.pcaplens.domain.monitor;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/** The id of a change found in one pair of snapshots, the changeId of the API ({@link RecordedChange#idOf}). */
public record ChangeId(UUID value) {

    public ChangeId {
        Objects.requireNonNull(value, "a change id needs its UUID");
    }

    /** The id a text names, empty when it is not a canonical UUID. */
    public static Optional<ChangeId> parse(String text) {
        return UuidText.parse(text).map(ChangeId::new);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
