package io.pcaplens.domain.packet;

import org.junit.jupiter.api.Test;

import static io.pcaplens.domain.packet.Packets.packet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class NodeIdentifierTest {

    private static final String SEP = String.valueOf(PacketFields.VALUE_SEPARATOR);

    @Test
    void ipv4AddressesWinOverEveryOtherLayer() {
        Endpoints e = NodeIdentifier.of(packet().ip("10.0.0.1", "10.0.0.2").ipv6("::1", "::2")
                .eth("aa:aa:aa:aa:aa:aa", "bb:bb:bb:bb:bb:bb").tcp("1234", "80").fields());
        assertEquals(new Endpoints("10.0.0.1", 1234, "10.0.0.2", 80), e);
    }

    @Test
    void ipv6IsTheFallbackWithoutIpv4() {
        Endpoints e = NodeIdentifier.of(packet().ipv6("2001:db8::1", "2001:db8::2").udp("5353", "5353").fields());
        assertEquals(new Endpoints("2001:db8::1", 5353, "2001:db8::2", 5353), e);
    }

    @Test
    void arpFramesUseSenderAndTargetAddresses() {
        Endpoints e = NodeIdentifier.of(packet().arp("10.10.10.2", "10.10.10.1")
                .eth("00:1a:6b:6c:0c:cc", "ff:ff:ff:ff:ff:ff").stack("eth:ethertype:arp").fields());
        assertEquals(new Endpoints("10.10.10.2", null, "10.10.10.1", null), e);
    }

    @Test
    void otherLayerTwoFramesUseMacAddresses() {
        Endpoints e = NodeIdentifier.of(packet().eth("00:19:06:ea:b8:8c", "01:80:c2:00:00:00").stack("eth:llc:stp").fields());
        assertEquals("00:19:06:ea:b8:8c", e.srcNode());
        assertEquals("01:80:c2:00:00:00", e.dstNode());
        assertNull(e.srcPort());
    }

    @Test
    void wirelessFramesWithoutEthernetUseTheirTransmitterAndReceiver() {
        Endpoints e = NodeIdentifier.of(packet().wlan("f8:a9:d0:1e:90:a3", "88:25:93:40:6b:6f").fields());
        assertEquals("f8:a9:d0:1e:90:a3", e.srcNode());
        assertEquals("88:25:93:40:6b:6f", e.dstNode());
    }

    @Test
    void onlyTheFirstOfSeveralValuesCounts() {
        Endpoints e = NodeIdentifier.of(packet().ip("172.27.1.66" + SEP + "66.59.111.190", "66.59.109.137" + SEP + "172.28.2.3")
                .udp("53" + SEP + "4789", "37675" + SEP + "4789").fields());
        assertEquals(new Endpoints("172.27.1.66", 53, "66.59.109.137", 37675), e);
    }
}
