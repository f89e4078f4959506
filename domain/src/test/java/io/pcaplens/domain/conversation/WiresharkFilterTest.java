package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The filters' shapes; that tshark selects the rows' frames with them is WiresharkFilterOnCapturesTest's. */
class WiresharkFilterTest {

    private static Identity identity(String src, Integer srcPort, String dst, Integer dstPort, Transport t) {
        return new Identity(new ConversationKey("k"), src, srcPort, dst, dstPort, t);
    }

    @Test
    void aFlowIsItsAddressesAndPortsOfItsTransport() {
        assertEquals("ip.addr==10.0.0.5 && ip.addr==1.2.3.4 && tcp.port==51234 && tcp.port==443",
                WiresharkFilter.ofFlow(identity("10.0.0.5", 51234, "1.2.3.4", 443, Transport.TCP)));
        assertEquals("ipv6.addr==fe80::1 && ipv6.addr==ff02::fb && udp.port==5353",
                WiresharkFilter.ofFlow(identity("fe80::1", 5353, "ff02::fb", 5353, Transport.UDP)));
        assertEquals("ip.addr==10.0.0.1 && ip.addr==10.0.0.2 && icmp",
                WiresharkFilter.ofFlow(identity("10.0.0.1", null, "10.0.0.2", null, Transport.ICMP)));
        assertEquals("eth.addr==00:11:22:33:44:55 && eth.addr==ff:ff:ff:ff:ff:ff && !ip && !ipv6 && !arp",
                WiresharkFilter.ofFlow(identity("00:11:22:33:44:55", null, "ff:ff:ff:ff:ff:ff", null, Transport.L2)));
    }

    @Test
    void aFlowGivesOneFilterWhicheverWayRoundItsEndpointsAreNamed() {
        assertEquals(WiresharkFilter.ofFlow(identity("10.0.0.5", 51234, "1.2.3.4", 443, Transport.TCP)),
                WiresharkFilter.ofFlow(identity("1.2.3.4", 443, "10.0.0.5", 51234, Transport.TCP)));
        assertEquals("ip.addr==127.0.0.1 && tcp.port==1080 && tcp.port==80",
                WiresharkFilter.ofFlow(identity("127.0.0.1", 80, "127.0.0.1", 1080, Transport.TCP)));
        assertEquals("ip.addr==10.0.0.1 && ip.addr==10.0.0.2 && icmp",
                WiresharkFilter.ofFlow(identity("10.0.0.2", null, "10.0.0.1", null, Transport.ICMP)));
    }
}
