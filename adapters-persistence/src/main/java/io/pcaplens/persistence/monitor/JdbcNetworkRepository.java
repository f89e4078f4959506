package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.NetworkOverview;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import io.pcaplens.persistence.MonitorIds;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Monitored networks in plain SQL; their snapshots, pairs, changes and reviews go with them by cascade. */
@ApplicationScoped
public class JdbcNetworkRepository implements NetworkRepository {

    private static final String SELECT = "SELECT n.id, n.name, n.description,"
            + " (SELECT count(*) FROM snapshot s WHERE s.network_id = n.id) FROM network n";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcNetworkRepository() {
    }

    @Inject
    public JdbcNetworkRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void add(Network network) {
        update("INSERT INTO network (id, name, description) VALUES (?, ?, ?)", network.id(), network.name(),
                network.description());
    }

    @Override
    public Optional<NetworkOverview> find(NetworkId id) {
        return query(SELECT + " WHERE n.id = ?", id).stream().findFirst();
    }

    @Override
    public List<NetworkOverview> page(int offset, int limit) {
        return query(SELECT + " ORDER BY n.created_at, n.id OFFSET ? LIMIT ?", offset, limit);
    }

    @Override
    public long count() {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT count(*) FROM network");
             ResultSet rs = st.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the networks", e);
        }
    }

    @Override
    public boolean update(Network network) {
        return update("UPDATE network SET name = ?, description = ? WHERE id = ?", network.name(),
                network.description(), network.id()) > 0;
    }

    @Override
    public boolean delete(NetworkId id) {
        return update("DELETE FROM network WHERE id = ?", id) > 0;
    }

    private List<NetworkOverview> query(String sql, Object... values) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, Arrays.asList(values));
            return Rows.all(st, rs -> new NetworkOverview(new Network(MonitorIds.network(rs, 1), rs.getString(2),
                    rs.getString(3)), rs.getInt(4)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the networks", e);
        }
    }

    private int update(String sql, Object... values) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, Arrays.asList(values));
            return st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the network", e);
        }
    }
}
