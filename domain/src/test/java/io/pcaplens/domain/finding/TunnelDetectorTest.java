package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.finding.TestRows.SECOND;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** ICMP tunnels at the edges of their thresholds, and Tor as DPI names it. */
class TunnelDetectorTest {

    /** Ethernet, IPv4 and ICMP headers: a frame's bytes beside its ICMP payload. */
    private static final int HEADERS = 14 + 20 + 8;

    private final TestRows rows = new TestRows();

    /** n packets each way, each frame carrying this ICMP payload. */
    private ConversationRow echoes(String src, String dst, int n, int payload) {
        return rows.icmp(src, dst, new Volume(n, (long) n * (payload + HEADERS)),
                new Volume(n, (long) n * (payload + HEADERS)), null);
    }

    private static List<Detection> run(List<ConversationRow> rows) {
        return TestRows.run(new TunnelDetector(TunnelThresholds.DEFAULT), rows);
    }

    @Test
    void fiftyPacketsOf128BytesAreATunnelOneFewerPacketOrByteIsNot() {
        ConversationRow tunnel = echoes("10.0.0.1", "10.0.0.2", 25, 128);
        ConversationRow fewer = rows.icmp("10.0.0.3", "10.0.0.4", new Volume(25, 25L * (128 + HEADERS)),
                new Volume(24, 24L * (128 + HEADERS)), null);
        // one byte short of 128 on average over the 50 packets
        ConversationRow smaller = rows.icmp("10.0.0.5", "10.0.0.6", new Volume(25, 25L * (128 + HEADERS)),
                new Volume(25, 25L * (128 + HEADERS) - 50), null);
        ConversationRow pings = echoes("10.0.0.7", "10.0.0.8", 500, 56);
        List<Detection> found = run(List.of(tunnel, fewer, smaller, pings));
        assertEquals(1, found.size(), found.toString());
        Detection d = found.get(0);
        assertEquals(FindingKind.ICMP_TUNNEL, d.kind());
        assertEquals(FindingSeverity.HIGH, d.severity());
        assertEquals(List.of("10.0.0.1", "10.0.0.2"), d.hosts());
        assertEquals(TestRows.ids(List.of(tunnel)), TestRows.ids(d));
        QueryText.parse(d.query());
    }

    @Test
    void thePairsRowsAddUpWhicheverHostTheyNameFirst() {
        ConversationRow first = echoes("10.0.0.9", "10.0.0.1", 13, 200);
        ConversationRow second = echoes("10.0.0.1", "10.0.0.9", 12, 200);
        List<Detection> found = run(List.of(first, second));
        assertEquals(1, found.size(), found.toString());
        // the host that sent the first row's first packet acts
        assertEquals(List.of("10.0.0.9", "10.0.0.1"), found.get(0).hosts());
        assertEquals(TestRows.ids(List.of(first, second)), TestRows.ids(found.get(0)));
    }

    @Test
    void oneWayIcmpAndErrorsQuotingOtherProtocolsAreNoTunnel() {
        ConversationRow oneWay = rows.icmp("10.0.0.1", "10.0.0.2", new Volume(100, 100L * 600), Volume.NONE, null);
        ConversationRow errors = rows.icmp("10.0.0.3", "10.0.0.4", new Volume(50, 50L * 600),
                new Volume(50, 50L * 600), "DNS");
        assertEquals(List.of(), run(List.of(oneWay, errors)));
    }

    @Test
    void torIsFoundPerClientWithTheRelaysDpiNamed() {
        FlowFacts tor = new FlowFacts(null, new DpiFacts("Tor", "VPN", "DPI", List.of()), TlsFacts.NONE);
        FlowFacts tls = new FlowFacts(null, new DpiFacts(null, "Web", "DPI", List.of()), TlsFacts.NONE);
        ConversationRow a = rows.row("192.168.1.5", "38.229.70.53", 443, 0, SECOND, new Volume(5, 500),
                new Volume(5, 500), "TLS", null).withFlow(tor);
        ConversationRow b = rows.row("192.168.1.5", "46.59.52.31", 9001, 0, SECOND, new Volume(5, 500),
                new Volume(5, 500), "TLS", null).withFlow(tor);
        // a row the relay's packet began: the relay is still the end on the lower port
        ConversationRow back = rows.row("46.59.52.31", "192.168.1.5", 50001, 0, SECOND, new Volume(5, 500),
                new Volume(5, 500), "TLS", null).withFlow(tor);
        ConversationRow plain = rows.row("192.168.1.5", "91.143.93.242", 443, 0, SECOND, new Volume(5, 500),
                new Volume(5, 500), "TLS", null).withFlow(tls);
        List<Detection> found = run(List.of(a, b, back, plain));
        assertEquals(1, found.size(), found.toString());
        Detection d = found.get(0);
        assertEquals(FindingKind.TOR, d.kind());
        assertEquals(FindingSeverity.MEDIUM, d.severity());
        assertEquals(List.of("192.168.1.5", "38.229.70.53", "46.59.52.31"), d.hosts());
        assertEquals(TestRows.ids(List.of(a, b, back)), TestRows.ids(d));
        assertEquals("ip == 192.168.1.5 && app == \"Tor\"", d.query());
        QueryText.parse(d.query());
    }
}
