package io.pcaplens.persistence;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Writes rows through one prepared statement in batches of a thousand: a round trip per row would make a capture
 * with a million conversations slow, and a single batch of all of them would hold every row in the driver.
 */
public final class Batch {

    public static final int SIZE = 1000;

    /** Sets the statement's parameters for one row. */
    @FunctionalInterface
    public interface Binder<T> {
        void bind(T row) throws SQLException;
    }

    private Batch() {
    }

    public static <T> void write(PreparedStatement st, Iterable<T> rows, Binder<T> binder) throws SQLException {
        int pending = 0;
        for (T row : rows) {
            binder.bind(row);
            st.addBatch();
            if (++pending == SIZE) {
                st.executeBatch();
                pending = 0;
            }
        }
        if (pending > 0) {
            st.executeBatch();
        }
    }
}
