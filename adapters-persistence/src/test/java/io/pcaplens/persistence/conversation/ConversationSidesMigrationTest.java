package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.persistence.TestDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A conversation stored before each side's traffic was kept gets it from its stored packets when the schema
 * is brought up to date: the same counts an analysis makes, by spec 10.6 item 4's direction rule.
 */
class ConversationSidesMigrationTest {

    private static Flyway flyway(DataSource db, String target) {
        return Flyway.configure(ConversationSidesMigrationTest.class.getClassLoader()).dataSource(db)
                .locations("classpath:db/migration").target(target).load();
    }

    /** A packet row as the schema of that time held it, written as its writer did. */
    private static void packet(PreparedStatement st, long frame, String src, int srcPort, String dst, int dstPort,
                               int length) throws Exception {
        st.setLong(1, frame);
        st.setLong(2, frame * 1000);
        st.setString(3, src);
        st.setInt(4, srcPort);
        st.setString(5, dst);
        st.setInt(6, dstPort);
        st.setInt(7, length);
        st.executeUpdate();
    }

    @Test
    void rowsStoredBeforeGetTheirSidesFromTheirPackets() throws Exception {
        DataSource db = TestDatabase.empty();
        flyway(db, "8").migrate();
        CaptureId capture = JdbcConversationRepositoryTest.capture(db);
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO conversation (id, capture_id, conv_key, src_ip, src_port, dst_ip, dst_port, protocol,"
                        + " transport, packet_count, total_bytes, start_ns, end_ns, first_frame) VALUES"
                        + " (7, ?, '10.0.0.1:80-10.0.0.2:1234-HTTP', '10.0.0.2', 1234, '10.0.0.1', 80, 'HTTP',"
                        + " 'TCP', 3, 234, 1000, 3000, 1)")) {
            st.setObject(1, capture.uuid());
            st.executeUpdate();
        }
        PostgresPacketRepository packets = new PostgresPacketRepository(db);
        packets.prepare(capture);
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO packet (capture_id, conversation_id, frame_number, ts_ns, src, src_port, dst, dst_port,"
                        + " protocol, frame_len, info, ascii) VALUES ('" + capture.uuid() + "', 7, ?, ?, ?, ?, ?, ?,"
                        + " 'HTTP', ?, 'info', false)")) {
            packet(st, 1, "10.0.0.2", 1234, "10.0.0.1", 80, 74);
            packet(st, 2, "10.0.0.1", 80, "10.0.0.2", 1234, 60);
            packet(st, 3, "10.0.0.2", 1234, "10.0.0.1", 80, 100);
        }

        flyway(db, "latest").migrate();

        JdbcConversationRepository conversations = new JdbcConversationRepository(db);
        Traffic traffic = conversations.find(new ConversationId(7)).orElseThrow().traffic();
        assertEquals(new Volume(2, 174), traffic.fromSrc());
        assertEquals(new Volume(1, 60), traffic.fromDst());
        assertEquals(3, traffic.packetCount());
        assertEquals(234, traffic.totalBytes());
    }
}
