package io.pcaplens.dissector.tshark;

import io.pcaplens.domain.packet.AddressClaim;
import io.pcaplens.domain.packet.FlowTuple;
import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The parser on output recorded from tshark 4.0 for captures of the shared corpus. */
class TsharkLineParserTest {

    private static List<String> recorded(String capture) throws IOException {
        try (InputStream in = TsharkLineParserTest.class.getResourceAsStream("/recorded/" + capture + ".fields")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    @Test
    void infoWithPipesStaysOneField() throws IOException {
        List<String> lines = recorded("sip-pipe-in-info.pcap");
        PacketFields first = new TsharkLineParser(0).parse(lines.get(0)).orElseThrow();
        assertEquals("Request: REGISTER sip:sip.cybercity.dk  (1 binding) | ", first.info());
        assertEquals("SIP", first.protocolColumn());
        assertEquals("192.168.1.2", first.ipSrc());
        assertEquals("5060", first.udpSrcPort());
        assertEquals(1, first.frameNumber());
        assertEquals("eth:ethertype:ip:udp:sip", first.frameProtocols());
    }

    @Test
    void tunnelledValuesKeepAllOccurrencesAndTheRecordTakesTheFirst() throws IOException {
        PacketFields f = new TsharkLineParser(0).parse(recorded("gre-sample.pcap").get(0)).orElseThrow();
        assertTrue(f.ipSrc().indexOf(PacketFields.VALUE_SEPARATOR) > 0, f.ipSrc());
        PacketRecord p = PacketRecord.from(f);
        assertEquals(PacketFields.first(f.ipSrc()), p.endpoints().srcNode());
        assertEquals("172.27.1.66", p.endpoints().srcNode());
        // the tunnelled ICMP message's flow is named by the inner header, the one that carries it
        assertEquals("eth:ethertype:ip:gre:ip:icmp:data", f.frameProtocols());
        assertEquals(new FlowTuple(FlowTuple.ICMP, f.ipSrc().split("\f")[1], f.ipDst().split("\f")[1],
                Integer.valueOf(f.icmpType()), Integer.valueOf(f.icmpCode())), p.flow());
    }

    @Test
    void anIcmpErrorsFlowIsItsOwnTypeAndCodeBetweenTheOuterAddresses() throws IOException {
        PacketFields f = new TsharkLineParser(0).parse(recorded("icmp-destunreach-udp.pcap").get(0)).orElseThrow();
        assertEquals(new FlowTuple(FlowTuple.ICMP, PacketFields.first(f.ipSrc()), PacketFields.first(f.ipDst()), 3, 3),
                PacketRecord.from(f).flow());
        assertEquals("3", f.icmpType());
    }

    @Test
    void arpFramesCarryTheirProtocolAddresses() throws IOException {
        PacketRecord p = PacketRecord.from(new TsharkLineParser(0).parse(recorded("arp-leak.pcap").get(0)).orElseThrow());
        assertEquals("ARP", p.protocol());
        assertEquals(Transport.ARP, p.transport());
        assertTrue(p.endpoints().srcNode().matches("\\d+\\.\\d+\\.\\d+\\.\\d+"), p.endpoints().srcNode());
    }

    /**
     * tshark: arp-leak.pcap frame 1 is "Who has 192.168.123.2? Tell 192.168.123.1" from 7e:8e:20:d8:23:a7. Its
     * hardware addresses are longer than a MAC (the leak), so tshark prints no arp.src.hw_mac and the frame's
     * source card stands for the sender.
     */
    @Test
    void anArpFrameClaimsItsSenderAddressForItsSenderCard() throws IOException {
        PacketFields f = new TsharkLineParser(0).parse(recorded("arp-leak.pcap").get(0)).orElseThrow();
        assertEquals("", f.arpSrcHwMac());
        PacketRecord p = PacketRecord.from(f);
        assertEquals(new AddressClaim(AddressClaim.Protocol.ARP, "192.168.123.1", "7e:8e:20:d8:23:a7"), p.claim());
        assertEquals(f.ethDst(), p.dstMac());
    }

    /**
     * tshark: dhcp.pcap frames 1–4 are Discover, Offer, Request, ACK; only the ACK (frame 4) binds the given
     * address 192.168.0.10 to the client's card 00:0b:82:01:fc:42. Frames 2 and 4 go from the server's card
     * 00:08:74:ad:f1:9b to the client's.
     */
    @Test
    void onlyADhcpAckClaimsTheGivenAddressForTheClientsCard() throws IOException {
        List<PacketRecord> frames = recorded("dhcp.pcap").stream()
                .map(l -> PacketRecord.from(new TsharkLineParser(0).parse(l).orElseThrow())).toList();
        assertEquals(java.util.Arrays.asList(null, null, null,
                new AddressClaim(AddressClaim.Protocol.DHCP, "192.168.0.10", "00:0b:82:01:fc:42")),
                frames.stream().map(PacketRecord::claim).toList());
        assertEquals("00:0b:82:01:fc:42", frames.get(3).dstMac());
        assertEquals("00:08:74:ad:f1:9b", frames.get(3).srcMac());
    }

    /**
     * A neighbour advertisement made by hand (one Ethernet frame: fe80::5054:ff:fe12:3456 is at
     * 52:54:00:12:34:56, to ff02::1), as tshark 4.0 prints it: the target and its link-layer address option.
     */
    @Test
    void aNeighbourAdvertisementClaimsItsTargetForItsLinkLayerAddress() throws IOException {
        PacketRecord p = PacketRecord.from(new TsharkLineParser(0).parse(recorded("neighbour-advertisement").get(0)).orElseThrow());
        assertEquals(new AddressClaim(AddressClaim.Protocol.NDP, "fe80::5054:ff:fe12:3456", "52:54:00:12:34:56"),
                p.claim());
        assertEquals("33:33:00:00:00:01", p.dstMac());
    }

    /** tls12-basic.pcap frame 8 carries the server's certificate, whose DNS names tshark lists as x509ce.dNSName. */
    @Test
    void aCertificatesDnsNamesAreNamesOfTheFlow() throws IOException {
        PacketRecord p = PacketRecord.from(new TsharkLineParser(0).parse(recorded("tls12-basic.pcap").get(7)).orElseThrow());
        assertEquals(8, p.frameNumber());
        assertEquals(List.of(new SeenName("*.taleo.net", SeenName.Source.CERT_SAN),
                new SeenName("taleo.net", SeenName.Source.CERT_SAN)), p.names());
    }

    /** An ICMP error quoting a DNS query names the query's name, as tshark dissects the quoted packet. */
    @Test
    void aQuotedDnsQuestionIsANameOfTheFlow() throws IOException {
        PacketRecord p = PacketRecord.from(new TsharkLineParser(0).parse(recorded("icmp-destunreach-udp.pcap").get(0)).orElseThrow());
        assertEquals(List.of(new SeenName("secure.ed4.net", SeenName.Source.DNS)), p.names());
    }

    @Test
    void aSliceOffsetShiftsFrameNumbers() throws IOException {
        assertEquals(1001, new TsharkLineParser(1000).parse(recorded("icmp-destunreach-udp.pcap").get(0)).orElseThrow().frameNumber());
    }

    private static String[] emptyLine() {
        String[] values = new String[TsharkFields.ALL.size()];
        java.util.Arrays.fill(values, "");
        values[0] = "1.5";
        values[1] = "60";
        values[TsharkFields.FRAME_NUMBER] = "7";
        values[TsharkFields.ENCAPSULATION] = "1";
        return values;
    }

    /** tshark never writes a raw tab inside a value; a line that holds one anyway is not read by position. */
    @Test
    void aLineWithMoreOrFewerFieldsThanSelectorsIsRefusedNotGuessedAt() {
        String[] values = emptyLine();
        values[TsharkFields.INFO] = "a\tb";
        String surplus = String.join("\t", values);
        String whole = String.join("\t", emptyLine());
        String missing = whole.substring(0, whole.lastIndexOf('\t'));
        assertThrows(IllegalArgumentException.class, () -> new TsharkLineParser(0).parse(surplus));
        assertThrows(IllegalArgumentException.class, () -> new TsharkLineParser(0).parse(missing));
    }

    @Test
    void aRecordWithoutEncapsulationCarriesNoPacket() {
        String[] values = emptyLine();
        values[0] = "";
        values[TsharkFields.ENCAPSULATION] = "";
        assertTrue(new TsharkLineParser(0).parse(String.join("\t", values)).isEmpty());
        assertEquals(7, new TsharkLineParser(0).parse(String.join("\t", emptyLine())).orElseThrow().frameNumber());
    }

    @Test
    void longPayloadsAreCutToWhatThePayloadRulesRead() throws IOException {
        PacketFields f = new TsharkLineParser(0).parse(recorded("sip-pipe-in-info.pcap").get(0)).orElseThrow();
        assertTrue(f.udpPayload().length() <= TsharkLineParser.PAYLOAD_CHARS);
        assertTrue(f.udpPayload().startsWith("5245474953544552"), f.udpPayload().substring(0, 20));
    }

    @Test
    void slicesAreEqualAndAMultipleOfTheCores() {
        assertEquals(175_840, CaptureSlicer.framesPerSlice(1_055_040, 2, 250_000));
        assertEquals(100_000, CaptureSlicer.framesPerSlice(200_000, 2, 250_000));
        assertEquals(250_000, CaptureSlicer.framesPerSlice(1_000_000, 4, 250_000));
    }
}
