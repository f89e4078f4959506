package io.pcaplens.persistence;

import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

/**
 * The monitor's ids (networks, snapshots, changes) as the database keeps them: uuid columns. Statements bind
 * and read them here, so that a uuid column never leaks out untyped and a typed id never reaches the driver,
 * which would not know what column type it is.
 */
public final class MonitorIds {

    private MonitorIds() {
    }

    public static void bind(PreparedStatement st, int index, NetworkId id) throws SQLException {
        st.setObject(index, uuid(id));
    }

    /** Null binds a null: the baseline pair has no previous snapshot. */
    public static void bind(PreparedStatement st, int index, SnapshotId id) throws SQLException {
        st.setObject(index, uuid(id));
    }

    public static void bind(PreparedStatement st, int index, ChangeId id) throws SQLException {
        st.setObject(index, uuid(id));
    }

    /** The uuid a column holds for the id; null for null. */
    public static UUID uuid(NetworkId id) {
        return id == null ? null : id.value();
    }

    /** The uuid a column holds for the id; null for null. */
    public static UUID uuid(SnapshotId id) {
        return id == null ? null : id.value();
    }

    /** The uuid a column holds for the id; null for null. */
    public static UUID uuid(ChangeId id) {
        return id == null ? null : id.value();
    }

    public static NetworkId network(ResultSet rs, int column) throws SQLException {
        UUID uuid = rs.getObject(column, UUID.class);
        return uuid == null ? null : new NetworkId(uuid);
    }

    /** The snapshot id in a uuid column; null when the column is, as a baseline pair's previous one. */
    public static SnapshotId snapshot(ResultSet rs, int column) throws SQLException {
        UUID uuid = rs.getObject(column, UUID.class);
        return uuid == null ? null : new SnapshotId(uuid);
    }

    public static ChangeId change(ResultSet rs, int column) throws SQLException {
        UUID uuid = rs.getObject(column, UUID.class);
        return uuid == null ? null : new ChangeId(uuid);
    }
}
