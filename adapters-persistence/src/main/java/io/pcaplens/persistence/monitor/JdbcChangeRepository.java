package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.ChangeReview;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.port.ChangeRepository;
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
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * A network's changes joined with their reviews, their mutes and the network's baseline; reviews kept by identity
 * in a table of their own. Muted changes are not counted for the timeline.
 */
@ApplicationScoped
public class JdbcChangeRepository implements ChangeRepository {

    private static final String FROM = " FROM change_event e"
            + " JOIN snapshot s ON s.id = e.current_id"
            + " JOIN capture c ON c.id = s.capture_id"
            + " LEFT JOIN change_review r ON r.network_id = e.network_id AND r.identity = e.identity"
            + " LEFT JOIN change_mute m ON m.network_id = e.network_id AND m.type = e.type AND m.entity = e.entity"
            + " LEFT JOIN network_baseline b ON b.network_id = e.network_id"
            + " LEFT JOIN snapshot bs ON bs.id = b.snapshot_id"
            + " LEFT JOIN capture bc ON bc.id = bs.capture_id";
    /** The change's snapshot is the baseline or comes before it in the timeline's order (below). */
    private static final String ACCEPTED = "(bc.id IS NOT NULL AND (c.capture_start_ns, s.capture_id)"
            + " <= (bc.capture_start_ns, bs.capture_id))";
    private static final String MUTED = "(m.type IS NOT NULL)";
    private static final String COLUMNS = "SELECT e.id, e.previous_id, e.current_id, e.type, e.entity,"
            + " e.before_value, e.after_value, e.severity, e.description, coalesce(r.reviewed, false),"
            + " coalesce(r.notes, ''), " + MUTED + ", " + ACCEPTED;
    /** The timeline's order (capture start, then capture id, as the domain sorts), then the detector's. */
    private static final String ORDER = " ORDER BY c.capture_start_ns, s.capture_id, e.position";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcChangeRepository() {
    }

    @Inject
    public JdbcChangeRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A WHERE clause and its parameters. */
    private record Where(String sql, List<Object> params) {

        static Where of(NetworkId networkId, ChangeFilter filter) {
            StringBuilder sql = new StringBuilder(" WHERE e.network_id = ?");
            List<Object> params = new ArrayList<>(List.of(networkId));
            if (filter.snapshotId() != null) {
                sql.append(" AND e.current_id = ?");
                params.add(filter.snapshotId());
            }
            if (!filter.types().isEmpty()) {
                sql.append(" AND e.type = ANY(?)");
                params.add(filter.types().stream().map(Enum::name).toArray(String[]::new));
            }
            if (!filter.severities().isEmpty()) {
                sql.append(" AND e.severity = ANY(?)");
                params.add(filter.severities().stream().map(Enum::name).toArray(String[]::new));
            }
            if (filter.reviewed() != null) {
                sql.append(" AND (coalesce(r.reviewed, false) OR " + ACCEPTED + ") = ?");
                params.add(filter.reviewed());
            }
            if (filter.muted() != null) {
                sql.append(" AND " + MUTED + " = ?");
                params.add(filter.muted());
            }
            return new Where(sql.toString(), params);
        }
    }

    @Override
    public List<RecordedChange> page(NetworkId networkId, ChangeFilter filter, int offset, int limit) {
        Where where = Where.of(networkId, filter);
        List<Object> params = new ArrayList<>(where.params());
        params.add(offset);
        params.add(limit);
        return query(COLUMNS + FROM + where.sql() + ORDER + " OFFSET ? LIMIT ?", params);
    }

    @Override
    public long count(NetworkId networkId, ChangeFilter filter) {
        Where where = Where.of(networkId, filter);
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT count(*)" + FROM + where.sql())) {
            Parameters.bind(con, st, 1, where.params());
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the network's changes", e);
        }
    }

    @Override
    public Optional<RecordedChange> find(NetworkId networkId, ChangeId changeId) {
        return query(COLUMNS + FROM + " WHERE e.network_id = ? AND e.id = ?", List.of(networkId, changeId))
                .stream().findFirst();
    }

    @Override
    public void review(NetworkId networkId, UUID identity, ChangeReview review) {
        String sql = "INSERT INTO change_review (network_id, identity, reviewed, notes) VALUES (?, ?, ?, ?)"
                + " ON CONFLICT (network_id, identity) DO UPDATE SET reviewed = EXCLUDED.reviewed,"
                + " notes = EXCLUDED.notes, updated_at = now()";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            MonitorIds.bind(st, 1, networkId);
            st.setObject(2, identity);
            st.setBoolean(3, review.reviewed());
            st.setString(4, review.notes());
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the review", e);
        }
    }

    @Override
    public Map<SnapshotId, Map<ChangeSeverity, Integer>> severityCounts(NetworkId networkId) {
        Map<SnapshotId, Map<ChangeSeverity, Integer>> counts = new HashMap<>();
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT e.current_id, e.severity, count(*) FROM change_event e LEFT JOIN change_mute m"
                        + " ON m.network_id = e.network_id AND m.type = e.type AND m.entity = e.entity"
                        + " WHERE e.network_id = ? AND m.type IS NULL GROUP BY 1, 2")) {
            MonitorIds.bind(st, 1, networkId);
            Rows.each(st, rs -> counts.computeIfAbsent(MonitorIds.snapshot(rs, 1),
                    k -> new EnumMap<>(ChangeSeverity.class)).put(ChangeSeverity.valueOf(rs.getString(2)), rs.getInt(3)));
            return counts;
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the network's changes", e);
        }
    }

    private List<RecordedChange> query(String sql, List<Object> params) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, params);
            return Rows.all(st, JdbcChangeRepository::read);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the network's changes", e);
        }
    }

    private static RecordedChange read(ResultSet rs) throws SQLException {
        ChangeEvent event = new ChangeEvent(ChangeType.valueOf(rs.getString(4)), rs.getString(5), rs.getString(6),
                rs.getString(7), ChangeSeverity.valueOf(rs.getString(8)), rs.getString(9));
        return new RecordedChange(MonitorIds.change(rs, 1),
                new SnapshotPair(MonitorIds.snapshot(rs, 2), MonitorIds.snapshot(rs, 3)), event,
                new ChangeReview(rs.getBoolean(10), rs.getString(11)), rs.getBoolean(12), rs.getBoolean(13));
    }
}
