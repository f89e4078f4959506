package io.pcaplens.domain.monitor;

import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.UUID;

/**
 * One change between a snapshot and the one before it.
 *
 * @param entity      what changed: an address, a MAC, "10.0.2.10:23/tcp", an application's name, …
 * @param before      the value in the previous snapshot, null when there was none
 * @param after       the value in this snapshot, null when there is none
 * @param description one line for the timeline
 */
public record ChangeEvent(ChangeType type, String entity, String before, String after, ChangeSeverity severity,
                          String description) {

    /** Joins the parts of the identity; it cannot occur in addresses, names or MACs. */
    private static final char SEPARATOR = '\u001f';
    /** Stands for an absent before or after, so that absent and empty differ. */
    private static final String ABSENT = "\u0000";

    public ChangeEvent {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(description, "description");
    }

    /**
     * The same id whenever the same change is found again: detection is recomputed when snapshots are added
     * or removed around a pair, and reviews and notes stay attached by this id. It leaves out the severity
     * and the description, whose wording may improve without the change being another one.
     */
    public UUID identity() {
        String key = type.name() + SEPARATOR + entity + SEPARATOR + Objects.requireNonNullElse(before, ABSENT)
                + SEPARATOR + Objects.requireNonNullElse(after, ABSENT);
        return UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8));
    }
}
