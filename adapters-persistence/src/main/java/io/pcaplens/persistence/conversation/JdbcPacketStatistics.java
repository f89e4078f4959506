package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;

import io.pcaplens.domain.overview.ProtocolHierarchy;
import io.pcaplens.domain.overview.Timeline;
import io.pcaplens.domain.overview.port.PacketStatistics;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * Sums over the capture's own packet partition, grouped in the database: one scan of the partition's rows and
 * a few thousand groups at most come back, whatever the number of packets.
 */
@ApplicationScoped
public class JdbcPacketStatistics implements PacketStatistics {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcPacketStatistics() {
    }

    @Inject
    public JdbcPacketStatistics(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Optional<Timeline.Span> span(CaptureId captureId) {
        String sql = "SELECT min(ts_ns), max(ts_ns) FROM " + PostgresPacketRepository.partition(captureId);
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            List<Optional<Timeline.Span>> spans = Rows.all(st, rs -> {
                long start = rs.getLong(1);
                return rs.wasNull() ? Optional.<Timeline.Span>empty() : Optional.of(new Timeline.Span(start, rs.getLong(2)));
            });
            return spans.get(0);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the packets' span", e);
        }
    }

    @Override
    public List<Timeline.Count> timeline(CaptureId captureId, long startNanos, long binNanos) {
        String sql = "SELECT (ts_ns - ?) / ?, count(*), sum(frame_len) FROM "
                + PostgresPacketRepository.partition(captureId) + " GROUP BY 1";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setLong(1, startNanos);
            st.setLong(2, binNanos);
            return Rows.all(st, rs -> new Timeline.Count(rs.getLong(1), rs.getLong(2), rs.getLong(3)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not sum the packets per time bin", e);
        }
    }

    @Override
    public List<Timeline.Count> timeline(CaptureId captureId, long startNanos, long binNanos, String node) {
        // the host's conversations first (a few ids), then their packets by the partition's conversation index
        String sql = "SELECT (p.ts_ns - ?) / ?, count(*), sum(p.frame_len) FROM "
                + PostgresPacketRepository.partition(captureId) + " p WHERE p.conversation_id IN (SELECT id FROM"
                + " conversation WHERE capture_id = ? AND (src_ip = ? OR dst_ip = ?)) GROUP BY 1";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setLong(1, startNanos);
            st.setLong(2, binNanos);
            CaptureIds.bind(st, 3, captureId);
            st.setString(4, node);
            st.setString(5, node);
            return Rows.all(st, rs -> new Timeline.Count(rs.getLong(1), rs.getLong(2), rs.getLong(3)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not sum the host's packets per time bin", e);
        }
    }

    @Override
    public List<ProtocolHierarchy.PathCount> layerPaths(CaptureId captureId) {
        // grouped by the small number first, named afterwards: the join touches a few hundred rows, not every packet
        String sql = "SELECT d.path, c.frames, c.bytes FROM (SELECT layer_path_id, count(*) frames, sum(frame_len) bytes"
                + " FROM " + PostgresPacketRepository.partition(captureId) + " WHERE layer_path_id IS NOT NULL"
                + " GROUP BY 1) c JOIN layer_path d ON d.id = c.layer_path_id";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            return Rows.all(st, rs -> new ProtocolHierarchy.PathCount(rs.getString(1), rs.getLong(2), rs.getLong(3)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not sum the packets per layer path", e);
        }
    }
}
