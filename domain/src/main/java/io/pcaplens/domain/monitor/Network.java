package io.pcaplens.domain.monitor;

import java.util.Objects;

/**
 * A monitored network (spec 1 item 5, 2.7): a name an analyst gives one site, under which captures taken
 * there over time are kept as snapshots and compared. The id is a UUID because it appears in the monitor
 * view's address (spec 4.3).
 */
public record Network(NetworkId id, String name, String description) {

    public Network {
        Objects.requireNonNull(id, "id");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a network needs a name");
        }
        name = name.strip();
        description = description == null ? "" : description.strip();
    }

    /** A new network with a fresh id. */
    public static Network named(String name, String description) {
        return new Network(NetworkId.random(), name, description);
    }

    public Network renamed(String newName) {
        return new Network(id, newName, description);
    }

    public Network describedAs(String newDescription) {
        return new Network(id, name, newDescription);
    }
}
