package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.packet.Transport;

import java.util.ArrayList;
import java.util.List;

/**
 * Wireshark display filters that select what a row, a flow or a filter set of the explorer selects, so an
 * analyst who opens the capture (or the downloaded one) in Wireshark lands on the same packets.
 *
 * <p>A row is one Protocol label of a flow (spec 2.3), but the label is the Protocol column, and Wireshark 4.0
 * cannot filter on columns: {@code _ws.col.Protocol} is refused by {@code -2 -R} and matches nothing in
 * {@code -Y}. So a row's filter is its flow's, which selects exactly the row's packets where the flow has one
 * label, and all the flow's labels otherwise. Addresses are those of the outermost header, as the row's are:
 * in a tunnel the filter also matches other flows carried between the same two tunnel ends.
 */
public final class WiresharkFilter {

    private WiresharkFilter() {
    }

    /** The flow of a row: both endpoints, their ports and the transport. */
    public static String ofFlow(Identity e) {
        return ofFlow(e.transport(), e.srcIp(), e.srcPort(), e.dstIp(), e.dstPort());
    }

    /**
     * A flow by its transport and endpoints, either way round: the endpoints are put in one order, so a flow
     * and each of its rows (whose direction may be the other way) give the same filter.
     */
    public static String ofFlow(Transport transport, String srcIp, Integer srcPort, String dstIp, Integer dstPort) {
        if (endpointOrder(dstIp, dstPort, srcIp, srcPort) < 0) {
            return ofFlow(transport, dstIp, dstPort, srcIp, srcPort);
        }
        List<String> and = new ArrayList<>();
        and.add(endpoints(transport, srcIp, dstIp));
        String carried = switch (transport) {
            case TCP -> ports("tcp", srcPort, dstPort);
            case UDP -> ports("udp", srcPort, dstPort);
            case ICMP -> "icmp";
            case ICMPV6 -> "icmpv6";
            case ARP -> "arp";
            case IP -> "!tcp && !udp && !icmp && !icmpv6";
            case L2 -> "!ip && !ipv6 && !arp";
        };
        and.add(carried);
        return String.join(" && ", and);
    }

    /** The higher port first (a client's ephemeral port, mostly, so the filter reads client to server). */
    private static int endpointOrder(String ipA, Integer portA, String ipB, Integer portB) {
        int byPort = Integer.compare(portB == null ? -1 : portB, portA == null ? -1 : portA);
        return byPort != 0 ? byPort : ipA.compareTo(ipB);
    }

    /** A row's filter: its flow's (see the class comment for why the Protocol label is not in it). */
    public static String ofRow(ConversationRow row) {
        return ofFlow(row.identity());
    }

    private static String endpoints(Transport transport, String srcIp, String dstIp) {
        if (transport == Transport.ARP && IpLiteral.parse(srcIp) != null) {
            return "((arp.src.proto_ipv4==" + srcIp + " && arp.dst.proto_ipv4==" + dstIp + ") || (arp.src.proto_ipv4=="
                    + dstIp + " && arp.dst.proto_ipv4==" + srcIp + "))";
        }
        String field = addressField(srcIp) + ".addr";
        if (dstIp.isEmpty()) {
            return field + "==" + srcIp;
        }
        return srcIp.equals(dstIp) ? field + "==" + srcIp : field + "==" + srcIp + " && " + field + "==" + dstIp;
    }

    /** ip, ipv6, or eth for the MAC addresses that identify layer-2 traffic. */
    private static String addressField(String address) {
        byte[] bytes = IpLiteral.parse(address);
        return bytes == null ? "eth" : bytes.length == 4 ? "ip" : "ipv6";
    }

    private static String ports(String protocol, Integer srcPort, Integer dstPort) {
        if (srcPort == null || dstPort == null) {
            return protocol;
        }
        return srcPort.equals(dstPort) ? protocol + ".port==" + srcPort
                : protocol + ".port==" + srcPort + " && " + protocol + ".port==" + dstPort;
    }
}
