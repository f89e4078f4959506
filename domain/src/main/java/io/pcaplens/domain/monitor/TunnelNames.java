package io.pcaplens.domain.monitor;

import java.util.Locale;
import java.util.Set;

/**
 * Applications and protocols that carry traffic inside an encrypted or encapsulated tunnel, so that what
 * goes through them escapes the network's inspection and policy: VPNs, anonymity networks and host-made
 * IPv6 tunnels. Names are those nDPI gives applications and tshark gives protocols (WireGuard and
 * WIREGUARD, IPsec and ESP/ISAKMP …), compared without case or punctuation. Infrastructure encapsulations
 * (GRE, VXLAN, MPLS) are not listed: networks run them on purpose.
 */
final class TunnelNames {

    private static final Set<String> NAMES = Set.of(
            "wireguard", "openvpn", "ipsec", "ipipsec", "esp", "isakmp", "ikev2", "l2tp", "pptp",
            "tor", "i2p", "teredo", "ciscovpn", "forticlient", "hotspotshield", "tunnelbear", "softether",
            "tailscale", "zerotier", "psiphon", "protonvpn", "nordvpn", "mullvad", "expressvpn", "operavpn",
            "cloudflarewarp", "ultrasurf");

    private TunnelNames() {
    }

    static boolean isTunnel(String name) {
        return name != null && NAMES.contains(name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", ""));
    }
}
