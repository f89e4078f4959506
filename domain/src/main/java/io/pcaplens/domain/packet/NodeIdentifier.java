package io.pcaplens.domain.packet;

/**
 * Spec 2.1, rules for node identifiers: IPv4 addresses, else IPv6, else the ARP sender and target
 * addresses, else the layer-2 addresses. Source and destination are chosen as a pair from the same
 * layer, and of comma-joined values only the first (outermost) counts.
 *
 * <p>For link layers without Ethernet the 802.11 transmitter/receiver addresses, then the Linux cooked
 * capture source address, stand in for the Ethernet MACs; otherwise such frames would have no identity.
 */
public final class NodeIdentifier {

    private NodeIdentifier() {
    }

    public static Endpoints of(PacketFields f) {
        String src;
        String dst;
        if (!PacketFields.first(f.ipSrc()).isEmpty()) {
            src = PacketFields.first(f.ipSrc());
            dst = PacketFields.first(f.ipDst());
        } else if (!PacketFields.first(f.ipv6Src()).isEmpty()) {
            src = PacketFields.first(f.ipv6Src());
            dst = PacketFields.first(f.ipv6Dst());
        } else if (!PacketFields.first(f.arpSrcIpv4()).isEmpty()) {
            src = PacketFields.first(f.arpSrcIpv4());
            dst = PacketFields.first(f.arpDstIpv4());
        } else if (!PacketFields.first(f.ethSrc()).isEmpty()) {
            src = PacketFields.first(f.ethSrc());
            dst = PacketFields.first(f.ethDst());
        } else if (!PacketFields.first(f.wlanSa()).isEmpty()) {
            src = PacketFields.first(f.wlanSa());
            dst = PacketFields.first(f.wlanDa());
        } else {
            src = PacketFields.first(f.sllSrc());
            dst = "";
        }
        Integer srcPort;
        Integer dstPort;
        if (!PacketFields.first(f.tcpSrcPort()).isEmpty()) {
            srcPort = port(f.tcpSrcPort());
            dstPort = port(f.tcpDstPort());
        } else if (!PacketFields.first(f.udpSrcPort()).isEmpty()) {
            srcPort = port(f.udpSrcPort());
            dstPort = port(f.udpDstPort());
        } else {
            srcPort = null;
            dstPort = null;
        }
        return new Endpoints(src, srcPort, dst, dstPort);
    }

    private static Integer port(String raw) {
        String v = PacketFields.first(raw);
        if (v.isEmpty()) {
            return null;
        }
        try {
            return Integer.valueOf(v);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
