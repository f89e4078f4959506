package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.CompiledCondition;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Conversations of every completed capture in one statement, and the capture field, on a real PostgreSQL: two
 * completed captures, one still under analysis whose rows no hunt reads.
 */
class JdbcCrossCaptureConversationsTest {

    private static JdbcConversationRepository conversations;
    private static JdbcCrossCaptureConversations across;
    private static CaptureId office;
    private static CaptureId lab;
    private static CaptureId running;
    private static long first;

    @BeforeAll
    static void store() throws Exception {
        DataSource db = TestDatabase.migrated();
        conversations = new JdbcConversationRepository(db);
        across = new JdbcCrossCaptureConversations(db, conversations);
        office = named(db, CaptureRecords.completed(db), "office-2024-05-01.pcap");
        lab = named(db, CaptureRecords.completed(db), "lab.pcap");
        running = named(db, CaptureRecords.analysing(db), "office-running.pcap");
        first = conversations.reserveIds(5);
        conversations.addAll(List.of(row(office, first, "10.0.0.1", 53, "DNS"), row(office, first + 1, "10.0.0.2", 443, "TLS"),
                row(lab, first + 2, "192.168.1.9", 53, "DNS"), row(running, first + 3, "10.0.0.3", 53, "DNS")));
        headOffice = network(db, "Head office", office);
        network(db, "Labs", office, lab);
    }

    private static UUID headOffice;

    @Test
    void aCaptureIsInTheNetworksItIsASnapshotOf() {
        assertEquals(List.of("0 office-2024-05-01.pcap", "1 office-2024-05-01.pcap"), hunted("network == \"Head office\""));
        assertEquals(List.of("0 office-2024-05-01.pcap", "1 office-2024-05-01.pcap"), hunted("network == " + headOffice));
        assertEquals(List.of("0 office-2024-05-01.pcap", "1 office-2024-05-01.pcap", "2 lab.pcap"),
                hunted("network contains \"lab\""));
        // != needs a network and holds when none of them is the one named: the office capture is in Labs too
        assertEquals(List.of(), hunted("network != \"Labs\""));
        assertEquals(List.of("2 lab.pcap"), hunted("network != \"Head office\""));
        assertEquals(List.of(), hunted("!network"));
        assertEquals(List.of("2 lab.pcap"), hunted("!(network == \"Head office\")"));
        // the facets read the same rows
        assertEquals(java.util.Map.of("DNS", 1L, "TLS", 1L), across.facets(ConversationQuery.where(QueryText.parse(
                "network == \"Head office\""))).get(Facet.PROTOCOL));
    }

    /** A network of which the captures are snapshots. */
    private static UUID network(DataSource db, String name, CaptureId... snapshots) throws Exception {
        UUID id = UUID.randomUUID();
        try (Connection con = db.getConnection()) {
            try (PreparedStatement st = con.prepareStatement("INSERT INTO network (id, name) VALUES (?, ?)")) {
                st.setObject(1, id);
                st.setString(2, name);
                st.executeUpdate();
            }
            for (CaptureId c : snapshots) {
                try (PreparedStatement st = con.prepareStatement(
                        "INSERT INTO snapshot (id, network_id, capture_id) VALUES (?, ?, ?)")) {
                    st.setObject(1, UUID.randomUUID());
                    st.setObject(2, id);
                    st.setObject(3, c.uuid());
                    st.executeUpdate();
                }
            }
        }
        return id;
    }

    private static CaptureId named(DataSource db, UUID id, String name) throws Exception {
        try (Connection con = db.getConnection();
             PreparedStatement st = con.prepareStatement("UPDATE capture SET name = ? WHERE id = ?")) {
            st.setString(1, name);
            st.setObject(2, id);
            st.executeUpdate();
        }
        return new CaptureId(id.toString());
    }

    private static ConversationRow row(CaptureId capture, long id, String src, int dstPort, String protocol) {
        Identity identity = new Identity(new ConversationKey("8.8.8.8:" + dstPort + "-" + src + ":40000-" + protocol),
                src, 40000, "8.8.8.8", dstPort, Transport.UDP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 5, 2, new Volume(1, 70), new Volume(1, 90)),
                new Labels(protocol, protocol, List.of(), List.of()), null);
    }

    private static List<String> hunted(String q) {
        return across.page(ConversationQuery.where(QueryText.parse(q)), 0, 100).stream()
                .map(c -> c.row().id().value() - first + " " + c.fileName()).toList();
    }

    @Test
    void everyCompletedCaptureIsReadInOneListWithItsFileName() {
        List<FiledConversation> all = across.page(ConversationQuery.all(), 0, 100);
        assertEquals(List.of("0 office-2024-05-01.pcap", "1 office-2024-05-01.pcap", "2 lab.pcap"),
                all.stream().map(c -> c.row().id().value() - first + " " + c.fileName()).toList());
        assertEquals(3, across.count(ConversationQuery.all()));
        assertEquals(List.of("0 office-2024-05-01.pcap", "2 lab.pcap"), hunted("port.dst == 53"));
        assertEquals(List.of("2 lab.pcap"), across.page(ConversationQuery.where(QueryText.parse("port.dst == 53")), 1, 1)
                .stream().map(c -> c.row().id().value() - first + " " + c.fileName()).toList(), "offset and limit");
    }

    @Test
    void aCaptureIsNamedByItsIdOrItsFileName() {
        assertEquals(List.of("0 office-2024-05-01.pcap", "1 office-2024-05-01.pcap"), hunted("capture contains \"OFFICE\""));
        assertEquals(List.of("2 lab.pcap"), hunted("capture == " + lab.uuid()));
        assertEquals(List.of("2 lab.pcap"), hunted("capture == \"lab.pcap\""));
        assertEquals(List.of("2 lab.pcap"), hunted("capture != " + office.uuid()));
        assertEquals(List.of("0 office-2024-05-01.pcap", "1 office-2024-05-01.pcap", "2 lab.pcap"),
                hunted("capture in {" + office.uuid() + ", \"lab.pcap\"}"));
        assertEquals(List.of(), hunted("capture == " + running.uuid()), "a capture under analysis is no hunt's");
        // within one capture the field is that capture
        assertEquals(2, conversations.count(office, ConversationQuery.where(QueryText.parse("capture == "
                + office.uuid())), PayloadHits.NONE));
        assertEquals(0, conversations.count(lab, ConversationQuery.where(QueryText.parse("capture == "
                + office.uuid())), PayloadHits.NONE));
    }

    @Test
    void theFacetsCountTheRowsOfEveryCompletedCapture() {
        assertEquals(java.util.Map.of("DNS", 2L, "TLS", 1L), across.facets(ConversationQuery.all()).get(Facet.PROTOCOL));
        assertEquals(java.util.Map.of("DNS", 1L), across.facets(ConversationQuery.where(QueryText.parse(
                "capture == \"lab.pcap\""))).get(Facet.PROTOCOL));
    }

    @Test
    void theHitsAreCountedPerCaptureMostFirstThenByName() {
        // the rows as stored above: office holds ids 0 and 1, lab id 2; row n starts at n s and ends 5 ns later
        long s = 1_000_000_000L;
        assertEquals(List.of(new CaptureHits(office, "office-2024-05-01.pcap", 2, s * first, s * (first + 1) + 5),
                new CaptureHits(lab, "lab.pcap", 1, s * (first + 2), s * (first + 2) + 5)),
                across.byCapture(ConversationQuery.all(), 100), "the capture under analysis is left out");
        // one hit each: the names order them
        assertEquals(List.of(new CaptureHits(lab, "lab.pcap", 1, s * (first + 2), s * (first + 2) + 5),
                new CaptureHits(office, "office-2024-05-01.pcap", 1, s * first, s * first + 5)),
                across.byCapture(ConversationQuery.where(QueryText.parse("port.dst == 53")), 100));
        assertEquals(List.of("lab.pcap"), across.byCapture(ConversationQuery.where(QueryText.parse("port.dst == 53")), 1)
                .stream().map(CaptureHits::fileName).toList(), "the limit");
        assertEquals(List.of(new CaptureHits(office, "office-2024-05-01.pcap", 1, s * (first + 1), s * (first + 1) + 5)),
                across.byCapture(ConversationQuery.where(QueryText.parse("protocol == TLS && network == \"Head office\"")),
                        100));
        assertEquals(List.of(), across.byCapture(ConversationQuery.where(QueryText.parse("port == 9")), 100));
    }

    @Test
    void anExplainedConditionBindsEveryValue() {
        CompiledCondition c = new SqlConditionCompiler().compile(QueryText.parse("port == 53 && capture contains \"o_\""));
        assertTrue(c.condition().contains("src_port = ANY(?)") && c.condition().contains("ILIKE ?"), c.condition());
        assertEquals(List.of("{53}", "{53}", "%o\\_%", "%o\\_%"), c.parameters());
        assertEquals(c.parameters().size(), c.condition().chars().filter(ch -> ch == '?').count());
    }
}
