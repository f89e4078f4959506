package io.pcaplens.rest.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.rest.Timestamps;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * One host of a capture's inventory (docs/hosts.md), as the host list and the host record show it; parts the
 * analysis does not know are left out.
 *
 * @param explorer      the explorer's page of the capture filtered to the host's conversations
 * @param conversations the conversation rows the host is an endpoint of
 */
public record HostBody(String address, String mac, String vendor, String deviceType, boolean internal,
                       String subnet24, String subnet16, String countryCode, String country, String asn, String org,
                       long packetsSent, long bytesSent, long packetsReceived, long bytesReceived, long packets,
                       long bytes, int peers, int conversations, String firstSeen, String lastSeen, String explorer,
                       String conversationsUrl) {

    static HostBody from(CaptureId captureId, HostRecord h) {
        String ip = URLEncoder.encode(h.address(), StandardCharsets.UTF_8);
        return new HostBody(h.address(), h.mac(), h.vendor(), h.deviceType().label(), h.place().internal(),
                h.place().subnet24(), h.place().subnet16(), h.geo().countryCode(), h.geo().country(), h.geo().asn(),
                h.geo().org(), h.traffic().packetsSent(), h.traffic().bytesSent(), h.traffic().packetsReceived(),
                h.traffic().bytesReceived(), h.traffic().packets(), h.traffic().bytes(), h.traffic().peers(),
                h.traffic().conversations(), Timestamps.ofNanos(h.traffic().firstNanos()),
                Timestamps.ofNanos(h.traffic().lastNanos()), "/files/" + captureId + "?ip=" + ip,
                "/api/v1/files/" + captureId + "/conversations?ip=" + ip);
    }
}
