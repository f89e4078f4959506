package io.pcaplens.domain.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.NetworkId;

import java.util.List;
import java.util.Objects;

/**
 * A host of one stored capture that a {@link HostLookup} found: which capture, which of its hosts, what matched,
 * the host's traffic there, and the monitored networks the capture is a snapshot of.
 *
 * @param name the name that matched, for a lookup by name; null otherwise
 */
public record HostSighting(CaptureId captureId, String captureName, String address, HostLookup.Kind matchedBy,
                           String name, long packets, long bytes, long firstNanos, long lastNanos,
                           List<Network> networks) {

    /** A monitored network the capture belongs to. */
    public record Network(NetworkId id, String name) {
    }

    public HostSighting {
        Objects.requireNonNull(captureId, "captureId");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(matchedBy, "matchedBy");
        networks = List.copyOf(networks);
    }
}
