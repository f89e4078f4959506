package io.pcaplens.persistence.conversation;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;

/** A text[] column read as a list; NULL reads as empty. */
final class TextArrays {

    private TextArrays() {
    }

    static List<String> read(ResultSet rs, String column) throws SQLException {
        Array array = rs.getArray(column);
        return array == null ? List.of() : Arrays.asList((String[]) array.getArray());
    }
}
