package io.pcaplens.persistence.conversation;

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
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A download streams one capture's packets inside an open transaction for as long as the client takes; on a real
 * PostgreSQL, neither a new capture's partition nor a deleted one's makes the readers of other captures wait.
 */
class PacketPartitionsTest {

    private static DataSource db;
    private static PostgresPacketRepository packets;

    @BeforeAll
    static void database() throws Exception {
        db = TestDatabase.migrated();
        packets = new PostgresPacketRepository(db);
    }

    @Test
    void aSlowDownloadHoldsUpNeitherNewCapturesNorReadersOfOthers() throws Exception {
        UUID downloaded = stored(5);
        UUID other = stored(3);
        try (Connection download = db.getConnection()) {
            download.setAutoCommit(false);
            PreparedStatement st = download.prepareStatement(
                    "SELECT frame_number FROM packet WHERE capture_id = ? ORDER BY frame_number");
            st.setObject(1, downloaded);
            st.setFetchSize(1);
            ResultSet rows = st.executeQuery();
            rows.next(); // the client reads on slowly: the cursor stays open

            UUID uploaded = CaptureRecords.analysing(db);
            CompletableFuture.runAsync(() -> packets.prepare(CaptureIds.of(uploaded))).get(20, TimeUnit.SECONDS);
            assertEquals(0, packetsOf(uploaded).get(10, TimeUnit.SECONDS), "the new capture's partition is there");

            CompletableFuture<Void> deletion = CompletableFuture.runAsync(() -> packets.drop(CaptureIds.of(other)));
            // the deletion waits for the download, which may still see every partition, but queues nobody
            assertThrows(TimeoutException.class, () -> deletion.get(3, TimeUnit.SECONDS));
            assertEquals(0, packetsOf(uploaded).get(10, TimeUnit.SECONDS), "a reader during the deletion");
            assertEquals(5, packetsOf(downloaded).get(10, TimeUnit.SECONDS), "a reader of the downloaded capture");

            while (rows.next()) {
                // the client has read the rest
            }
            download.commit();
            deletion.get(30, TimeUnit.SECONDS);
        }
        assertFalse(partitionExists(other), "the deleted capture's partition is gone");
        assertEquals(5, packetsOf(downloaded).get(10, TimeUnit.SECONDS));
    }

    @Test
    void aCaptureAnalysedAgainGetsAnEmptyPartitionInPlaceOfTheLeftOverOne() throws Exception {
        UUID capture = stored(4);
        packets.prepare(CaptureIds.of(capture));
        assertEquals(0, packetsOf(capture).get(10, TimeUnit.SECONDS));
        insert(capture, 2);
        assertEquals(2, packetsOf(capture).get(10, TimeUnit.SECONDS));
    }

    private static UUID stored(int frames) throws SQLException {
        UUID capture = CaptureRecords.completed(db);
        packets.prepare(CaptureIds.of(capture));
        insert(capture, frames);
        return capture;
    }

    private static void insert(UUID capture, int frames) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO packet (capture_id, conversation_id, frame_number, ts_ns, src, dst, protocol, frame_len,"
                        + " info, ascii) VALUES (?, 1, ?, 0, '10.0.0.1', '10.0.0.2', 'UDP', 60, '', false)")) {
            for (int frame = 1; frame <= frames; frame++) {
                st.setObject(1, capture);
                st.setLong(2, frame);
                st.addBatch();
            }
            st.executeBatch();
        }
    }

    /** A reader of another connection: how many packets the capture has, once it gets to read. */
    private static CompletableFuture<Long> packetsOf(UUID capture) {
        return CompletableFuture.supplyAsync(() -> {
            try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                    "SELECT count(*) FROM packet WHERE capture_id = ?")) {
                st.setObject(1, capture);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static boolean partitionExists(UUID capture) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT count(*) FROM pg_class WHERE relname = ?")) {
            st.setString(1, PostgresPacketRepository.partition(CaptureIds.of(capture)));
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }
}
