package io.pcaplens.domain.monitor;

import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/** The id of a monitored network, the networkId of the API and of the monitor view's address (spec 4.3). */
public record NetworkId(UUID value) {

    public NetworkId {
        Objects.requireNonNull(value, "a network id needs its UUID");
    }

    public static NetworkId random() {
        return new NetworkId(UUID.randomUUID());
    }

    /** The id a text names, empty when it is not a canonical UUID. */
    public static Optional<NetworkId> parse(String text) {
        return UuidText.parse(text).map(NetworkId::new);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
