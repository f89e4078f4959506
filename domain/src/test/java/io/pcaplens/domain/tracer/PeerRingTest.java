package io.pcaplens.domain.tracer;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec 10.6 item 2, spec 3 peer states, api.md peers. */
class PeerRingTest {

    private static final String HOST = "192.168.1.2";

    private static List<String> ips(PeerRing ring) {
        return ring.peers().stream().map(Peer::ip).toList();
    }

    @Test
    void atMostTwelvePeersWithTheTracedOneAlwaysIncluded() {
        PeerTraffic traced = new PeerTraffic("10.0.0.99", 1, 0, 1);
        List<PeerTraffic> others = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            others.add(new PeerTraffic("10.0.1." + i, 10L * i, i % 2, 100 + i));
        }
        PeerRing ring = PeerRing.around(HOST, traced, others);
        assertEquals(PeerRing.MAX_PEERS, ring.peers().size());
        assertEquals(new Peer("10.0.0.99", false, true, 1, 1), ring.peers().get(0));
        // the eleven busiest others: 10.0.1.20 (200 packets) down to 10.0.1.10 (100 packets)
        assertEquals(List.of("10.0.0.99", "10.0.1.20", "10.0.1.19", "10.0.1.18", "10.0.1.17", "10.0.1.16",
                "10.0.1.15", "10.0.1.14", "10.0.1.13", "10.0.1.12", "10.0.1.11", "10.0.1.10"), ips(ring));
        assertEquals(1, ring.peers().stream().filter(Peer::traced).count());
    }

    @Test
    void respondedMeansAtLeastOnePacketBackToTheHost() {
        PeerRing ring = PeerRing.around(HOST, new PeerTraffic("192.168.1.151", 2, 1, 1),
                List.of(new PeerTraffic("192.168.1.178", 3, 0, 2), new PeerTraffic("192.168.1.1", 1, 5, 3)));
        assertTrue(ring.peers().get(0).responded());
        assertEquals(new Peer("192.168.1.1", true, false, 6, 3), ring.peers().get(1));
        assertEquals(new Peer("192.168.1.178", false, false, 3, 2), ring.peers().get(2));
        assertEquals(2, ring.respondedCount());
        assertEquals(1, ring.silentCount());
        assertEquals(HOST, ring.host());
    }

    @Test
    void equalCountsAreOrderedByAddressValue() {
        PeerRing ring = PeerRing.around(HOST, new PeerTraffic("10.0.0.1", 1, 1, 1), List.of(
                new PeerTraffic("2001:db8::1", 1, 0, 2), new PeerTraffic("10.0.0.10", 1, 0, 3),
                new PeerTraffic("10.0.0.9", 1, 0, 4), new PeerTraffic("00:1a:6b:6c:0c:cc", 1, 0, 5)));
        assertEquals(List.of("10.0.0.1", "10.0.0.9", "10.0.0.10", "2001:db8::1", "00:1a:6b:6c:0c:cc"), ips(ring));
    }

    @Test
    void severalConversationsWithOnePeerMakeOnePeerThatJumpsToTheBusiest() {
        PeerRing ring = PeerRing.around(HOST, new PeerTraffic("10.0.0.1", 3, 3, 1), List.of(
                new PeerTraffic("10.0.0.2", 1, 0, 7), new PeerTraffic("10.0.0.2", 2, 2, 8),
                new PeerTraffic("10.0.0.2", 1, 0, 9)));
        assertEquals(2, ring.peers().size());
        assertEquals(new Peer("10.0.0.2", true, false, 6, 8), ring.peers().get(1));
    }

    @Test
    void theTracedPeersOtherConversationsAddUpButItStaysOnTheTracedOne() {
        PeerTraffic traced = new PeerTraffic("10.0.0.1", 1, 0, 5);
        PeerRing ring = PeerRing.around(HOST, traced, List.of(new PeerTraffic("10.0.0.1", 40, 40, 6), traced));
        assertEquals(List.of(new Peer("10.0.0.1", true, true, 81, 5)), ring.peers());
        assertEquals(1, ring.respondedCount());
        assertEquals(0, ring.silentCount());
    }

    @Test
    void aHostWithOnlyTheTracedPeerHasARingOfOne() {
        PeerRing ring = PeerRing.around(HOST, new PeerTraffic("10.0.0.1", 1, 0, 1), List.of());
        assertEquals(1, ring.peers().size());
        assertFalse(ring.peers().get(0).responded());
        assertEquals(1, ring.silentCount());
    }
}
