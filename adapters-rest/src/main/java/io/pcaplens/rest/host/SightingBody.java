package io.pcaplens.rest.host;

import io.pcaplens.domain.host.HostSighting;
import io.pcaplens.rest.Timestamps;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A capture where a looked-up host appears, with the host's address there and its traffic in that capture.
 *
 * @param matchedBy ADDRESS, MAC or NAME: what of the host's record the lookup matched
 * @param name      the matched name, for a lookup by name
 * @param networks  the monitored networks the capture is a snapshot of
 * @param host      the host's record in that capture (API)
 * @param page      the host's page in that capture (web UI)
 */
public record SightingBody(String fileId, String fileName, String address, String matchedBy, String name,
                           long packets, long bytes, String firstSeen, String lastSeen, List<NetworkRef> networks,
                           String host, String page) {

    /** A monitored network, by id and name. */
    public record NetworkRef(String id, String name) {
    }

    static SightingBody from(HostSighting s) {
        String file = s.captureId().value();
        String at = URLEncoder.encode(s.address(), StandardCharsets.UTF_8);
        return new SightingBody(file, s.captureName(), s.address(), s.matchedBy().name(), s.name(), s.packets(),
                s.bytes(), Timestamps.ofNanos(s.firstNanos()), Timestamps.ofNanos(s.lastNanos()),
                s.networks().stream().map(n -> new NetworkRef(n.id().toString(), n.name())).toList(),
                "/api/v1/files/" + file + "/hosts/" + at, "/files/" + file + "/hosts/" + at);
    }
}
