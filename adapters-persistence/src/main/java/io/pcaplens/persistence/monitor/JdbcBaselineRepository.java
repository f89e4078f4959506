package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.port.BaselineRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.UUID;

/** Each network's accepted baseline, in {@code network_baseline}. */
@ApplicationScoped
public class JdbcBaselineRepository implements BaselineRepository {

    @Inject
    DataSource dataSource;

    @Override
    public void accept(UUID networkId, UUID snapshotId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "INSERT INTO network_baseline (network_id, snapshot_id) VALUES (?, ?) ON CONFLICT (network_id)"
                        + " DO UPDATE SET snapshot_id = EXCLUDED.snapshot_id, accepted_at = now()")) {
            st.setObject(1, networkId);
            st.setObject(2, snapshotId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the network's baseline", e);
        }
    }

    @Override
    public boolean clear(UUID networkId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "DELETE FROM network_baseline WHERE network_id = ?")) {
            st.setObject(1, networkId);
            return st.executeUpdate() > 0;
        } catch (SQLException e) {
            throw new IllegalStateException("could not clear the network's baseline", e);
        }
    }

    @Override
    public Optional<UUID> baseline(UUID networkId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT snapshot_id FROM network_baseline WHERE network_id = ?")) {
            st.setObject(1, networkId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(rs.getObject(1, UUID.class)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the network's baseline", e);
        }
    }
}
