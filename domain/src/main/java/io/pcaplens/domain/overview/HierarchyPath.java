package io.pcaplens.domain.overview;

import io.pcaplens.domain.packet.Malformed;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The layers a frame's stored path shows in the protocol hierarchy: the dissectors tshark called for it
 * ({@code frame.protocols}), as Wireshark's Protocol Hierarchy Statistics would nest them.
 *
 * <ul>
 *   <li>{@code ethertype} is a step in choosing the next dissector, not a layer;</li>
 *   <li>the ASN.1 modules that decode a certificate, an OCSP answer or a signed message ({@code x509sat},
 *       {@code pkix1explicit}, {@code pkcs-1} …) are parts of the message that carries them, and IPv6's
 *       extension headers are parts of IPv6: both fold into the layer above them (a TLS handshake with a chain of
 *       three certificates would otherwise be a path dozens of layers deep);</li>
 *   <li>what follows ICMP is the packet it quotes or the data it echoes, part of the ICMP message;</li>
 *   <li>one protocol named twice in a row is several of its messages in one frame (TLS records, IGMP reports),
 *       one layer, except for the headers that can carry themselves (IP in IP, two VLAN tags, MPLS labels).</li>
 * </ul>
 */
final class HierarchyPath {

    private static final Set<String> STEPS = Set.of("ethertype");
    private static final Pattern PART_OF_MESSAGE = Pattern.compile(
            "x509\\w*|pkix\\w*|pkcs-?\\d+|ocsp|cms|logotypecertextn|ns_cert_exts|ipv6\\.(hopopts|routing|fraghdr|dstopts)");
    private static final Set<String> QUOTING = Set.of("icmp", "icmpv6");
    private static final Set<String> SELF_CARRYING = Set.of("eth", "vlan", "ieee8021ad", "mpls", "ip", "ipv6", "gre",
            "ppp", "pppoe");

    private HierarchyPath() {
    }

    /** @param stored the colon-separated layers, outermost first */
    static List<String> of(String stored) {
        List<String> shown = new ArrayList<>();
        for (String layer : stored.split(":")) {
            if (layer.isEmpty() || STEPS.contains(layer) || PART_OF_MESSAGE.matcher(layer).matches()) {
                continue;
            }
            String last = shown.isEmpty() ? null : shown.get(shown.size() - 1);
            boolean quoted = last != null && QUOTING.contains(last) && !layer.equals(Malformed.LAYER);
            boolean repeated = layer.equals(last) && !SELF_CARRYING.contains(layer);
            if (!quoted && !repeated) {
                shown.add(layer);
            }
        }
        return shown;
    }
}
