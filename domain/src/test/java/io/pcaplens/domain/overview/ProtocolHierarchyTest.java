package io.pcaplens.domain.overview;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProtocolHierarchyTest {

    private static ProtocolHierarchy.PathCount path(String path, long frames, long bytes) {
        return new ProtocolHierarchy.PathCount(path, frames, bytes);
    }

    @Test
    void eachFrameCountsInEveryLayerOnItsPath() {
        ProtocolHierarchy h = ProtocolHierarchy.of(List.of(
                path("eth:ethertype:ip:tcp", 12, 2164),
                path("eth:ethertype:ip:tcp:tls", 8, 3980),
                path("eth:ethertype:ip:udp:dns", 2, 180)));
        ProtocolHierarchy.Layer eth = h.layers().get(0);
        assertEquals("eth", eth.protocol());
        assertEquals(22, eth.frames());
        assertEquals(6324, eth.bytes());
        ProtocolHierarchy.Layer ip = eth.children().get(0);
        assertEquals("ip", ip.protocol(), "ethertype is no layer of the hierarchy");
        assertEquals(List.of("tcp", "udp"), ip.children().stream().map(ProtocolHierarchy.Layer::protocol).toList());
        ProtocolHierarchy.Layer tcp = ip.children().get(0);
        assertEquals(20, tcp.frames());
        assertEquals(6144, tcp.bytes());
        assertEquals(new ProtocolHierarchy.Layer("tls", 8, 3980, List.of()), tcp.children().get(0));
    }

    @Test
    void aProtocolCarriedInsideItselfIsALayerUnderTheOneThatCarriesIt() {
        ProtocolHierarchy h = ProtocolHierarchy.of(List.of(path("eth:ethertype:ip:gre:ip:icmp", 4, 400)));
        ProtocolHierarchy.Layer outer = h.layers().get(0).children().get(0);
        ProtocolHierarchy.Layer inner = outer.children().get(0).children().get(0);
        assertEquals("ip", inner.protocol());
        assertEquals(4, inner.frames());
        assertEquals("icmp", inner.children().get(0).protocol());
    }

    @Test
    void linkTypesSideBySideAreRootsMostFramesFirst() {
        ProtocolHierarchy h = ProtocolHierarchy.of(List.of(path("sll:ethertype:ip", 1, 60),
                path("eth:ethertype:arp", 3, 180)));
        assertEquals(List.of("eth", "sll"), h.layers().stream().map(ProtocolHierarchy.Layer::protocol).toList());
    }

    private static List<String> protocols(List<ProtocolHierarchy.Layer> layers) {
        return layers.stream().map(ProtocolHierarchy.Layer::protocol).toList();
    }

    /** The layers from the root down along the first child of each. */
    private static List<String> firstPath(ProtocolHierarchy h) {
        List<String> path = new java.util.ArrayList<>();
        for (List<ProtocolHierarchy.Layer> ls = h.layers(); !ls.isEmpty(); ls = ls.get(0).children()) {
            path.add(ls.get(0).protocol());
        }
        return path;
    }

    @Test
    void certificatesFoldIntoTheTlsThatCarriesThemAndSeveralRecordsAreOneLayer() {
        // frame.protocols of a TLS segment carrying a server's chain of two certificates (large-mixed-merged.pcap)
        String chain = "eth:ethertype:ip:tcp:tls:x509sat:x509sat:x509ce:x509ce:pkix1explicit:pkix1implicit:x509ce"
                + ":tls:x509sat:x509sat:x509ce:pkix1implicit:pkcs-1:ocsp:x509ce:tls";
        ProtocolHierarchy h = ProtocolHierarchy.of(List.of(path(chain, 3, 4500), path("eth:ethertype:ip:tcp:tls:tls", 2, 900),
                path("eth:ethertype:ip:tcp:tls", 5, 500)));
        assertEquals(List.of("eth", "ip", "tcp", "tls"), firstPath(h));
        ProtocolHierarchy.Layer tls = h.layers().get(0).children().get(0).children().get(0).children().get(0);
        assertEquals(new ProtocolHierarchy.Layer("tls", 10, 5900, List.of()), tls);
    }

    @Test
    void headersThatCarryThemselvesStayTwoLayers() {
        for (String path : List.of("eth:ethertype:ip:ip:tcp", "eth:ethertype:vlan:ethertype:vlan:ethertype:ip",
                "eth:ethertype:mpls:mpls:ip", "eth:ethertype:ipv6:ipv6:udp")) {
            List<String> expected = java.util.Arrays.stream(path.split(":")).filter(p -> !p.equals("ethertype")).toList();
            assertEquals(expected, firstPath(ProtocolHierarchy.of(List.of(path(path, 1, 60)))), path);
        }
        assertEquals(List.of("eth", "ip", "igmp"), firstPath(ProtocolHierarchy.of(List.of(path("eth:ethertype:ip:igmp:igmp", 1, 60)))));
    }

    @Test
    void extensionHeadersArePartOfIpv6AndWhatIcmpQuotesIsPartOfIcmp() {
        assertEquals(List.of("eth", "ipv6", "icmpv6"),
                firstPath(ProtocolHierarchy.of(List.of(path("eth:ethertype:ipv6:ipv6.hopopts:icmpv6", 1, 90)))));
        assertEquals(List.of("eth", "ip", "icmp"),
                firstPath(ProtocolHierarchy.of(List.of(path("eth:ethertype:ip:icmp:ip:udp:dns", 1, 90)))));
    }

    @Test
    void aFrameADissectorGaveUpOnCountsAsMalformedUnderItsLastLayer() {
        String layers = io.pcaplens.domain.packet.Malformed.layers("eth:ethertype:ip:tcp",
                "80 → 3254 [ACK] Len=1400[Reassembly error, protocol TCP: New fragment overlaps old data (retransmission?)]");
        assertEquals("eth:ethertype:ip:tcp:_ws.malformed", layers);
        assertEquals("eth:ethertype:ip:udp", io.pcaplens.domain.packet.Malformed.layers("eth:ethertype:ip:udp", "Standard query"));
        assertEquals("", io.pcaplens.domain.packet.Malformed.layers("", "[Malformed Packet]"), "no path, no layer");
        ProtocolHierarchy h = ProtocolHierarchy.of(List.of(path(layers, 2, 2800), path("eth:ethertype:ip:tcp:tls", 3, 300),
                path("eth:ethertype:ip:icmp:ip:tcp:_ws.malformed", 1, 70)));
        ProtocolHierarchy.Layer ip = h.layers().get(0).children().get(0);
        ProtocolHierarchy.Layer tcp = ip.children().get(0);
        assertEquals(List.of("tls", "_ws.malformed"), protocols(tcp.children()));
        assertEquals(2, tcp.children().get(1).frames());
        assertEquals(List.of("_ws.malformed"), protocols(ip.children().get(1).children()));
    }
}
