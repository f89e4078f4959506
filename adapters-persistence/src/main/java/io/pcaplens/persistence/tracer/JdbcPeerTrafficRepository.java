package io.pcaplens.persistence.tracer;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.tracer.PeerTraffic;
import io.pcaplens.domain.tracer.port.PeerTrafficRepository;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * A host's peers summed from the stored conversations: each row knows what its srcIp side and its dstIp side
 * sent, so the host's side of it is whichever side the host is.
 */
@ApplicationScoped
public class JdbcPeerTrafficRepository implements PeerTrafficRepository {

    /** Per peer address; the host itself and rows without one left out. */
    private static final String SQL = summed("CASE WHEN src_ip = ? THEN dst_ip ELSE src_ip END",
            "(src_ip = ? OR dst_ip = ?)", "node IS NOT NULL AND node <> '' AND node <> ?");

    /** The same per port on the peer's side, of the conversations between the host and one peer. */
    private static final String PORTS_SQL = summed("CASE WHEN src_ip = ? THEN dst_port ELSE src_port END",
            "((src_ip = ? AND dst_ip = ?) OR (src_ip = ? AND dst_ip = ?))", "node IS NOT NULL");

    /**
     * The host's rows that {@code rows} selects, summed per {@code node} (an expression of the host: its
     * parameter comes first, then the host twice for the two directions, the capture, then those of the filters).
     */
    private static String summed(String node, String rows, String kept) {
        return """
                SELECT node, sum(from_host), sum(to_host), (array_agg(id ORDER BY packet_count DESC, id))[1]
                FROM (SELECT id, packet_count, %s AS node,
                             CASE WHEN src_ip = ? THEN src_packets ELSE dst_packets END AS from_host,
                             CASE WHEN src_ip = ? THEN dst_packets ELSE src_packets END AS to_host
                      FROM conversation
                      WHERE capture_id = ? AND %s) AS rows_of_host
                WHERE %s
                GROUP BY node""".formatted(node, rows, kept);
    }

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcPeerTrafficRepository() {
    }

    @Inject
    public JdbcPeerTrafficRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public List<PeerTraffic> portsOf(CaptureId captureId, String host, String peer) {
        return read(PORTS_SQL, "the ports of " + peer + " seen by " + host,
                rs -> new PeerTraffic(peer, rs.getLong(2), rs.getLong(3), rs.getLong(4), rs.getInt(1)),
                host, host, host, captureId.uuid(), host, peer, peer, host);
    }

    @Override
    public List<PeerTraffic> around(CaptureId captureId, String host) {
        return read(SQL, "the peers of " + host,
                rs -> new PeerTraffic(rs.getString(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)),
                host, host, host, captureId.uuid(), host, host, host);
    }

    private List<PeerTraffic> read(String sql, String what, Rows.Reader<PeerTraffic> reader, Object... parameters) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                st.setObject(i + 1, parameters[i]);
            }
            return Rows.all(st, reader);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read " + what, e);
        }
    }
}
