package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.port.BaselineRepository;
import io.pcaplens.persistence.MonitorIds;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** Each network's accepted baseline, in {@code network_baseline}. */
@ApplicationScoped
public class JdbcBaselineRepository implements BaselineRepository {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcBaselineRepository() {
    }

    @Inject
    public JdbcBaselineRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void accept(NetworkId networkId, SnapshotId snapshotId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO network_baseline (network_id, snapshot_id) VALUES (?, ?) ON CONFLICT (network_id)"
                        + " DO UPDATE SET snapshot_id = EXCLUDED.snapshot_id, accepted_at = now()")) {
            MonitorIds.bind(st, 1, networkId);
            MonitorIds.bind(st, 2, snapshotId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the network's baseline", e);
        }
    }

    @Override
    public boolean clear(NetworkId networkId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "DELETE FROM network_baseline WHERE network_id = ?")) {
            MonitorIds.bind(st, 1, networkId);
            return st.executeUpdate() > 0;
        } catch (SQLException e) {
            throw new IllegalStateException("could not clear the network's baseline", e);
        }
    }

    @Override
    public Optional<SnapshotId> baseline(NetworkId networkId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT snapshot_id FROM network_baseline WHERE network_id = ?")) {
            MonitorIds.bind(st, 1, networkId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(MonitorIds.snapshot(rs, 1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the network's baseline", e);
        }
    }
}
