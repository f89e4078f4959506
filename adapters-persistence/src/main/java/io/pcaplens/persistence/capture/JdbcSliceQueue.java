package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.persistence.CaptureIds;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The slice queue in the {@code capture_slice} table: claimed with {@code FOR UPDATE SKIP LOCKED} like the
 * capture queue, so that workers of any number of instances each take a different slice, and every claim
 * carries a token of its own, so that a reader that lost its claim can no longer write to the record.
 */
@ApplicationScoped
public class JdbcSliceQueue implements SliceQueue {

    private static final String CLAIM = """
            UPDATE capture_slice SET status = 'CLAIMED', claimed_by = ?, claim_token = ?, attempt = attempt + 1,
                                     heartbeat_at = now(), bytes_read = 0, reason = NULL
            WHERE (capture_id, slice_index) = (
                SELECT capture_id, slice_index FROM capture_slice
                WHERE (?::uuid IS NULL OR capture_id = ?::uuid)
                  AND (status = 'WAITING'
                       OR (status = 'CLAIMED' AND heartbeat_at < now() - make_interval(secs => ?)))
                ORDER BY offered_at, capture_id, slice_index
                LIMIT 1
                FOR UPDATE SKIP LOCKED)
            RETURNING capture_id, slice_index, file, first_frame, end_frame, bytes, temporary, range_header,
                      range_from, range_to, carried_time_ns, attempt""";

    private static final String HELD = " WHERE capture_id = ? AND slice_index = ? AND claim_token = ?"
            + " AND status = 'CLAIMED'";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcSliceQueue() {
    }

    @Inject
    public JdbcSliceQueue(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void offer(CaptureId captureId, List<CaptureSlice> slices) {
        try (Connection con = dataSource.getConnection()) {
            con.setAutoCommit(false);
            try (PreparedStatement clear = con.prepareStatement("DELETE FROM capture_slice WHERE capture_id = ?");
                 PreparedStatement add = con.prepareStatement("INSERT INTO capture_slice (capture_id, slice_index,"
                         + " file, first_frame, end_frame, bytes, temporary, range_header, range_from, range_to,"
                         + " carried_time_ns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                CaptureIds.bind(clear, 1, captureId);
                clear.executeUpdate();
                for (int i = 0; i < slices.size(); i++) {
                    CaptureSlice s = slices.get(i);
                    CaptureSlice.ByteRange range = s.range();
                    CaptureIds.bind(add, 1, captureId);
                    add.setInt(2, s.index());
                    add.setString(3, s.file().toString());
                    add.setLong(4, s.firstFrame());
                    add.setObject(5, i + 1 < slices.size() ? slices.get(i + 1).firstFrame() : null, Types.BIGINT);
                    add.setLong(6, s.bytes());
                    add.setBoolean(7, s.temporary());
                    add.setObject(8, range == null ? null : range.headerBytes(), Types.BIGINT);
                    add.setObject(9, range == null ? null : range.from(), Types.BIGINT);
                    add.setObject(10, range == null ? null : range.to(), Types.BIGINT);
                    add.setObject(11, s.carriedTimeNanos(), Types.BIGINT);
                    add.addBatch();
                }
                add.executeBatch();
                con.commit();
            } catch (SQLException e) {
                con.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not offer the slices of capture " + captureId, e);
        }
    }

    @Override
    public Optional<Claim> claim(CaptureId captureId, String workerId, long staleAfterMillis) {
        String token = UUID.randomUUID().toString();
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(CLAIM)) {
            st.setString(1, workerId);
            st.setObject(2, UUID.fromString(token));
            CaptureIds.bind(st, 3, captureId);
            CaptureIds.bind(st, 4, captureId);
            st.setDouble(5, staleAfterMillis / 1000.0);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(claimOf(rs, token, workerId)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not claim a slice", e);
        }
    }

    private static Claim claimOf(ResultSet rs, String token, String workerId) throws SQLException {
        long header = rs.getLong("range_header");
        CaptureSlice.ByteRange range = rs.wasNull() ? null
                : new CaptureSlice.ByteRange(header, rs.getLong("range_from"), rs.getLong("range_to"));
        CaptureSlice slice = new CaptureSlice(rs.getInt("slice_index"), Path.of(rs.getString("file")),
                rs.getLong("first_frame"), rs.getLong("bytes"), rs.getBoolean("temporary"), range,
                rs.getObject("carried_time_ns", Long.class));
        return new Claim(CaptureIds.read(rs, "capture_id"), slice, rs.getObject("end_frame", Long.class),
                rs.getInt("attempt"), token, workerId);
    }

    @Override
    public boolean heartbeat(Claim claim, long bytesRead) {
        return update("UPDATE capture_slice SET heartbeat_at = now(), bytes_read = ?" + HELD, claim, bytesRead);
    }

    @Override
    public boolean done(Claim claim, long packets) {
        return update("UPDATE capture_slice SET status = 'DONE', heartbeat_at = now(), bytes_read = bytes,"
                + " packets = ?" + HELD, claim, packets);
    }

    @Override
    public void failed(Claim claim, String reason) {
        update("UPDATE capture_slice SET status = 'FAILED', heartbeat_at = now(), reason = ?" + HELD, claim, reason);
    }

    private boolean update(String sql, Claim claim, Object value) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setObject(1, value);
            CaptureIds.bind(st, 2, claim.captureId());
            st.setInt(3, claim.slice().index());
            st.setObject(4, UUID.fromString(claim.token()));
            return st.executeUpdate() > 0;
        } catch (SQLException e) {
            throw new IllegalStateException("could not update the record of a slice", e);
        }
    }

    @Override
    public void withdraw(CaptureId captureId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "DELETE FROM capture_slice WHERE capture_id = ? AND status IN ('WAITING', 'CLAIMED')")) {
            CaptureIds.bind(st, 1, captureId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not withdraw the slices of capture " + captureId, e);
        }
    }

    @Override
    public List<State> states(CaptureId captureId) {
        List<State> states = new ArrayList<>();
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT slice_index, status, claimed_by, claim_token, bytes_read, reason FROM capture_slice"
                        + " WHERE capture_id = ? ORDER BY slice_index")) {
            CaptureIds.bind(st, 1, captureId);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    states.add(new State(rs.getInt(1), Status.valueOf(rs.getString(2)), rs.getString(3),
                            rs.getString(4), rs.getLong(5), rs.getString(6)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the slices of capture " + captureId, e);
        }
        return states;
    }
}
