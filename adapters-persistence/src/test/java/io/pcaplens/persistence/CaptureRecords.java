package io.pcaplens.persistence;

import io.pcaplens.domain.capture.CaptureId;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.UUID;

/** Capture records made straight in the database, for tests of the tables that refer to them. */
public final class CaptureRecords {

    private CaptureRecords() {
    }

    /** A capture under analysis whose worker beat just now. */
    public static UUID analysing(DataSource db) throws SQLException {
        return add(db, "ANALYZING", "dissecting");
    }

    /** An analysed capture. */
    public static UUID completed(DataSource db) throws SQLException {
        return add(db, "COMPLETED", "done");
    }

    /** An analysed capture whose first frame was captured at {@code start}. */
    public static UUID completed(DataSource db, Instant start) throws SQLException {
        return add(db, "COMPLETED", "done", start.getEpochSecond() * 1_000_000_000L + start.getNano());
    }

    /** An analysed capture, as a port names it: for the contracts, whose hooks declare no checked failure. */
    public static CaptureId completedCapture(DataSource db) {
        return completedCapture(db, null);
    }

    /** An analysed capture first captured at {@code start} (none when null), as a port names it. */
    public static CaptureId completedCapture(DataSource db, Instant start) {
        try {
            return CaptureIds.of(start == null ? completed(db) : completed(db, start));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot add a capture record", e);
        }
    }

    /** Deletes the capture record, as deleting its file does; what refers to it goes with it. */
    public static void delete(DataSource db, UUID id) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "DELETE FROM capture WHERE id = ?")) {
            st.setObject(1, id);
            st.executeUpdate();
        }
    }

    private static UUID add(DataSource db, String status, String stage) throws SQLException {
        return add(db, status, stage, null);
    }

    private static UUID add(DataSource db, String status, String stage, Long startNanos) throws SQLException {
        UUID id = UUID.randomUUID();
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO capture (id, name, size_bytes, sha256, format, status, progress_stage, enable_dpi,"
                        + " enable_file_extraction, enable_ids, uploaded_at, heartbeat_at, capture_start_ns)"
                        + " VALUES (?, 'c.pcap', 1, ?, 'PCAP', ?, ?, true, true, true, now(), now(), ?)")) {
            st.setObject(1, id);
            st.setString(2, (id.toString() + id).replace("-", "").substring(0, 64));
            st.setString(3, status);
            st.setString(4, stage);
            st.setObject(5, startNanos, Types.BIGINT);
            st.executeUpdate();
        }
        return id;
    }
}
