package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.port.MuteRepository;
import io.pcaplens.persistence.MonitorIds;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** Muted change types per entity, in {@code change_mute}. */
@ApplicationScoped
public class JdbcMuteRepository implements MuteRepository {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcMuteRepository() {
    }

    @Inject
    public JdbcMuteRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void mute(NetworkId networkId, ChangeMute mute) {
        update("INSERT INTO change_mute (network_id, type, entity) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                networkId, mute);
    }

    @Override
    public boolean unmute(NetworkId networkId, ChangeMute mute) {
        return update("DELETE FROM change_mute WHERE network_id = ? AND type = ? AND entity = ?", networkId, mute) > 0;
    }

    @Override
    public List<ChangeMute> mutes(NetworkId networkId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT type, entity FROM change_mute WHERE network_id = ? ORDER BY type, entity")) {
            MonitorIds.bind(st, 1, networkId);
            return Rows.all(st, rs -> new ChangeMute(ChangeType.valueOf(rs.getString(1)), rs.getString(2)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the network's muted changes", e);
        }
    }

    private int update(String sql, NetworkId networkId, ChangeMute mute) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            MonitorIds.bind(st, 1, networkId);
            st.setString(2, mute.type().name());
            st.setString(3, mute.entity());
            return st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not change the network's muted changes", e);
        }
    }
}
