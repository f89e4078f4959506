package io.pcaplens.domain.monitor;

import java.util.Comparator;
import java.util.Objects;

/**
 * The bytes on the wire that the network's own hosts sent to one off-site address in one snapshot.
 *
 * @param ip    the off-site address
 * @param bytes frame bytes from on-site addresses to it, never negative
 */
public record DestinationVolume(String ip, long bytes) {

    static final Comparator<DestinationVolume> ORDER = Comparator.comparing(DestinationVolume::ip);

    public DestinationVolume {
        Objects.requireNonNull(ip, "ip");
        if (bytes < 0) {
            throw new IllegalArgumentException("bytes are never negative");
        }
    }
}
