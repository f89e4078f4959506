package io.pcaplens.domain.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.packet.Packets;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec 10.5's role of an address in one conversation. */
class ConversationRoleTest {

    private static Identity row(Packets first) {
        ConversationTable t = new ConversationTable();
        return t.add(first.record()).toRow(new ConversationId(1), new CaptureId("00000000-0000-0000-0000-000000000001"))
                .identity();
    }

    @Test
    void theSynSenderIsTheClientAndTheOtherSideServesItsPort() {
        Identity r = row(Packets.packet().ip("192.168.1.20", "192.168.1.1").tcp("51234", "443"));
        Initiator opener = new Initiator("192.168.1.20", 51234);
        ConversationRole server = ConversationRole.of(r, "192.168.1.1", opener).orElseThrow();
        assertEquals(ConversationRole.Role.SERVER, server.role());
        assertEquals("Server (received)", server.role().label());
        assertEquals("Received the connection from 192.168.1.20:51234.", server.note());
        assertEquals(new ConversationRole.Service(443, "HTTPS", "Destination port 443"), server.service());
        ConversationRole client = ConversationRole.of(r, "192.168.1.20", opener).orElseThrow();
        assertEquals(ConversationRole.Role.CLIENT, client.role());
        assertEquals("Opened the connection to 192.168.1.1:443.", client.note());
        assertNull(client.service());
    }

    @Test
    void theHandshakeWinsOverPortsWhenTheRowStartsWithTheServersPacket() {
        // a row whose first captured packet came from the server; the SYN still names the client
        Identity r = row(Packets.packet().ip("10.0.0.9", "10.0.0.2").tcp("8081", "22"));
        ConversationRole role = ConversationRole.of(r, "10.0.0.9", new Initiator("10.0.0.2", 22)).orElseThrow();
        assertEquals(ConversationRole.Role.SERVER, role.role());
        assertEquals(new ConversationRole.Service(8081, "Port 8081", "Destination port 8081"), role.service());
    }

    @Test
    void withoutAHandshakeTheWellKnownPortIsTheServer() {
        Identity r = row(Packets.packet().ip("192.168.170.8", "192.168.170.20").udp("32795", "53")
                .stack("eth:ethertype:ip:udp:dns"));
        ConversationRole dns = ConversationRole.of(r, "192.168.170.20", null).orElseThrow();
        assertEquals(ConversationRole.Role.SERVER, dns.role());
        assertEquals("DNS", dns.service().name());
        assertTrue(dns.note().startsWith("Answered 192.168.170.8:32795 on the service port 53"), dns.note());
        assertEquals(ConversationRole.Role.CLIENT, ConversationRole.of(r, "192.168.170.8", null).orElseThrow().role());
        // neither port is known: the lower one
        Identity high = row(Packets.packet().ip("10.0.0.1", "10.0.0.2").tcp("40000", "7000"));
        assertEquals(ConversationRole.Role.SERVER, ConversationRole.of(high, "10.0.0.2", null).orElseThrow().role());
    }

    @Test
    void withoutPortsTheFirstSenderIsTheClientAndOtherAddressesAreNotEndpoints() {
        Identity r = row(Packets.packet().ip("10.0.0.1", "10.0.0.2").protocol("ICMP").stack("eth:ethertype:ip:icmp"));
        assertEquals(ConversationRole.Role.CLIENT, ConversationRole.of(r, "10.0.0.1", null).orElseThrow().role());
        ConversationRole target = ConversationRole.of(r, "10.0.0.2", null).orElseThrow();
        assertEquals(ConversationRole.Role.SERVER, target.role());
        assertNull(target.service());
        assertTrue(ConversationRole.of(r, "10.0.0.3", null).isEmpty());
    }
}
