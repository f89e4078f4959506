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

    @Test
    void aFilterSetIsExpressedOnlyWhenEveryFilterHasADisplayFilter() {
        ConversationQuery all = ConversationQuery.all();
        ConversationQuery addressAndPort = new ConversationQuery("10.0.0.5", 443, null, false, all.idsAlerts(),
                all.protocols(), all.dissectorProtocols(), all.apps(), all.categories(), all.fileTypes(), all.risks(),
                all.rules(), all.severities(), all.countries(), all.deviceTypes(), all.ja4(), all.asns(), null,
                all.window(), all.sort());
        assertEquals("ip.addr==10.0.0.5 && (tcp.port==443 || udp.port==443)", WiresharkFilter.ofQuery(addressAndPort));
        assertEquals("", WiresharkFilter.ofQuery(all));

        ConversationQuery partialAndProtocol = new ConversationQuery("10.0", null, null, false, all.idsAlerts(),
                List.of("HTTP"), all.dissectorProtocols(), all.apps(), all.categories(), all.fileTypes(), all.risks(),
                all.rules(), all.severities(), all.countries(), all.deviceTypes(), all.ja4(), all.asns(),
                "1:wCb3OG7yAFWelaUydu0D+125CLM=",
                all.window(), all.sort());
        assertNull(WiresharkFilter.ofQuery(partialAndProtocol));
        assertEquals(List.of("ip", "protocol", "communityId"), WiresharkFilter.inexpressible(partialAndProtocol));
    }

    @Test
    void anExcludedPillValueIsNamedAsAFilterWiresharkCannotExpress() {
        ConversationQuery all = ConversationQuery.all();
        ConversationQuery portWithoutHttp = new ConversationQuery(null, 80, null, false, all.idsAlerts(),
                List.of("TCP"), all.dissectorProtocols(), all.apps(), all.categories(), all.fileTypes(), all.risks(),
                all.rules(), all.severities(), all.countries(), all.deviceTypes(), all.ja4(), all.asns(), null,
                all.window(), all.sort(), java.util.Map.of(Facet.PROTOCOL, List.of("HTTP"), Facet.COUNTRY, List.of("DE")));

        assertNull(WiresharkFilter.ofQuery(portWithoutHttp));
        assertEquals(List.of("protocol", "!protocol", "!country"), WiresharkFilter.inexpressible(portWithoutHttp));
    }

    @Test
    void addingAValueToAGroupWidensItsSelectionAndLiftsItsExclusion() {
        ConversationQuery q = ConversationQuery.all().including(Facet.PROTOCOL, "HTTP");
        ConversationQuery notDns = new ConversationQuery(null, null, null, false, q.idsAlerts(), q.protocols(),
                q.dissectorProtocols(), q.apps(), q.categories(), q.fileTypes(), q.risks(), q.rules(), q.severities(),
                q.countries(), q.deviceTypes(), q.ja4(), q.asns(), null, q.window(), q.sort(),
                java.util.Map.of(Facet.PROTOCOL, List.of("DNS", "NTP")));

        assertEquals(List.of("HTTP", "DNS"), notDns.including(Facet.PROTOCOL, "DNS").protocols());
        assertEquals(List.of("NTP"), notDns.including(Facet.PROTOCOL, "DNS").excluded(Facet.PROTOCOL));
        assertEquals(List.of("HTTP"), notDns.including(Facet.PROTOCOL, "HTTP").protocols());
        assertEquals(List.of("high"), notDns.including(Facet.SEVERITY, "high").included(Facet.SEVERITY));
    }
}
