package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.Parameters;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * One conversation row's values by column name, in the order its parts put them. The INSERT is built from
 * the names, so no statement counts parameter positions by hand.
 */
final class ColumnValues {

    private final List<String> names = new ArrayList<>();
    private final List<String> placeholders = new ArrayList<>();
    private final List<Object> values = new ArrayList<>();

    /** A text, integer or bigint column; null is NULL. */
    ColumnValues put(String column, Object value) {
        return add(column, "?", value);
    }

    /** A text[] column. */
    ColumnValues texts(String column, List<String> value) {
        return add(column, "?", value.toArray(new String[0]));
    }

    /** A jsonb column, written as its JSON text; null is NULL. */
    ColumnValues json(String column, String value) {
        return add(column, "?::jsonb", value);
    }

    private ColumnValues add(String column, String placeholder, Object value) {
        names.add(column);
        placeholders.add(placeholder);
        values.add(value);
        return this;
    }

    String insertInto(String table) {
        return "INSERT INTO " + table + " (" + String.join(", ", names) + ") VALUES ("
                + String.join(", ", placeholders) + ")";
    }

    void bind(Connection con, PreparedStatement st) throws SQLException {
        Parameters.bind(con, st, 1, values);
    }
}
