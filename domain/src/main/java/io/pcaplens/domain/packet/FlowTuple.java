package io.pcaplens.domain.packet;

import java.io.Serializable;

/**
 * The header facts that name the transport flow a packet belongs to, as the tools that share flow ids
 * (Community ID in Zeek, Suricata, Arkime) read them: the addresses of the IP header that carries the
 * transport, the IP protocol number, and the transport's ports, or for ICMP and ICMPv6 the message type and
 * code. In a tunnel the header that carries the transport is the inner one, which is the flow those tools
 * report, while the spec's node identifiers take the outermost addresses.
 *
 * @param srcPort the source port, the ICMP type for ICMP/ICMPv6, null for protocols without ports
 * @param dstPort the destination port, the ICMP code for ICMP/ICMPv6, null for protocols without ports
 */
public record FlowTuple(int protocol, String srcIp, String dstIp, Integer srcPort, Integer dstPort) implements Serializable {

    public static final int ICMP = 1;
    public static final int TCP = 6;
    public static final int UDP = 17;
    public static final int ICMPV6 = 58;
    public static final int SCTP = 132;

    /**
     * The tuple of a packet travelling on {@code transport}; null for traffic without an IP header and where
     * the header that names the flow is missing (a non-first fragment, a truncated header).
     */
    public static FlowTuple of(PacketFields f, Transport transport) {
        String layer = switch (transport) {
            case TCP -> "tcp";
            case UDP -> "udp";
            case ICMP -> "icmp";
            case ICMPV6 -> "icmpv6";
            case IP -> null;
            case ARP, L2 -> "";
        };
        if ("".equals(layer)) {
            return null;
        }
        // the IP header right before the transport layer, counted among the frame's IP headers of its kind
        int ipSeen = 0;
        int ipv6Seen = 0;
        boolean lastIsV6 = false;
        for (String l : PacketFields.first(f.frameProtocols()).split(":")) {
            if (l.equals(layer)) {
                break;
            }
            if (l.equals("ip")) {
                ipSeen++;
                lastIsV6 = false;
            } else if (l.equals("ipv6")) {
                ipv6Seen++;
                lastIsV6 = true;
            }
        }
        int index = (lastIsV6 ? ipv6Seen : ipSeen) - 1;
        if (index < 0) {
            return null;
        }
        String src = nth(lastIsV6 ? f.ipv6Src() : f.ipSrc(), index);
        String dst = nth(lastIsV6 ? f.ipv6Dst() : f.ipDst(), index);
        if (src.isEmpty() || dst.isEmpty()) {
            return null;
        }
        return switch (transport) {
            case TCP -> ported(TCP, src, dst, f.tcpSrcPort(), f.tcpDstPort());
            case UDP -> ported(UDP, src, dst, f.udpSrcPort(), f.udpDstPort());
            case ICMP -> ported(ICMP, src, dst, f.icmpType(), f.icmpCode());
            case ICMPV6 -> ported(ICMPV6, src, dst, f.icmpv6Type(), f.icmpv6Code());
            default -> portless(src, dst, number(nth(lastIsV6 ? f.ipv6Next() : f.ipProto(), index)));
        };
    }

    private static FlowTuple ported(int protocol, String src, String dst, String srcPort, String dstPort) {
        Integer sp = number(PacketFields.first(srcPort));
        Integer dp = number(PacketFields.first(dstPort));
        return sp == null || dp == null ? null : new FlowTuple(protocol, src, dst, sp, dp);
    }

    /**
     * A protocol without ports. A transport with ports (or an IPv6 extension header) here means the frame
     * lacks the header that names the flow, as a non-first fragment does: no tuple.
     */
    private static FlowTuple portless(String src, String dst, Integer protocol) {
        if (protocol == null) {
            return null;
        }
        return switch (protocol) {
            case ICMP, TCP, UDP, ICMPV6, SCTP, 0, 43, 44, 60 -> null;
            default -> new FlowTuple(protocol, src, dst, null, null);
        };
    }

    private static String nth(String raw, int index) {
        if (raw == null || raw.isEmpty()) {
            return "";
        }
        String[] values = raw.split(String.valueOf(PacketFields.VALUE_SEPARATOR), -1);
        return index < values.length ? values[index] : "";
    }

    private static Integer number(String v) {
        if (v.isEmpty() || v.length() > 5) {
            return null;
        }
        for (int i = 0; i < v.length(); i++) {
            if (!Character.isDigit(v.charAt(i))) {
                return null;
            }
        }
        return Integer.valueOf(v);
    }
}
