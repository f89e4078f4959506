package io.pcaplens.persistence;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Several statements that stand or fall together. Whatever goes wrong, SQL or not, is rolled back before the
 * connection returns to the pool, so a pool that restores autocommit can never commit half of the work.
 */
public final class Transaction {

    /** The statements of one transaction. */
    public interface Work {
        void run(Connection con) throws SQLException;
    }

    private Transaction() {
    }

    /** @param failure what could not be done, for the exception that says so */
    public static void run(DataSource dataSource, String failure, Work work) {
        try (Connection con = dataSource.getConnection()) {
            con.setAutoCommit(false);
            try {
                work.run(con);
                con.commit();
            } catch (SQLException | RuntimeException e) {
                con.rollback();
                throw e;
            } finally {
                con.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(failure, e);
        }
    }
}
