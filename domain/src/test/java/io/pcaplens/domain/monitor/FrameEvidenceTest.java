package io.pcaplens.domain.monitor;

import io.pcaplens.domain.packet.PacketRecord;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static io.pcaplens.domain.packet.Packets.packet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Frames in, frame facts out: bindings, the way out and services, the same whether read whole or in slices. */
class FrameEvidenceTest {

    private static final String ROUTER = "00:aa:bb:cc:dd:01";
    private static final String ALICE = "ac:de:48:11:11:01";
    private static final String BOB = "ac:de:48:22:22:02";
    private static final String PRINTER = "00:11:22:33:44:55";

    private final List<PacketRecord> frames = new ArrayList<>();

    private void add(PacketRecord p) {
        frames.add(p);
    }

    /** An ARP reply from the card: "ip is at mac". */
    private void arp(String ip, String mac) {
        add(packet().frame(frames.size() + 1).protocol("ARP").stack("eth:ethertype:arp").eth(mac, ROUTER)
                .arp(ip, "10.0.1.1").arpSenderMac(mac).record());
    }

    private void ip(String src, String dst, String srcMac, String dstMac, int len) {
        add(packet().frame(frames.size() + 1).ip(src, dst).udp("40000", "9999").protocol("UDP")
                .stack("eth:ethertype:ip:udp").eth(srcMac, dstMac).len(len).record());
    }

    private FrameFacts read() {
        FrameEvidence evidence = new FrameEvidence();
        frames.forEach(evidence::add);
        return evidence.facts();
    }

    /** The frames read by two slices, each into its own evidence, then merged. */
    private FrameFacts readInTwoSlices() {
        FrameEvidence first = new FrameEvidence();
        FrameEvidence second = new FrameEvidence();
        for (int i = 0; i < frames.size(); i++) {
            (i % 2 == 0 ? first : second).add(frames.get(i));
        }
        first.absorb(second);
        return first.facts();
    }

    @Test
    void theGatewayIsTheCardOutboundFramesGoToAndItsAddressTheOneItAnnounces() {
        arp("10.0.1.1", ROUTER);
        arp("10.0.1.10", ALICE);
        ip("10.0.1.10", "203.0.113.1", ALICE, ROUTER, 1000);
        ip("10.0.1.10", "198.51.100.7", ALICE, ROUTER, 200);
        ip("203.0.113.1", "10.0.1.10", ROUTER, ALICE, 5000);
        FrameFacts facts = read();
        assertEquals(new LocalGateway(ROUTER, "10.0.1.1"), facts.gateway());
        assertEquals("203.0.113.1", facts.upstreamPeer(), "1000 of 1200 outbound bytes; inbound ones do not count");
    }

    @Test
    void noOffSiteAddressCarryingMostOfTheTrafficNamesNoUpstreamPeer() {
        ip("10.0.1.10", "203.0.113.1", ALICE, ROUTER, 400);
        ip("10.0.1.10", "198.51.100.7", ALICE, ROUTER, 400);
        ip("10.0.1.10", "192.0.2.9", ALICE, ROUTER, 400);
        FrameFacts facts = read();
        assertNull(facts.upstreamPeer());
        assertEquals(new LocalGateway(ROUTER, null), facts.gateway(), "the router never announced its address");
    }

    @Test
    void claimsAndFramesWithinOneSubnetBindButRoutedFramesDoNot() {
        arp("10.0.1.10", ALICE);
        ip("10.0.1.11", "10.0.1.10", BOB, ALICE, 100);
        ip("10.0.2.20", "10.0.1.10", ROUTER, ALICE, 100);
        ip("10.0.1.10", "203.0.113.1", ALICE, ROUTER, 100);
        add(packet().frame(9).ip("0.0.0.0", "255.255.255.255").udp("68", "67").protocol("DHCP")
                .stack("eth:ethertype:ip:udp:dhcp").eth(PRINTER, "ff:ff:ff:ff:ff:ff").record());
        add(packet().frame(10).ip("10.0.1.1", "10.0.1.50").udp("67", "68").protocol("DHCP")
                .stack("eth:ethertype:ip:udp:dhcp").eth(ROUTER, PRINTER).dhcp("5", "10.0.1.50", PRINTER).record());
        FrameFacts facts = read();
        assertEquals(List.of(
                new Binding("10.0.1.10", ALICE, Set.of(BindingEvidence.ARP)),
                new Binding("10.0.1.11", BOB, Set.of(BindingEvidence.LOCAL_FRAME)),
                new Binding("10.0.1.50", PRINTER, Set.of(BindingEvidence.DHCP))), facts.bindings());
        assertEquals(List.of(new ServiceFact("10.0.1.1", 67, ServiceTransport.UDP)), facts.services(),
                "the server that acknowledged the address");
    }

    @Test
    void aDhcpServerIsOneThatAnsweredFromTheServerPort() {
        add(packet().frame(1).ip("10.0.1.1", "10.0.1.50").udp("6767", "68").protocol("DHCP")
                .stack("eth:ethertype:ip:udp:dhcp").eth(ROUTER, PRINTER).dhcp("5", "10.0.1.50", PRINTER).record());
        add(packet().frame(2).ip("10.0.1.2", "10.0.1.51").udp("67", "68").protocol("DHCP")
                .stack("eth:ethertype:ip:udp:dhcp").eth(ROUTER, BOB).dhcp("2", "10.0.1.51", BOB).record());
        assertEquals(List.of(new ServiceFact("10.0.1.2", 67, ServiceTransport.UDP)), read().services(),
                "an OFFER from the server port; not a reply from another port");
    }

    @Test
    void theGatewaysOwnFramesBindOnlyByItsClaims() {
        arp("10.0.1.1", ROUTER);
        ip("10.0.1.10", "203.0.113.1", ALICE, ROUTER, 100);
        // the router forwarding 10.0.1.99's packet: it looks local, but the router speaks for others
        ip("10.0.1.99", "10.0.1.10", ROUTER, ALICE, 100);
        assertEquals(List.of(new Binding("10.0.1.1", ROUTER, Set.of(BindingEvidence.ARP))), read().bindings());
    }

    @Test
    void aNeighbourAdvertisementBindsItsTarget() {
        add(packet().frame(1).ipv6("fe80::1", "ff02::1").protocol("ICMPv6").stack("eth:ethertype:ipv6:icmpv6")
                .eth(ALICE, "33:33:00:00:00:01").neighbourAdvert("fd00::10", ALICE).record());
        assertEquals(List.of(new Binding("fd00::10", ALICE, Set.of(BindingEvidence.NDP))), read().bindings());
    }

    @Test
    void servicesAreTheTcpPortsThatAcceptedAndTheUdpPortsThatAnswered() {
        add(packet().frame(1).ip("10.0.1.10", "10.0.2.20").tcp("50000", "25").tcpFlags(PacketRecord.SYN)
                .stack("eth:ethertype:ip:tcp").record());
        add(packet().frame(2).ip("10.0.2.20", "10.0.1.10").tcp("25", "50000")
                .tcpFlags(PacketRecord.SYN | PacketRecord.ACK).stack("eth:ethertype:ip:tcp").record());
        add(packet().frame(3).ip("10.0.2.53", "10.0.1.10").udp("53", "51000").protocol("DNS")
                .stack("eth:ethertype:ip:udp:dns").record());
        add(packet().frame(4).ip("10.0.1.10", "10.0.2.53").udp("51000", "53").protocol("DNS")
                .stack("eth:ethertype:ip:udp:dns").record());
        // an ICMP error quoting a SYN/ACK is no SYN/ACK of its sender
        add(packet().frame(5).ip("10.0.1.1", "10.0.1.10").tcp("80", "50001").protocol("ICMP")
                .tcpFlags(PacketRecord.SYN | PacketRecord.ACK).stack("eth:ethertype:ip:icmp:ip:tcp").record());
        assertEquals(List.of(new ServiceFact("10.0.2.20", 25, ServiceTransport.TCP),
                new ServiceFact("10.0.2.53", 53, ServiceTransport.UDP)), read().services());
    }

    @Test
    void slicesMergedGiveWhatOnePassGives() {
        arp("10.0.1.1", ROUTER);
        arp("10.0.1.10", ALICE);
        arp("10.0.1.11", BOB);
        arp("10.0.1.11", PRINTER);
        for (int i = 0; i < 20; i++) {
            ip("10.0.1.10", i % 3 == 0 ? "198.51.100.1" : "203.0.113.1", ALICE, ROUTER, 100 + i);
            ip("10.0.1.11", "10.0.1.10", BOB, ALICE, 60);
        }
        add(packet().frame(99).ip("10.0.2.20", "10.0.1.10").tcp("443", "50000")
                .tcpFlags(PacketRecord.SYN | PacketRecord.ACK).stack("eth:ethertype:ip:tcp").record());
        FrameFacts whole = read();
        assertEquals(whole, readInTwoSlices());
        assertEquals("203.0.113.1", whole.upstreamPeer());
        assertEquals(List.of(PRINTER, BOB), whole.bindings().stream().filter(b -> b.ip().equals("10.0.1.11"))
                .map(Binding::mac).toList());
    }
}
