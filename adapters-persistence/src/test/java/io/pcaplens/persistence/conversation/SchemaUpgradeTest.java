package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Databases in service are upgraded, never recreated: one at the schema of version {@link #RELEASED} (the
 * last before migrations were numbered strictly in order) is brought to the newest, keeping its rows, and
 * every migration after it takes the next number.
 */
class SchemaUpgradeTest {

    /** The highest migration of the schema as released; versions below it are kept with their gaps. */
    private static final int RELEASED = 41;

    private static Flyway flyway(DataSource db, String target) {
        return Flyway.configure(SchemaUpgradeTest.class.getClassLoader()).dataSource(db)
                .locations("classpath:db/migration").target(target).load();
    }

    @Test
    void migrationsAfterTheReleasedSchemaAreNumberedOneAfterAnother() {
        List<Integer> versions = Arrays.stream(flyway(TestDatabase.empty(), "latest").info().all())
                .map(m -> Integer.parseInt(m.getVersion().getVersion())).sorted().toList();
        assertEquals(versions.stream().distinct().count(), versions.size(), "every version once: " + versions);
        assertTrue(versions.contains(RELEASED), versions.toString());
        List<Integer> later = versions.stream().filter(v -> v > RELEASED).toList();
        for (int i = 0; i < later.size(); i++) {
            assertEquals(RELEASED + 1 + i, later.get(i), "no gap after V" + RELEASED + ": " + versions);
        }
    }

    @Test
    void aDatabaseAtTheReleasedSchemaIsUpgradedWithItsRowsKept() throws Exception {
        DataSource db = TestDatabase.empty();
        flyway(db, Integer.toString(RELEASED)).migrate();
        CaptureId capture = new CaptureId(CaptureRecords.completed(db).toString());
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO conversation (id, capture_id, conv_key, src_ip, src_port, dst_ip, dst_port, protocol,"
                        + " transport, packet_count, total_bytes, start_ns, end_ns, first_frame, app_name, src_packets,"
                        + " src_bytes, dst_packets, dst_bytes) VALUES (5, ?, '10.0.0.1:53-10.0.0.2:4000-DNS',"
                        + " '10.0.0.2', 4000, '10.0.0.1', 53, 'DNS', 'UDP', 2, 180, 1000, 2000, 1, 'DNS', 1, 80, 1, 100)")) {
            st.setObject(1, capture.uuid());
            st.executeUpdate();
        }

        flyway(db, "latest").migrate();

        MigrationInfo[] pending = flyway(db, "latest").info().pending();
        assertEquals(0, pending.length, "nothing left to apply");
        JdbcConversationRepository conversations = new JdbcConversationRepository(db);
        ConversationRow row = conversations.find(new ConversationId(5)).orElseThrow();
        assertEquals(capture, row.captureId());
        assertEquals("DNS", row.labels().protocol());
        assertEquals(180, row.traffic().totalBytes());
        assertEquals(100, row.traffic().fromDst().bytes());
    }
}
