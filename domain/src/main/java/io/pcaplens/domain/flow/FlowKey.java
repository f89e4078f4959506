package io.pcaplens.domain.flow;

import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.packet.Transport;

import java.io.Serializable;

/**
 * A transport flow: its transport (TCP, UDP, ICMP …) and both endpoints with their ports, in a fixed order
 * (the lower address first, by plain string order; for equal addresses the lower port). Flow-level facts
 * (DPI application, risks, TLS metadata, IDS alerts) belong to the flow and are attached to every
 * conversation row of it, whatever the rows' protocol labels. Addresses are kept in their canonical text
 * ({@link IpLiteral#canonical}): the tools that meet on a flow write IPv6 addresses each in their own way.
 */
public record FlowKey(Transport transport, String ipA, int portA, String ipB, int portB) implements Serializable {

    public static FlowKey of(Transport transport, String address1, int port1, String address2, int port2) {
        String ip1 = IpLiteral.canonical(address1);
        String ip2 = IpLiteral.canonical(address2);
        int order = ip1.compareTo(ip2);
        boolean keep = order < 0 || (order == 0 && port1 <= port2);
        return keep ? new FlowKey(transport, ip1, port1, ip2, port2) : new FlowKey(transport, ip2, port2, ip1, port1);
    }
}
