package io.pcaplens.domain.host;

import io.pcaplens.domain.capture.CaptureId;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * A host of one stored capture that a {@link HostLookup} found: which capture, which of its hosts, what matched,
 * the host's traffic there, and the monitored networks the capture is a snapshot of.
 *
 * @param name the name that matched, for a lookup by name; null otherwise
 */
public record HostSighting(CaptureId captureId, String captureName, String address, HostLookup.Kind matchedBy,
                           String name, long packets, long bytes, long firstNanos, long lastNanos,
                           List<Network> networks) {

    /**
     * A monitored network the capture belongs to, by the value of its id: the monitor context builds on hosts, so
     * hosts name none of its types.
     */
    public record Network(UUID id, String name) {
    }

    public HostSighting {
        Objects.requireNonNull(captureId, "captureId");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(matchedBy, "matchedBy");
        networks = List.copyOf(networks);
    }
}
