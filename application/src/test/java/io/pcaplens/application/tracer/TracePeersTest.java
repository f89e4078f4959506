package io.pcaplens.application.tracer;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.tracer.Peer;
import io.pcaplens.domain.tracer.PeerRing;
import io.pcaplens.domain.tracer.PeerTraffic;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.port.PeerTrafficRepository;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TracePeersTest {

    @Test
    void theTracedPeerStaysInTheRingAmongBusierPeers() {
        List<PeerTraffic> stored = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            // twenty probed addresses, every second one answered, all busier than the traced one
            stored.add(new PeerTraffic("10.0.0." + i, 100 + i, i % 2 == 0 ? 5 : 0, i));
        }
        stored.add(new PeerTraffic("192.0.2.9", 1, 0, 99));
        TracedConversation traced = new TracedConversation(99, new CaptureId("c0ffee00-0000-0000-0000-000000000000"), 1,
                new TraceContext("192.0.2.1", 5000, "192.0.2.9", 80, "TCP", "TCP", null, null));

        PeerRing ring = new TracePeers(new StoredPeers(stored, List.of())).ring(traced);

        assertEquals(12, ring.peers().size());
        Peer tracedPeer = ring.peers().stream().filter(Peer::traced).findFirst().orElseThrow();
        assertEquals("192.0.2.9", tracedPeer.ip());
        assertEquals(false, tracedPeer.responded());
        assertTrue(ring.peers().stream().noneMatch(p -> p.ip().equals("10.0.0.1")), "the quietest are left out");
        assertEquals(10, ring.respondedCount(), "of all 21 peers");
        assertEquals(11, ring.silentCount());
        assertEquals(21, ring.peerCount());
        assertEquals("192.0.2.1", ring.host());
    }

    /** The stored traffic in memory: per peer, and per port of one peer. */
    private record StoredPeers(List<PeerTraffic> peers, List<PeerTraffic> ports) implements PeerTrafficRepository {
        @Override
        public List<PeerTraffic> around(CaptureId captureId, String host) {
            return peers;
        }

        @Override
        public List<PeerTraffic> portsOf(CaptureId captureId, String host, String peer) {
            return ports.stream().filter(p -> p.ip().equals(peer)).toList();
        }
    }

    private static TracedConversation tracing(String src, Integer srcPort, String dst, Integer dstPort) {
        return new TracedConversation(99, new CaptureId("c0ffee00-0000-0000-0000-000000000000"), 1,
                new TraceContext(src, srcPort, dst, dstPort, "TCP", "TCP", null, null));
    }

    @Test
    void aHostWhoseOnlyPeerIsTheTracedOneGetsARingOfThatPeersPorts() {
        // a SYN scan of one target: 80 and 443 answered, 22 and 25 never did
        List<PeerTraffic> ports = List.of(new PeerTraffic("192.0.2.9", 1, 1, 10, 80),
                new PeerTraffic("192.0.2.9", 1, 1, 11, 443), new PeerTraffic("192.0.2.9", 1, 0, 12, 22),
                new PeerTraffic("192.0.2.9", 1, 0, 13, 25));
        StoredPeers stored = new StoredPeers(List.of(new PeerTraffic("192.0.2.9", 4, 2, 10)), ports);

        PeerRing ring = new TracePeers(stored).ring(tracing("192.0.2.1", 5000, "192.0.2.9", 22));

        assertEquals(PeerRing.Kind.PORTS, ring.kind());
        assertEquals(List.of(22, 80, 443, 25), ring.peers().stream().map(Peer::port).toList());
        assertEquals(new Peer("192.0.2.9", false, true, 1, 99, 22), ring.peers().get(0));
        assertEquals(2, ring.respondedCount());
        assertEquals(2, ring.silentCount());
        assertEquals(4, ring.peerCount());
    }

    @Test
    void aRowWithoutAddressesHasNoRingAndSaysWhy() {
        StoredPeers stored = new StoredPeers(List.of(), List.of());

        PeerRing noSource = new TracePeers(stored).ring(tracing("", null, "", null));
        PeerRing noDestination = new TracePeers(stored).ring(tracing("00:11:22:33:44:55", null, "", null));

        assertTrue(noSource.peers().isEmpty());
        assertTrue(noSource.unavailable().contains("no source address"), noSource.unavailable());
        assertTrue(noDestination.peers().isEmpty());
        assertTrue(noDestination.unavailable().contains("no destination address"), noDestination.unavailable());
    }

    @Test
    void aGratuitousArpGivesTheHostNoPeerOfItself() {
        StoredPeers stored = new StoredPeers(List.of(new PeerTraffic("192.0.2.1", 3, 3, 99),
                new PeerTraffic("192.0.2.7", 2, 1, 50)), List.of());

        PeerRing ring = new TracePeers(stored).ring(tracing("192.0.2.1", null, "192.0.2.1", null));

        assertEquals(List.of(new Peer("192.0.2.7", true, false, 3, 50)), ring.peers());
        assertEquals(1, ring.peerCount());
    }
}
