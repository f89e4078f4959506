package io.pcaplens.persistence;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;

/** Binds statement parameters whose JDBC type the value alone does not tell: arrays, typed ids and absent numbers. */
public final class Parameters {

    private Parameters() {
    }

    /**
     * Binds {@code params} from index {@code first} on; String[], Long[], Integer[] and Boolean[] go as PostgreSQL text[], bigint[], integer[] and boolean[]
     * (for {@code = ANY(?)}), a capture or monitor id as the uuid it is stored as. Returns the next free index.
     */
    public static int bind(Connection con, PreparedStatement st, int first, List<Object> params) throws SQLException {
        int i = first;
        for (Object p : params) {
            if (p instanceof String[] values) {
                st.setArray(i++, con.createArrayOf("text", values));
            } else if (p instanceof Long[] ids) {
                st.setArray(i++, con.createArrayOf("bigint", ids));
            } else if (p instanceof Integer[] numbers) {
                st.setArray(i++, con.createArrayOf("integer", numbers));
            } else if (p instanceof Boolean[] flags) {
                st.setArray(i++, con.createArrayOf("boolean", flags));
            } else if (p instanceof CaptureId id) {
                CaptureIds.bind(st, i++, id);
            } else if (p instanceof NetworkId id) {
                MonitorIds.bind(st, i++, id);
            } else if (p instanceof SnapshotId id) {
                MonitorIds.bind(st, i++, id);
            } else if (p instanceof ChangeId id) {
                MonitorIds.bind(st, i++, id);
            } else {
                st.setObject(i++, p);
            }
        }
        return i;
    }

    public static void setInt(PreparedStatement st, int index, Integer value) throws SQLException {
        if (value == null) {
            st.setNull(index, Types.INTEGER);
        } else {
            st.setInt(index, value);
        }
    }

    public static void setLong(PreparedStatement st, int index, Long value) throws SQLException {
        if (value == null) {
            st.setNull(index, Types.BIGINT);
        } else {
            st.setLong(index, value);
        }
    }
}
