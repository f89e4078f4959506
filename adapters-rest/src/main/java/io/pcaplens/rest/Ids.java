package io.pcaplens.rest;


import java.util.Optional;
import java.util.UUID;

/** Ids in addresses and bodies: UUIDs. In an address, text that is no id names nothing there, so 404. */
public final class Ids {

    private Ids() {
    }

    public static Optional<UUID> parse(String text) {
        if (text == null || text.length() != 36) {
            return Optional.empty();
        }
        try {
            UUID id = UUID.fromString(text);
            // UUID.fromString accepts short groups; only the canonical form names an id
            return id.toString().equalsIgnoreCase(text) ? Optional.of(id) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** An id from the path; 404 naming what was looked for when it is none. */
    public static UUID inPath(String text, String what) {
        return parse(text).orElseThrow(() -> Problem.notFound("there is no " + what + " with id " + text));
    }
}
