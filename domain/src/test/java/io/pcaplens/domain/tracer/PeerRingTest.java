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
    void atMostTwelvePeersWithTheTracedOneAlwaysIncludedAndTheCountsOfAllPeers() {
        PeerTraffic traced = new PeerTraffic("10.0.0.99", 1, 0, 1);
        List<PeerTraffic> others = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            others.add(new PeerTraffic("10.0.1." + i, 10L * i, i % 2, 100 + i));
        }
        PeerRing ring = PeerRing.around(HOST, traced, others);
        assertEquals(PeerRing.MAX_PEERS, ring.peers().size());
        assertEquals(new Peer("10.0.0.99", false, true, 1, 1), ring.peers().get(0));
        // eleven slots: the five busiest silent peers (even) and the six busiest that answered (odd), by packets
        assertEquals(List.of("10.0.0.99", "10.0.1.20", "10.0.1.19", "10.0.1.18", "10.0.1.17", "10.0.1.16",
                "10.0.1.15", "10.0.1.14", "10.0.1.13", "10.0.1.12", "10.0.1.11", "10.0.1.9"), ips(ring));
        assertEquals(1, ring.peers().stream().filter(Peer::traced).count());
        assertEquals(21, ring.peerCount());
        assertEquals(10, ring.respondedCount());
        assertEquals(11, ring.silentCount());
    }

    @Test
    void silentPeersKeepTheirSlotsAmongBusierPeersThatAnswered() {
        // as 192.168.1.3 of bittorrent.pcap: fifteen peers, the three that never answered the quietest
        List<PeerTraffic> others = new ArrayList<>();
        for (int i = 1; i <= 11; i++) {
            others.add(new PeerTraffic("10.0.2." + i, 100L + i, 100, 10 + i));
        }
        for (int i = 1; i <= 3; i++) {
            others.add(new PeerTraffic("10.0.3." + i, i, 0, 30 + i));
        }
        PeerRing ring = PeerRing.around(HOST, new PeerTraffic("10.0.9.9", 50, 50, 1), others);

        assertEquals(12, ring.peers().size());
        assertEquals(List.of("10.0.3.3", "10.0.3.2", "10.0.3.1"),
                ring.peers().stream().filter(p -> !p.responded()).map(Peer::ip).toList());
        assertEquals(15, ring.peerCount());
        assertEquals(12, ring.respondedCount());
        assertEquals(3, ring.silentCount());
        assertEquals(PeerRing.Kind.PEERS, ring.kind());
    }

    @Test
    void aHostIsNeverItsOwnPeer() {
        // a gratuitous ARP names its sender as the target
        PeerRing ring = PeerRing.around(HOST, new PeerTraffic(HOST, 3, 0, 1),
                List.of(new PeerTraffic("192.168.1.1", 2, 2, 2)));
        assertEquals(List.of(new Peer("192.168.1.1", true, false, 4, 2)), ring.peers());
        assertEquals(1, ring.peerCount());

        PeerRing asOther = PeerRing.around(HOST, new PeerTraffic("192.168.1.1", 2, 2, 2),
                List.of(new PeerTraffic(HOST, 3, 0, 1)));
        assertEquals(List.of("192.168.1.1"), ips(asOther));
        assertEquals(0, asOther.silentCount());
    }

    @Test
    void aRingOfPortsHasANodePerPortAnsweredOrNot() {
        PeerTraffic traced = new PeerTraffic("10.0.0.1", 1, 1, 5, 22);
        List<PeerTraffic> ports = new ArrayList<>();
        for (int port = 1; port <= 30; port++) {
            if (port != 22) {
                ports.add(new PeerTraffic("10.0.0.1", 1, port % 10 == 0 ? 1 : 0, 100 + port, port));
            }
        }
        PeerRing ring = PeerRing.ofPorts(HOST, traced, ports);

        assertEquals(PeerRing.Kind.PORTS, ring.kind());
        assertEquals(12, ring.peers().size());
        assertEquals(new Peer("10.0.0.1", true, true, 2, 5, 22), ring.peers().get(0));
        assertEquals(30, ring.peerCount());
        assertEquals(4, ring.respondedCount(), "22, 10, 20 and 30 answered");
        assertEquals(26, ring.silentCount());
        assertEquals(List.of(10, 20, 30), ring.peers().stream().filter(p -> p.responded() && !p.traced())
                .map(Peer::port).toList());
        assertTrue(ring.peers().stream().allMatch(p -> p.ip().equals("10.0.0.1")));
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
        assertEquals(null, ring.unavailable());
    }
}
