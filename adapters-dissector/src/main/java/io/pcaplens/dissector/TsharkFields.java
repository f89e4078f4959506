package io.pcaplens.dissector;

import java.util.List;

/**
 * The fields tshark prints for every frame: the spec's 19 selectors in the spec's order (section 2.1),
 * then what the rest of the analysis needs from the same pass, so the capture is dissected only once.
 */
final class TsharkFields {

    static final List<String> SPEC = List.of(
            "frame.time_epoch", "frame.len", "ip.src", "ip.dst", "ipv6.src", "ipv6.dst",
            "tcp.srcport", "tcp.dstport", "udp.srcport", "udp.dstport", "_ws.col.Protocol", "_ws.col.Info",
            "tcp.payload", "udp.payload", "ip.ttl", "eth.src", "arp.src.proto_ipv4", "arp.dst.proto_ipv4", "eth.dst");

    static final List<String> EXTRA = List.of(
            "frame.number", "frame.protocols", "wlan.sa", "wlan.da", "sll.src.eth", "http.user_agent",
            "tls.handshake.extensions_server_name", "tls.handshake.ja3", "tls.handshake.ja3s",
            "tcp.flags", "ipv6.hlim",
            // address-to-card claims for the monitor's bindings: ARP sender, DHCP ACK, neighbour advertisement
            "arp.src.hw_mac", "dhcp.option.dhcp", "dhcp.ip.your", "dhcp.hw.mac_addr",
            "icmpv6.nd.na.target_address", "icmpv6.opt.linkaddr");

    static final List<String> ALL = java.util.stream.Stream.concat(SPEC.stream(), EXTRA.stream()).toList();

    /** Position of the Info column, the only free-text field that may be long and odd. */
    static final int INFO = SPEC.indexOf("_ws.col.Info");

    /** Separates fields; tshark escapes control characters inside values, so it never occurs in one. */
    static final char SEPARATOR = '\u001f';

    private TsharkFields() {
    }
}
