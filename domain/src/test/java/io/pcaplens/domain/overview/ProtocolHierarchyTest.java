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
}
