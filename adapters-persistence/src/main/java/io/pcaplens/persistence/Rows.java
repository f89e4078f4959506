package io.pcaplens.persistence;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Runs a bound query and hands over its rows. */
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

    public static void each(PreparedStatement st, Visitor visitor) throws SQLException {
        try (ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                visitor.visit(rs);
            }
        }
    }
}
