package io.pcaplens.rest;

import java.net.ConnectException;
import java.sql.SQLException;

/**
 * Whether a failure is the database's absence (stopped, restarting, unreachable) rather than a fault of the
 * request or of the service: PostgreSQL's connection exceptions (SQLSTATE class 08) and its "shutting down" or
 * "starting up" refusals (57P01–57P03), however deep in the cause chain the container's pool put them.
 */
final class DatabaseUnavailable {

    /** About what the embedded server needs to start again. */
    static final int RETRY_AFTER_SECONDS = 5;

    private DatabaseUnavailable() {
    }

    static boolean in(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql) {
                for (SQLException s = sql; s != null; s = s.getNextException()) {
                    String state = s.getSQLState();
                    if (state != null && (state.startsWith("08") || state.matches("57P0[123]"))) {
                        return true;
                    }
                }
            }
            if (t instanceof ConnectException) {
                return true;
            }
        }
        return false;
    }
}
