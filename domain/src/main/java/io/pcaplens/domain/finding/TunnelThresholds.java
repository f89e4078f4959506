package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When ICMP between two hosts carries a tunnel rather than pings: {@code pcaplens.findings.tunnels.*}.
 *
 * @param minIcmpPackets      how many ICMP packets the two hosts must exchange (50: a ping runs a few, a tunnel
 *                            carries a session)
 * @param minIcmpPayloadBytes the least mean ICMP payload per packet, in bytes (128: pings carry 32 to 64, a
 *                            tunnel carries its session's packets)
 */
public record TunnelThresholds(int minIcmpPackets, int minIcmpPayloadBytes) {

    public static final TunnelThresholds DEFAULT = new TunnelThresholds(50, 128);

    Map<String, String> parameters() {
        return Map.of("min-icmp-packets", Integer.toString(minIcmpPackets), "min-icmp-payload-bytes",
                Integer.toString(minIcmpPayloadBytes));
    }
}
