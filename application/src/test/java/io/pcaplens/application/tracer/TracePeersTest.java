package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.Peer;
import io.pcaplens.domain.tracer.PeerRing;
import io.pcaplens.domain.tracer.PeerTraffic;
import io.pcaplens.domain.tracer.TraceContext;
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
        TracedConversation traced = new TracedConversation(99, "c0ffee00-0000-0000-0000-000000000000", 1,
                new TraceContext("192.0.2.1", 5000, "192.0.2.9", 80, "TCP", "TCP", null, null));

        PeerRing ring = new TracePeers((capture, host) -> stored).ring(traced);

        assertEquals(12, ring.peers().size());
        Peer tracedPeer = ring.peers().stream().filter(Peer::traced).findFirst().orElseThrow();
        assertEquals("192.0.2.9", tracedPeer.ip());
        assertEquals(false, tracedPeer.responded());
        assertTrue(ring.peers().stream().noneMatch(p -> p.ip().equals("10.0.0.1")), "the quietest are left out");
        assertEquals(ring.peers().stream().filter(Peer::responded).count(), ring.respondedCount());
        assertEquals(12 - ring.respondedCount(), ring.silentCount());
        assertEquals("192.0.2.1", ring.host());
    }
}
