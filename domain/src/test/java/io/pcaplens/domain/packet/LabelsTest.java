package io.pcaplens.domain.packet;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LabelsTest {

    @Test
    void protocolLabelIsUppercasedAndCutToTwentyCharacters() {
        assertEquals("TLSV1.2", ProtocolLabel.of("TLSv1.2"));
        assertEquals("ABCDEFGHIJKLMNOPQRST", ProtocolLabel.of("abcdefghijklmnopqrstuvwxyz"));
        assertEquals(20, ProtocolLabel.of("x".repeat(40)).length());
    }

    @Test
    void dissectorLabelIsTheDeepestLayerUppercased() {
        assertEquals(Optional.of("HTTP"), DissectorLabel.of("eth:ethertype:ip:tcp:http", Transport.TCP));
        assertEquals(Optional.of("DNS"), DissectorLabel.of("eth:ethertype:ip:icmp:ip:udp:dns", Transport.UDP));
    }

    @Test
    void dissectorLabelDropsThePacketsOwnTransport() {
        assertEquals(Optional.empty(), DissectorLabel.of("eth:ethertype:ip:tcp", Transport.TCP));
        assertEquals(Optional.empty(), DissectorLabel.of("sll:ethertype:ip:udp", Transport.UDP));
        // a transport label that is not the packet's own transport stays
        assertEquals(Optional.of("UDP"), DissectorLabel.of("eth:ethertype:ip:icmp:ip:udp", null));
    }

    @Test
    void dissectorLabelDropsLayersThatSayNothingAboutTheApplication() {
        for (String top : new String[]{"data", "frame", "eth", "ethernet", "sll", "raw"}) {
            assertEquals(Optional.empty(), DissectorLabel.of("eth:ethertype:ip:icmp:" + top, null), top);
        }
    }

    @Test
    void transportIsTheOutermostTransportLayer() {
        assertEquals(Transport.ICMP, Transport.of("eth:ethertype:ip:icmp:ip:udp:dns"));
        assertEquals(Transport.TCP, Transport.of("eth:ethertype:ip:gre:ip:tcp:ssh"));
        assertEquals(Transport.ARP, Transport.of("eth:ethertype:arp"));
        assertEquals(Transport.L2, Transport.of("eth:llc:stp"));
        assertEquals(Transport.ICMPV6, Transport.of("eth:ethertype:ipv6:icmpv6"));
    }

    @Test
    void captureTimeKeepsNanoseconds() {
        assertEquals(1389719041_897975000L, CaptureTime.parseEpochNanos("1389719041.897975000"));
        assertEquals(1_000_000_001L, CaptureTime.parseEpochNanos("1.000000001"));
        assertEquals(5_000_000_000L, CaptureTime.parseEpochNanos("5"));
    }
}
