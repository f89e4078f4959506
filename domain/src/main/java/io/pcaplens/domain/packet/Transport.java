package io.pcaplens.domain.packet;

/**
 * The transport a packet travels on, for joining flow-level facts to conversation rows: TCP, UDP, or the
 * network protocol (ICMP, ICMPV6, ARP, IP, L2). The API shows the constant's name.
 *
 * <p>It is the outermost of tcp/udp/icmp/icmpv6 in the protocol stack, so an ICMP error that quotes a UDP
 * packet is ICMP, while a TCP segment inside a GRE tunnel is TCP.
 */
public enum Transport {
    TCP, UDP, ICMP, ICMPV6, ARP, IP, L2;

    public static Transport of(String frameProtocols) {
        String stack = PacketFields.first(frameProtocols);
        boolean ip = false;
        for (String layer : stack.split(":")) {
            switch (layer) {
                case "tcp":
                    return TCP;
                case "udp":
                    return UDP;
                case "icmp":
                    return ICMP;
                case "icmpv6":
                    return ICMPV6;
                case "arp":
                    return ARP;
                case "ip":
                case "ipv6":
                    ip = true;
                    break;
                default:
                    break;
            }
        }
        return ip ? IP : L2;
    }

    /** The transport named by the packet's ports, as the dissector-label rule needs it; null without ports. */
    public static Transport ofPorts(PacketFields f) {
        if (!PacketFields.first(f.tcpSrcPort()).isEmpty()) {
            return TCP;
        }
        if (!PacketFields.first(f.udpSrcPort()).isEmpty()) {
            return UDP;
        }
        return null;
    }

    /** Whether the packets travel over IP, the traffic DPI classifies: everything but ARP and plain layer 2. */
    public boolean isIp() {
        return this != ARP && this != L2;
    }

    /** TCP and UDP carry ports of their own and byte streams that can be followed. */
    public boolean hasPorts() {
        return this == TCP || this == UDP;
    }
}
