package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.domain.port.PacketRepository;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Optional;

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

    private static PacketRecord packet(long frame, String src, int srcPort, String dst, int dstPort, int length) {
        return new PacketRecord(frame, frame * 1000, length, new Endpoints(src, srcPort, dst, dstPort), "HTTP",
                Transport.TCP, "info", Optional.empty(), Optional.empty(), List.of(), null, null, "", 64, -1, "", null, "eth:ethertype:ip:tcp:http");
    }

    @Test
    void rowsStoredBeforeGetTheirSidesFromTheirPackets() throws Exception {
        try (EmbeddedPostgres server = EmbeddedPostgres.builder().setServerConfig("listen_addresses", "127.0.0.1")
                .start()) {
            DataSource db = server.getPostgresDatabase();
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
            PostgresPacketRepository packets = new PostgresPacketRepository();
            packets.dataSource = db;
            packets.prepare(capture.value());
            try (PacketRepository.Writer w = packets.open(capture.value())) {
                w.write(7, packet(1, "10.0.0.2", 1234, "10.0.0.1", 80, 74));
                w.write(7, packet(2, "10.0.0.1", 80, "10.0.0.2", 1234, 60));
                w.write(7, packet(3, "10.0.0.2", 1234, "10.0.0.1", 80, 100));
            }

            flyway(db, "latest").migrate();

            JdbcConversationRepository conversations = new JdbcConversationRepository();
            conversations.dataSource = db;
            Traffic traffic = conversations.find(new ConversationId(7)).orElseThrow().traffic();
            assertEquals(new Volume(2, 174), traffic.fromSrc());
            assertEquals(new Volume(1, 60), traffic.fromDst());
            assertEquals(3, traffic.packetCount());
            assertEquals(234, traffic.totalBytes());
        }
    }
}
