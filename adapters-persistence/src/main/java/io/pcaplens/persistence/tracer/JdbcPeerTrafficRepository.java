package io.pcaplens.persistence.tracer;

import io.pcaplens.domain.port.PeerTrafficRepository;
import io.pcaplens.domain.tracer.PeerTraffic;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;

/**
 * A host's peers summed from the stored conversations: each row knows what its srcIp side and its dstIp side
 * sent, so the host's side of it is whichever side the host is.
 */
@ApplicationScoped
public class JdbcPeerTrafficRepository implements PeerTrafficRepository {

    private static final String SQL = """
            SELECT peer, sum(from_host), sum(to_host), (array_agg(id ORDER BY packet_count DESC, id))[1]
            FROM (SELECT id, packet_count,
                         CASE WHEN src_ip = ? THEN dst_ip ELSE src_ip END AS peer,
                         CASE WHEN src_ip = ? THEN src_packets ELSE dst_packets END AS from_host,
                         CASE WHEN src_ip = ? THEN dst_packets ELSE src_packets END AS to_host
                  FROM conversation
                  WHERE capture_id = ? AND (src_ip = ? OR dst_ip = ?)) AS rows_of_host
            WHERE peer IS NOT NULL AND peer <> '' AND peer <> ?
            GROUP BY peer""";

    /** The same per port on the peer's side, of the conversations between the host and one peer. */
    private static final String PORTS_SQL = """
            SELECT peer_port, sum(from_host), sum(to_host), (array_agg(id ORDER BY packet_count DESC, id))[1]
            FROM (SELECT id, packet_count,
                         CASE WHEN src_ip = ? THEN dst_port ELSE src_port END AS peer_port,
                         CASE WHEN src_ip = ? THEN src_packets ELSE dst_packets END AS from_host,
                         CASE WHEN src_ip = ? THEN dst_packets ELSE src_packets END AS to_host
                  FROM conversation
                  WHERE capture_id = ? AND ((src_ip = ? AND dst_ip = ?) OR (src_ip = ? AND dst_ip = ?))) AS rows_of_pair
            WHERE peer_port IS NOT NULL
            GROUP BY peer_port""";

    @Inject
    DataSource dataSource;

    @Override
    public List<PeerTraffic> portsOf(String captureId, String host, String peer) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(PORTS_SQL)) {
            st.setString(1, host);
            st.setString(2, host);
            st.setString(3, host);
            st.setObject(4, UUID.fromString(captureId));
            st.setString(5, host);
            st.setString(6, peer);
            st.setString(7, peer);
            st.setString(8, host);
            return Rows.all(st, rs -> new PeerTraffic(peer, rs.getLong(2), rs.getLong(3), rs.getLong(4), rs.getInt(1)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the ports of " + peer + " seen by " + host, e);
        }
    }

    @Override
    public List<PeerTraffic> around(String captureId, String host) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(SQL)) {
            st.setString(1, host);
            st.setString(2, host);
            st.setString(3, host);
            st.setObject(4, UUID.fromString(captureId));
            st.setString(5, host);
            st.setString(6, host);
            st.setString(7, host);
            return Rows.all(st, rs -> new PeerTraffic(rs.getString(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the peers of " + host, e);
        }
    }
}
