package io.pcaplens.persistence;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Runs a bound query and hands over its rows, or a bound update and says how many rows it changed. */
public final class Rows {

    /** Turns the current row into a value. */
    @FunctionalInterface
    public interface Reader<T> {
        T read(ResultSet rs) throws SQLException;
    }

    /** Takes in the current row. */
    @FunctionalInterface
    public interface Visitor {
        void visit(ResultSet rs) throws SQLException;
    }

    private Rows() {
    }

    public static <T> List<T> all(PreparedStatement st, Reader<T> reader) throws SQLException {
        List<T> values = new ArrayList<>();
        each(st, rs -> values.add(reader.read(rs)));
        return values;
    }

    /** The rows {@code sql} selects, its parameters bound to {@code values} in order, on a connection of its own. */
    public static <T> List<T> all(DataSource db, String sql, Reader<T> reader, Object... values) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            bind(st, values);
            return all(st, reader);
        }
    }

    /** How many rows {@code sql} changed, its parameters bound to {@code values} in order. */
    public static int update(DataSource db, String sql, Object... values) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            bind(st, values);
            return st.executeUpdate();
        }
    }

    private static void bind(PreparedStatement st, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            st.setObject(i + 1, values[i]);
        }
    }

    public static void each(PreparedStatement st, Visitor visitor) throws SQLException {
        try (ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                visitor.visit(rs);
            }
        }
    }
}
