package io.pcaplens.persistence;

import io.pcaplens.domain.capture.CaptureId;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.UUID;

/**
 * Capture ids as the database keeps them: uuid columns. Every statement binds and reads them here, so that the
 * text form of the domain never reaches SQL and a uuid column never leaks out untyped.
 */
public final class CaptureIds {

    private CaptureIds() {
    }

    /** Binds the id as a uuid; null binds an untyped null, for the statements where it means any capture. */
    public static void bind(PreparedStatement st, int index, CaptureId id) throws SQLException {
        if (id == null) {
            st.setNull(index, Types.OTHER);
        } else {
            st.setObject(index, id.uuid());
        }
    }

    /** The capture id in a uuid column; null when the column is. */
    public static CaptureId read(ResultSet rs, int column) throws SQLException {
        return of(rs.getObject(column, UUID.class));
    }

    /** The capture id in a uuid column; null when the column is. */
    public static CaptureId read(ResultSet rs, String column) throws SQLException {
        return of(rs.getObject(column, UUID.class));
    }

    /** The capture id a uuid field of an entity holds; null for null. */
    public static CaptureId of(UUID uuid) {
        return uuid == null ? null : new CaptureId(uuid.toString());
    }
}
