package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where traffic leaves the network, as the office series shows it (week 2: a VPN beside the usual way out). */
class GatewayTallyTest {

    private static final String ROUTER = "00:aa:bb:cc:dd:01";

    @Test
    void theGatewayIsTheCardOutboundFramesGoToAndTheUpstreamPeerTheAddressMostGoTo() {
        GatewayTally tally = new GatewayTally();
        for (int i = 0; i < 30; i++) {
            tally.frame(ROUTER, "10.0.1.10", "203.0.113.1", 60);
        }
        tally.frame(ROUTER, "10.0.4.20", "198.51.100.50", 190);       // WireGuard to the VPN endpoint
        tally.frame("ac:de:48:11:11:01", "203.0.113.1", "10.0.1.10", 60); // inbound: not counted
        tally.frame("00:aa:bb:cc:dd:10", "10.0.1.10", "10.0.2.10", 60);   // internal: not counted

        assertEquals(Optional.of(ROUTER), tally.gatewayMac());
        assertEquals(Optional.of("203.0.113.1"), tally.upstreamPeer());
        List<Binding> bindings = List.of(new Binding("10.0.1.1", ROUTER, Set.of(BindingEvidence.ARP)));
        assertEquals(Optional.of(new LocalGateway(ROUTER, "10.0.1.1")), tally.gateway(bindings));
    }

    @Test
    void noPeerIsUpstreamWhenTrafficIsSpreadOverManySites() {
        GatewayTally tally = new GatewayTally();
        tally.frame(ROUTER, "10.0.1.10", "8.8.8.8", 400);
        tally.frame(ROUTER, "10.0.1.10", "1.1.1.1", 300);
        tally.frame(ROUTER, "10.0.1.10", "9.9.9.9", 300);

        assertEquals(Optional.empty(), tally.upstreamPeer());
        assertEquals(Optional.of(ROUTER), tally.gatewayMac());
    }

    @Test
    void aGatewayWhoseAddressNoLocalEvidenceShowedHasNone() {
        GatewayTally tally = new GatewayTally();
        tally.frame(ROUTER, "192.168.1.20", "93.184.216.34", 100);

        assertEquals(Optional.of(new LocalGateway(ROUTER, null)), tally.gateway(List.of()));
    }

    @Test
    void withoutOutboundTrafficThereIsNoGateway() {
        GatewayTally tally = new GatewayTally();
        tally.frame(ROUTER, "10.0.1.10", "10.0.2.30", 100);

        assertEquals(Optional.empty(), tally.gateway(List.of()));
        assertEquals(Optional.empty(), tally.upstreamPeer());
    }
}
