package io.pcaplens.domain.packet;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reading a Client Hello from the dissector's handshake fields. */
class ClientHelloTest {

    // Firefox's hello over QUIC as tshark 4.0 writes it: delegated_credentials (34) before signature_algorithms (13),
    // both lists in one field, their lengths in bytes in another
    private static final List<Integer> EXTENSIONS = List.of(0, 23, 65281, 10, 16, 5, 34, 51, 43, 13, 45, 28, 57, 21);
    private static final List<Integer> SCHEMES = List.of(0x0403, 0x0503, 0x0603, 0x0203, 0x0403, 0x0503, 0x0603,
            0x0203, 0x0804, 0x0805, 0x0806, 0x0401, 0x0501, 0x0601, 0x0201);

    @Test
    void theSignatureAlgorithmsListIsCutFromTheOthersByItsLength() {
        assertEquals(SCHEMES.subList(4, 15), ClientHello.signatureAlgorithms(EXTENSIONS, SCHEMES, List.of(8, 22)));
    }

    @Test
    void withoutSignatureAlgorithmsThereAreNone() {
        assertEquals(List.of(), ClientHello.signatureAlgorithms(List.of(0, 34), SCHEMES.subList(0, 4), List.of(8)));
    }

    @Test
    void greaseValuesAreTheTwoEqualBytesEndingInA() {
        for (int b = 0x0a; b <= 0xfa; b += 0x10) {
            assertTrue(ClientHello.isGrease(b << 8 | b), Integer.toHexString(b));
        }
        assertFalse(ClientHello.isGrease(0x0a1a));
        assertFalse(ClientHello.isGrease(0x1301));
        assertFalse(ClientHello.isGrease(0x000a));
    }

    @Test
    void aFrameWithAClientHelloReadsItsOffer() {
        PacketFields f = fields("1", "0x0303", "0x0304\f0x0303", "0x1301\f0x1302", "0\f16\f43\f13", "0x0403\f0x0804",
                "4", "h2\fhttp/1.1", "eth:ethertype:ip:udp:quic:tls");
        ClientHello hello = ClientHello.of(f);
        assertEquals(new ClientHello(true, 0x0303, List.of(0x0304, 0x0303), List.of(0x1301, 0x1302),
                List.of(0, 16, 43, 13), List.of(0x0403, 0x0804), "h2", List.of("h2", "http/1.1")), hello);
    }

    @Test
    void noHelloWithoutCipherSuitesOrWithSeveralHellos() {
        // an SSL 2.0-format hello: its cipher specs are not cipher suites
        assertEquals(null, ClientHello.of(fields("1", "0x0301", "", "", "", "", "", "", "eth:ethertype:ip:tcp:tls")));
        assertEquals(null, ClientHello.of(fields("1\f1", "0x0303", "", "0x1301", "", "", "", "", "eth:ip:tcp:tls")));
        assertEquals(null, ClientHello.of(fields("2", "0x0303", "", "0x1301", "", "", "", "", "eth:ip:tcp:tls")));
    }

    private static PacketFields fields(String types, String version, String supported, String ciphers,
                                       String extensions, String schemes, String lengths, String alpn, String stack) {
        PacketFields base = Packets.packet().stack(stack).fields();
        return new PacketFields(base.frameNumber(), base.timeEpoch(), base.frameLen(), base.ipSrc(), base.ipDst(),
                base.ipv6Src(), base.ipv6Dst(), base.tcpSrcPort(), base.tcpDstPort(), base.udpSrcPort(),
                base.udpDstPort(), base.protocolColumn(), base.info(), base.tcpPayload(), base.udpPayload(),
                base.ipTtl(), base.ethSrc(), base.arpSrcIpv4(), base.arpDstIpv4(), base.ethDst(), base.frameProtocols(),
                base.wlanSa(), base.wlanDa(), base.sllSrc(), base.httpUserAgents(), base.tlsServerName(), base.ja3(),
                base.ja3s(), base.tcpFlags(), base.ipv6HopLimit(), base.arpSrcHwMac(), base.dhcpMessageType(),
                base.dhcpYourIp(), base.dhcpClientMac(), base.ndpTargetAddress(), base.ndpLinkAddress(),
                types, version, supported, ciphers, extensions, schemes, lengths, alpn, "", "", "", "", "", "",
                "", "", "");
    }
}
