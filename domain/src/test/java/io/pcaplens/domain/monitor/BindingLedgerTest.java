package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Addresses are bound to cards by local evidence only. Frames are those of the office series in
 * shared/pcaps/monitor (week 5: frames 8, 13 and 74), read with tshark.
 */
class BindingLedgerTest {

    private static final String ROUTER = "00:aa:bb:cc:dd:01";
    private static final String BOB = "ac:de:48:22:22:02";
    private static final String SHADOW = "b8:27:eb:77:77:07";

    @Test
    void arpRepliesBindTheirSenderAndTwoClaimsOnOneAddressAreBothKept() {
        BindingLedger ledger = new BindingLedger();
        ledger.arp("10.0.1.11", BOB);                 // frame 8: 10.0.1.11 is at ac:de:48:22:22:02
        ledger.arp("10.0.1.11", SHADOW);              // frame 13: 10.0.1.11 is at b8:27:eb:77:77:07

        assertEquals(List.of(new Binding("10.0.1.11", BOB, Set.of(BindingEvidence.ARP)),
                new Binding("10.0.1.11", SHADOW, Set.of(BindingEvidence.ARP))), ledger.bindings(ROUTER));
    }

    @Test
    void routedFramesAreNeverEvidence() {
        BindingLedger ledger = new BindingLedger();
        // frame 10 of week 1: the web server's SYN/ACK reaches 10.0.1.10 through the router, with its MAC
        ledger.frame("10.0.2.30", "10.0.1.10", ROUTER);
        // an answer from beyond the router
        ledger.frame("203.0.113.1", "10.0.1.10", ROUTER);

        assertEquals(List.of(), ledger.bindings(ROUTER));
    }

    @Test
    void framesWithinOneSubnetBindTheirSourceButNotWhenTheGatewaySentThem() {
        BindingLedger ledger = new BindingLedger();
        ledger.frame("10.0.1.10", "10.0.1.22", "AC:DE:48:11:11:01");
        // same /24 on paper, but the router forwards for every address behind it
        ledger.frame("10.0.1.200", "10.0.1.10", ROUTER);
        ledger.arp("10.0.1.1", ROUTER);
        ledger.frame("10.0.1.1", "10.0.1.10", ROUTER);

        assertEquals(List.of(new Binding("10.0.1.10", "ac:de:48:11:11:01", Set.of(BindingEvidence.LOCAL_FRAME)),
                new Binding("10.0.1.1", ROUTER, Set.of(BindingEvidence.ARP))), ledger.bindings(ROUTER));
    }

    @Test
    void everyKindOfEvidenceIsKeptOnOneBinding() {
        BindingLedger ledger = new BindingLedger();
        ledger.arp("192.168.1.20", "00:11:22:33:44:55");
        ledger.dhcp("192.168.1.20", "00:11:22:33:44:55");
        ledger.frame("192.168.1.20", "192.168.1.1", "00:11:22:33:44:55");
        ledger.ndp("fe80::211:22ff:fe33:4455", "00:11:22:33:44:55");

        List<Binding> bindings = ledger.bindings(null);
        assertEquals(EnumSet.of(BindingEvidence.ARP, BindingEvidence.DHCP, BindingEvidence.LOCAL_FRAME),
                bindings.get(0).evidence());
        assertEquals(Set.of(BindingEvidence.NDP), bindings.get(1).evidence());
    }

    @Test
    void probesBroadcastsAndGroupAddressesBindNothing() {
        BindingLedger ledger = new BindingLedger();
        ledger.arp("0.0.0.0", "00:11:22:33:44:55");           // ARP probe
        ledger.arp("10.0.0.5", "ff:ff:ff:ff:ff:ff");
        ledger.arp("10.0.0.5", "01:00:5e:00:00:fb");
        ledger.arp("10.0.0.5", "00:00:00:00:00:00");
        ledger.dhcp("255.255.255.255", "00:11:22:33:44:55");
        ledger.ndp("ff02::1", "00:11:22:33:44:55");

        assertEquals(List.of(), ledger.bindings(null));
    }
}
