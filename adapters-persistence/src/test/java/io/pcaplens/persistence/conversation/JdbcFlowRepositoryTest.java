package io.pcaplens.persistence.conversation;


import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.FilterForm;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryField;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Flows grouped from conversation rows in a real PostgreSQL: sides, initiator, legs, filters and facets. */
class JdbcFlowRepositoryTest {

    private static DataSource database;
    private static JdbcConversationRepository conversations;
    private static JdbcFlowRepository flows;

    @BeforeAll
    static void database() throws Exception {
        database = TestDatabase.migrated();
        conversations = new JdbcConversationRepository(database);
        flows = new JdbcFlowRepository(database, conversations);
    }

    /** A row of one Protocol label, first sent by src, at second {@code frame} of the capture. */
    private static ConversationRow row(CaptureId capture, long id, String label, String src, int srcPort, String dst,
                                       int dstPort, long frame, Volume fromSrc, Volume fromDst) {
        Identity identity = new Identity(new ConversationKey(src + ":" + srcPort + "-" + dst + ":" + dstPort + "-" + label),
                src, srcPort, dst, dstPort, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L * frame, 1_000_000_000L * frame + 5_000_000, frame, fromSrc, fromDst),
                new Labels(label, label.equals("TCP") ? null : label, List.of(), List.of()), null);
    }

    /** Who sent the row's flow's first SYN, as host classification stores it. */
    private static void opened(ConversationRow row, String ip, int port) throws Exception {
        try (java.sql.Connection con = database.getConnection(); java.sql.PreparedStatement st =
                con.prepareStatement("INSERT INTO conversation_initiator (conversation_id, ip, port) VALUES (?, ?, ?)")) {
            st.setLong(1, row.id().value());
            st.setString(2, ip);
            st.setInt(3, port);
            st.executeUpdate();
        }
    }

    private static List<Flow> all(CaptureId capture, ConversationQuery query) {
        return flows.page(capture, query, PayloadHits.NONE, 0, 100);
    }

    /** A frame's context: the last frames of every row of its connection up to it, none of another connection. */
    @Test
    void theLastFramesOfAFlowUpToAFrameComeFromEveryRowOfIt() throws Exception {
        CaptureId capture = JdbcConversationRepositoryTest.capture(database);
        long id = conversations.reserveIds(3);
        ConversationRow tcp = row(capture, id, "TCP", "10.0.0.1", 40000, "10.0.0.9", 80, 1, new Volume(4, 240), Volume.NONE);
        ConversationRow http = row(capture, id + 1, "HTTP", "10.0.0.1", 40000, "10.0.0.9", 80, 3, new Volume(2, 900),
                Volume.NONE);
        ConversationRow other = row(capture, id + 2, "TCP", "10.0.0.1", 40001, "10.0.0.9", 80, 2, new Volume(2, 120),
                Volume.NONE);
        conversations.addAll(List.of(tcp, http, other));
        PostgresPacketRepository packets = new PostgresPacketRepository(database);
        packets.prepare(capture);
        long[][] rowAndFrame = {{id, 1}, {id + 2, 2}, {id + 1, 3}, {id, 4}, {id + 2, 5}, {id + 1, 6}, {id, 7}, {id, 8}};
        try (PacketRepository.Writer w = packets.open(capture)) {
            for (long[] f : rowAndFrame) {
                int port = f[0] == id + 2 ? 40001 : 40000;
                boolean fromServer = f[1] % 2 == 0;
                w.write(f[0], new PacketRecord(f[1], f[1] * 1000, 60, fromServer
                        ? new Endpoints("10.0.0.9", 80, "10.0.0.1", port) : new Endpoints("10.0.0.1", port, "10.0.0.9", 80),
                        "TCP", Transport.TCP, "", Optional.empty(), Optional.empty(), List.of(), null, 100 * f[1], "", -1,
                        -1, "", null, "eth:ethertype:ip:tcp"));
            }
        }
        packets.finish(capture);

        List<io.pcaplens.domain.capture.StoredFrame> last = packets.lastFlowFrames(capture,
                tcp.identity().flowKey(), 7, 3);

        assertEquals(List.of(4L, 6L, 7L), last.stream().map(io.pcaplens.domain.capture.StoredFrame::frameNumber).toList());
        assertEquals(List.of(id, id + 1, id), last.stream().map(io.pcaplens.domain.capture.StoredFrame::conversationId).toList());
        assertEquals(600, last.get(1).fileOffset());
        assertEquals(List.of(1L, 3L, 4L, 6L, 7L, 8L), packets.lastFlowFrames(capture, http.identity().flowKey(), 99, 10)
                .stream().map(io.pcaplens.domain.capture.StoredFrame::frameNumber).toList());
        packets.drop(capture);
    }

    @Test
    void aConnectionSplitByItsLabelsIsOneFlowFromItsInitiatorsSide() throws Exception {
        CaptureId capture = JdbcConversationRepositoryTest.capture(database);
        long id = conversations.reserveIds(6);
        FlowFacts dpi = new FlowFacts(null, new DpiFacts("HTTP", "Web", "DPI", List.of("clear_text_credentials")),
                TlsFacts.ofHellos("example.org", null, null, null, null));
        // the client opens with a SYN; its HTTP row is first sent by the client as well
        ConversationRow syn = row(capture, id, "TCP", "10.0.0.1", 40000, "10.0.0.9", 80, 1, new Volume(3, 180),
                new Volume(2, 120)).withFlow(dpi).withIdsAlerts(List.of());
        ConversationRow http = row(capture, id + 1, "HTTP", "10.0.0.1", 40000, "10.0.0.9", 80, 2, new Volume(1, 500),
                new Volume(1, 1500)).withFlow(dpi).withIdsAlerts(List.of(new IdsAlert(null, "ET WEB", 1, 2)));
        // caught mid-stream: the server's packet comes first, then a TLS row first sent by the client
        ConversationRow mid = row(capture, id + 2, "TCP", "10.0.0.9", 443, "10.0.0.1", 50000, 3, new Volume(4, 400),
                new Volume(1, 60));
        ConversationRow tls = row(capture, id + 3, "TLSV1.2", "10.0.0.1", 50000, "10.0.0.9", 443, 4, new Volume(2, 300),
                new Volume(5, 5000));
        // the server's SYN/ACK was captured before the client's (retransmitted) SYN: the SYN names the initiator
        ConversationRow late = row(capture, id + 4, "TCP", "10.0.0.9", 22, "10.0.0.2", 60000, 5, new Volume(1, 60),
                new Volume(6, 600));
        conversations.addAll(List.of(syn, http, mid, tls, late));
        opened(syn, "10.0.0.1", 40000);
        opened(http, "10.0.0.1", 40000);
        opened(late, "10.0.0.2", 60000);
        conversations.updateCustomRules(capture, Map.of(http.id().value(), List.of(new RuleMatch("web", Severity.LOW))));

        List<Flow> listed = all(capture, ConversationQuery.all());
        assertEquals(3, listed.size());
        assertEquals(3, flows.count(capture, ConversationQuery.all(), PayloadHits.NONE));

        Flow web = listed.get(0);
        assertEquals(syn.id().value(), web.id());
        assertEquals(List.of("10.0.0.1", "10.0.0.9"), List.of(web.srcIp(), web.dstIp()));
        assertEquals(List.of(40000, 80), List.of(web.srcPort(), web.dstPort()));
        assertTrue(web.openedBySyn());
        assertEquals(new Volume(4, 680), web.traffic().fromSrc());
        assertEquals(new Volume(3, 1620), web.traffic().fromDst());
        assertEquals(List.of(new Flow.Leg(syn.id(), "TCP", 5), new Flow.Leg(http.id(), "HTTP", 2)), web.legs());
        assertEquals("HTTP", web.dissectorProtocol());
        assertEquals("example.org", web.facts().tls().hostname());
        assertEquals(List.of("clear_text_credentials"), web.facts().dpi().risks());
        assertEquals(List.of("ET WEB"), web.idsAlerts().stream().map(IdsAlert::signature).toList());
        assertEquals(List.of(new RuleMatch("web", Severity.LOW)), web.customRules());
        assertEquals(syn.traffic().startNanos(), web.traffic().startNanos());
        assertEquals(http.traffic().endNanos(), web.traffic().endNanos());

        Flow midstream = listed.get(1);
        assertFalse(midstream.openedBySyn());
        assertEquals(List.of("10.0.0.9", "10.0.0.1"), List.of(midstream.srcIp(), midstream.dstIp()),
                "without a SYN the first sender opens");
        assertEquals(new Volume(9, 5400), midstream.traffic().fromSrc());
        assertEquals(new Volume(3, 360), midstream.traffic().fromDst());
        assertNull(midstream.idsAlerts(), "intrusion detection did not run for its rows");
        assertEquals(List.of(), midstream.customRules());

        Flow ssh = listed.get(2);
        assertTrue(ssh.openedBySyn());
        assertEquals(List.of("10.0.0.2", "10.0.0.9"), List.of(ssh.srcIp(), ssh.dstIp()));
        assertEquals(List.of(new Volume(6, 600), new Volume(1, 60)), List.of(ssh.traffic().fromSrc(), ssh.traffic().fromDst()));
    }

    @Test
    void sameHostTrafficIsSplitBetweenItsTwoPortsByThePacketsSources() throws Exception {
        CaptureId capture = JdbcConversationRepositoryTest.capture(database);
        long id = conversations.reserveIds(1);
        // spec 10.6 item 4 goes by address: the row counts all five packets for its src, 127.0.0.1:80
        ConversationRow loop = row(capture, id, "TCP", "127.0.0.1", 80, "127.0.0.1", 5000, 1, new Volume(5, 560),
                Volume.NONE);
        conversations.addAll(List.of(loop));
        PostgresPacketRepository packets = new PostgresPacketRepository(database);
        packets.prepare(capture);
        try (PacketRepository.Writer w = packets.open(capture)) {
            for (int frame = 1; frame <= 5; frame++) {
                boolean fromServer = frame % 2 == 1;
                Endpoints e = fromServer ? new Endpoints("127.0.0.1", 80, "127.0.0.1", 5000)
                        : new Endpoints("127.0.0.1", 5000, "127.0.0.1", 80);
                w.write(id, new PacketRecord(frame, frame * 1_000_000L, fromServer ? 100 : 130, e, "TCP", Transport.TCP,
                        "info", Optional.empty(), Optional.empty(), List.of(), null, null, "", -1, -1, "", null,
                        "eth:ethertype:ip:tcp"));
            }
        }
        packets.finish(capture);

        Flow flow = all(capture, ConversationQuery.all()).get(0);
        assertEquals(80, flow.srcPort(), "the first packet's sender opens");
        assertEquals(new Volume(3, 300), flow.traffic().fromSrc());
        assertEquals(new Volume(2, 260), flow.traffic().fromDst());
    }

    @Test
    void aFlowIsFoundByTheSmallestIdOfItsRowsOnlyAndInItsOwnCaptureOnly() throws Exception {
        CaptureId capture = JdbcConversationRepositoryTest.capture(database);
        CaptureId other = JdbcConversationRepositoryTest.capture(database);
        long id = conversations.reserveIds(3);
        ConversationRow tcp = row(capture, id, "TCP", "10.0.0.1", 40000, "10.0.0.9", 80, 1, new Volume(3, 180), Volume.NONE);
        ConversationRow http = row(capture, id + 1, "HTTP", "10.0.0.1", 40000, "10.0.0.9", 80, 10, new Volume(9, 900),
                Volume.NONE);
        ConversationRow alone = row(capture, id + 2, "TCP", "10.0.0.2", 40001, "10.0.0.9", 80, 2, new Volume(1, 60),
                Volume.NONE);
        conversations.addAll(List.of(tcp, http, alone));

        Flow found = flows.find(capture, tcp.id()).orElseThrow();
        assertEquals(List.of(tcp.id(), http.id()), found.legs().stream().map(Flow.Leg::conversationId).toList());
        assertEquals(12, found.traffic().packetCount());
        assertEquals(Optional.empty(), flows.find(capture, http.id()), "a later row's id names no flow");
        assertEquals(Optional.empty(), flows.find(other, tcp.id()), "another capture has no such flow");
        assertEquals(List.of(alone.id()), flows.find(capture, alone.id()).orElseThrow().legs().stream()
                .map(Flow.Leg::conversationId).toList());
    }

    @Test
    void aConnectionIsFoundFromAnyOfItsRowsAndItsFramesStreamWhole() throws Exception {
        CaptureId capture = JdbcConversationRepositoryTest.capture(database);
        long id = conversations.reserveIds(3);
        ConversationRow tcp = row(capture, id, "TCP", "10.0.0.1", 40000, "10.0.0.9", 80, 1, new Volume(3, 180), Volume.NONE);
        ConversationRow http = row(capture, id + 1, "HTTP", "10.0.0.9", 80, "10.0.0.1", 40000, 3, new Volume(2, 900),
                Volume.NONE);
        ConversationRow next = row(capture, id + 2, "TCP", "10.0.0.1", 40001, "10.0.0.9", 80, 2, new Volume(1, 60),
                Volume.NONE);
        conversations.addAll(List.of(tcp, http, next));
        PostgresPacketRepository packets = new PostgresPacketRepository(database);
        packets.prepare(capture);
        long[][] frames = {{tcp.id().value(), 1}, {next.id().value(), 2}, {http.id().value(), 3}, {tcp.id().value(), 4},
                {http.id().value(), 5}, {tcp.id().value(), 6}};
        try (PacketRepository.Writer w = packets.open(capture)) {
            for (long[] f : frames) {
                w.write(f[0], new PacketRecord(f[1], f[1] * 1_000_000L, 60, new Endpoints("10.0.0.1", 40000, "10.0.0.9", 80),
                        "TCP", Transport.TCP, "info", Optional.empty(), Optional.empty(), List.of(), null, null, "", -1,
                        -1, "", null, "eth:ethertype:ip:tcp"));
            }
        }
        packets.finish(capture);

        assertEquals(tcp.id().value(), flows.containing(capture, http.id()).orElseThrow().id(), "the row's flow");
        assertEquals(java.util.Set.of(tcp.id(), http.id()), conversations.sameConnections(capture, List.of(http.id())));
        ConversationQuery onlyHttp = ConversationQuery.where(FilterForm.selected(QueryField.PROTOCOL, List.of("HTTP")));
        List<Long> streamed = new java.util.ArrayList<>();
        packets.streamConnectionFrames(capture, onlyHttp, PayloadHits.NONE, (row, frame, offset) -> streamed.add(frame));
        assertEquals(List.of(1L, 3L, 4L, 5L, 6L), streamed, "the HTTP row's whole connection, not the next one");
        streamed.clear();
        packets.streamFrames(capture, onlyHttp, PayloadHits.NONE, (row, frame, offset) -> streamed.add(frame));
        assertEquals(List.of(3L, 5L), streamed, "the HTTP row's own packets");
    }

    @Test
    void aFlowMatchesWhenAnyOfItsRowsDoesAndFacetsCountFlows() throws Exception {
        CaptureId capture = JdbcConversationRepositoryTest.capture(database);
        long id = conversations.reserveIds(4);
        ConversationRow a1 = row(capture, id, "TCP", "10.0.0.1", 40000, "10.0.0.9", 80, 1, new Volume(3, 180), Volume.NONE);
        ConversationRow a2 = row(capture, id + 1, "HTTP", "10.0.0.1", 40000, "10.0.0.9", 80, 10, new Volume(9, 900), Volume.NONE);
        ConversationRow b1 = row(capture, id + 2, "TCP", "10.0.0.2", 40001, "10.0.0.9", 80, 2, new Volume(1, 60), Volume.NONE);
        conversations.addAll(List.of(a1, a2, b1));

        ConversationQuery http = ConversationQuery.where(FilterForm.selected(QueryField.PROTOCOL, List.of("HTTP")));
        List<Flow> withHttp = all(capture, http);
        assertEquals(List.of(a1.id().value()), withHttp.stream().map(Flow::id).toList());
        assertEquals(2, withHttp.get(0).legs().size(), "the flow is shown whole");
        assertEquals(1, flows.count(capture, http, PayloadHits.NONE));

        // the HTTP row alone is active at second 10
        TimeWindow late = new TimeWindow(10_000_000_000L, null);
        assertEquals(List.of(a1.id().value()), all(capture, ConversationQuery.all().within(late)).stream().map(Flow::id).toList());

        assertEquals(Map.of("TCP", 2L, "HTTP", 1L), flows.facets(capture, ConversationQuery.all(), PayloadHits.NONE).get(Facet.PROTOCOL));

        ConversationQuery bySrcPackets = ConversationQuery.all().sortedBy(
                List.of(new ConversationQuery.Sort(ConversationField.SRC_PACKETS, false)));
        assertEquals(List.of(12L, 1L), all(capture, bySrcPackets).stream().map(f -> f.traffic().fromSrc().packets()).toList());
        assertEquals(List.of(b1.id().value()), flows.page(capture, bySrcPackets, PayloadHits.NONE, 1, 10).stream().map(Flow::id).toList());
    }

    @Test
    void aFlowFacetCountIsTheFlowTotalWithThatValueAdded() throws Exception {
        CaptureId capture = JdbcConversationRepositoryTest.capture(database);
        long first = conversations.reserveIds(5);
        Volume one = new Volume(1, 60);
        // flow A: HTTP and TCP rows; flow B: TCP only; flow C: DNS and TLS rows
        conversations.addAll(List.of(
                row(capture, first, "HTTP", "10.0.0.1", 5000, "10.0.0.9", 80, 1, one, one),
                row(capture, first + 1, "TCP", "10.0.0.1", 5000, "10.0.0.9", 80, 2, one, one),
                row(capture, first + 2, "TCP", "10.0.0.2", 5001, "10.0.0.9", 80, 3, one, one),
                row(capture, first + 3, "DNS", "10.0.0.3", 5002, "10.0.0.9", 53, 4, one, one),
                row(capture, first + 4, "TLS", "10.0.0.3", 5002, "10.0.0.9", 53, 5, one, one)));
        ConversationQuery all = ConversationQuery.all();
        ConversationQuery tcp = all.including(Facet.PROTOCOL, "TCP");
        ConversationQuery notTcp = ConversationQuery.where(FilterForm.excluded(QueryField.PROTOCOL, List.of("TCP")));

        assertEquals(Map.of("TCP", 2L, "HTTP", 1L, "DNS", 1L, "TLS", 1L), flows.facets(capture, all, PayloadHits.NONE).get(Facet.PROTOCOL));
        // HTTP's flow already has a TCP row: adding HTTP adds no flow
        assertEquals(Map.of("TCP", 2L, "HTTP", 2L, "DNS", 3L, "TLS", 3L), flows.facets(capture, tcp, PayloadHits.NONE).get(Facet.PROTOCOL));
        // a flow is listed while one of its rows remains
        assertEquals(2, flows.count(capture, notTcp, PayloadHits.NONE));
        for (ConversationQuery q : List.of(all, tcp, notTcp, tcp.including(Facet.PROTOCOL, "DNS"))) {
            flows.facets(capture, q, PayloadHits.NONE).forEach((facet, counts) -> counts.forEach((value, count) -> assertEquals(
                    flows.count(capture, q.including(facet, value), PayloadHits.NONE), count, facet + " " + value + " in " + q)));
        }
    }
}
