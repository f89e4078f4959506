package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.CaptureRemoval;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Deleting a capture record through a real PostgreSQL while an analysis is still writing to it. */
class CaptureRemovalTest {

    private static final long STALE_AFTER_MILLIS = 60_000;

    private static DataSource db;
    private static JpaCaptureRepository captures;

    @BeforeAll
    static void database() throws Exception {
        db = TestDatabase.migrated();
        captures = new JpaCaptureRepository(db);
    }

    @Test
    void aDeletionThatDeadlocksWithTheAnalysisTriesAgainAndTakesEverything() throws Exception {
        UUID capture = CaptureRecords.analysing(db);
        long first = conversation(capture, 1);
        long second = conversation(capture, 2);

        try (Connection analysis = db.getConnection()) {
            analysis.setAutoCommit(false);
            try (Statement st = analysis.createStatement()) {
                // this side must not be the one PostgreSQL picks to break the deadlock
                st.execute("SET deadlock_timeout = '20s'");
            }
            // the analysis has marked the second conversation's initiator, holding its row against deletion
            initiator(analysis, second);
            CompletableFuture<Optional<CaptureRemoval>> removal =
                    CompletableFuture.supplyAsync(() -> captures.remove(CaptureIds.of(capture), STALE_AFTER_MILLIS));
            awaitWaitingDeletion();
            // the deletion holds the first conversation, gone but not yet committed: each side waits on the other
            initiator(analysis, first);
            analysis.commit();

            assertEquals(Optional.of(CaptureRemoval.DURING_ANALYSIS), removal.get(60, TimeUnit.SECONDS));
        }
        assertEquals(0, count("SELECT count(*) FROM capture WHERE id = ?", capture));
        assertEquals(0, count("SELECT count(*) FROM conversation WHERE capture_id = ?", capture));
        assertEquals(0, count("SELECT count(*) FROM conversation_initiator WHERE conversation_id IN (?, ?)", first,
                second));
    }

    @Test
    void anUnknownCaptureIsNotRemoved() {
        assertEquals(Optional.empty(), captures.remove(CaptureIds.of(UUID.randomUUID()), STALE_AFTER_MILLIS));
    }

    private static long conversation(UUID capture, int n) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO conversation (id, capture_id, conv_key, src_ip, src_port, dst_ip, dst_port, protocol,"
                        + " transport, packet_count, total_bytes, start_ns, end_ns, first_frame, src_packets, src_bytes,"
                        + " dst_packets, dst_bytes) VALUES (nextval('conversation_id_seq'), ?, ?, '10.0.0.1', ?,"
                        + " '10.0.0.9', 80, 'HTTP', 'TCP', 1, 60, ?, ?, ?, 1, 60, 0, 0) RETURNING id")) {
            st.setObject(1, capture);
            st.setString(2, "10.0.0.9:80-10.0.0.1:" + (5000 + n) + "-HTTP");
            st.setInt(3, 5000 + n);
            st.setLong(4, n);
            st.setLong(5, n);
            st.setLong(6, n);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static void initiator(Connection con, long conversation) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(
                "INSERT INTO conversation_initiator (conversation_id, ip, port) VALUES (?, '10.0.0.1', 5000)")) {
            st.setLong(1, conversation);
            st.executeUpdate();
        }
    }

    /** Until the deletion waits for a row lock the analysis holds. */
    private static void awaitWaitingDeletion() throws Exception {
        Instant end = Instant.now().plus(Duration.ofSeconds(30));
        while (Instant.now().isBefore(end)) {
            if (count("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                    + " AND query LIKE 'DELETE FROM capture%'") > 0) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the deletion never waited for the analysis");
    }

    private static long count(String sql, Object... params) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                st.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
