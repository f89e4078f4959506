package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.port.SnapshotRepository;
import io.pcaplens.domain.packet.CaptureTime;
import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.MonitorIds;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Snapshots, pairs and their changes. An edit of a network's timeline is stored in one transaction; edits of
 * one network are kept apart by a PostgreSQL advisory lock, which holds across service instances.
 */
@ApplicationScoped
public class JdbcSnapshotRepository implements SnapshotRepository {

    /** The first half of the advisory lock key: the monitor's timelines, apart from any other use of such locks. */
    private static final int TIMELINE_LOCKS = 0x4d4f4e;

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcSnapshotRepository() {
    }

    @Inject
    public JdbcSnapshotRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public <T, E extends Exception> T whileLocked(NetworkId networkId, Work<T, E> work) throws E {
        UUID network = networkId.value();
        int key = Long.hashCode(network.getMostSignificantBits() ^ network.getLeastSignificantBits());
        // a session lock on a connection of its own: the work reads and writes through other connections
        try (Connection lock = dataSource.getConnection()) {
            advisory(lock, "SELECT pg_advisory_lock(?, ?)", key);
            try {
                return work.run();
            } finally {
                advisory(lock, "SELECT pg_advisory_unlock(?, ?)", key);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not lock the network's timeline", e);
        }
    }

    private static void advisory(Connection con, String sql, int key) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            st.setInt(1, TIMELINE_LOCKS);
            st.setInt(2, key);
            st.execute();
        }
    }

    @Override
    public List<Snapshot> snapshots(NetworkId networkId) {
        String sql = "SELECT s.id, s.capture_id, c.capture_start_ns FROM snapshot s"
                + " JOIN capture c ON c.id = s.capture_id WHERE s.network_id = ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            MonitorIds.bind(st, 1, networkId);
            // a snapshot's capture always has a start: captures without frames are never added
            return Rows.all(st, rs -> new Snapshot(MonitorIds.snapshot(rs, 1), networkId, CaptureIds.read(rs, 2), 0,
                    CaptureTime.instant(rs.getLong(3))));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the network's snapshots", e);
        }
    }


    @Override
    public List<SnapshotPair> pairs(NetworkId networkId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT previous_id, current_id FROM snapshot_pair WHERE network_id = ?")) {
            MonitorIds.bind(st, 1, networkId);
            return Rows.all(st, rs -> new SnapshotPair(MonitorIds.snapshot(rs, 1), MonitorIds.snapshot(rs, 2)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the network's comparisons", e);
        }
    }

    @Override
    public void save(NetworkId networkId, TimelineChange change) {
        Transaction.run(dataSource, "could not store the network's timeline", con -> {
            if (change.removed() != null) {
                // its pairs and their changes go with it
                execute(con, "DELETE FROM snapshot WHERE id = ? AND network_id = ?", change.removed(), networkId);
            }
            for (SnapshotPair pair : change.discard()) {
                execute(con, "DELETE FROM snapshot_pair WHERE current_id = ?"
                        + " AND previous_id IS NOT DISTINCT FROM ?::uuid", pair.current(), pair.previous());
            }
            Snapshot added = change.added();
            if (added != null) {
                execute(con, "INSERT INTO snapshot (id, network_id, capture_id) VALUES (?, ?, ?)", added.id(),
                        networkId, added.fileId().uuid());
            }
            for (Map.Entry<SnapshotPair, List<ChangeEvent>> compared : change.compared().entrySet()) {
                store(con, networkId, compared.getKey(), compared.getValue());
            }
        });
    }

    private static void store(Connection con, NetworkId networkId, SnapshotPair pair, List<ChangeEvent> events)
            throws SQLException {
        // a snapshot is compared with one previous snapshot at a time: whatever comparison it had goes
        execute(con, "DELETE FROM snapshot_pair WHERE current_id = ?", pair.current());
        execute(con, "INSERT INTO snapshot_pair (current_id, previous_id, network_id) VALUES (?, ?::uuid, ?)",
                pair.current(), pair.previous(), networkId);
        try (PreparedStatement st = con.prepareStatement("INSERT INTO change_event (id, network_id, current_id,"
                + " previous_id, position, identity, type, entity, before_value, after_value, severity, description)"
                + " VALUES (?, ?, ?, ?::uuid, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING")) {
            int[] position = {0};
            Batch.write(st, events, e -> {
                MonitorIds.bind(st, 1, RecordedChange.idOf(pair, e));
                MonitorIds.bind(st, 2, networkId);
                MonitorIds.bind(st, 3, pair.current());
                MonitorIds.bind(st, 4, pair.previous());
                st.setInt(5, position[0]++);
                st.setObject(6, e.identity());
                st.setString(7, e.type().name());
                st.setString(8, e.entity());
                st.setString(9, e.before());
                st.setString(10, e.after());
                st.setString(11, e.severity().name());
                st.setString(12, e.description());
            });
        }
    }

    private static void execute(Connection con, String sql, Object... values) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, Arrays.asList(values));
            st.executeUpdate();
        }
    }
}
