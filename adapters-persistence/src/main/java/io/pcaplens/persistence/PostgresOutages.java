package io.pcaplens.persistence;

import io.pcaplens.domain.capture.port.StoreOutages;
import jakarta.enterprise.context.ApplicationScoped;

import java.net.ConnectException;
import java.sql.SQLException;

/**
 * The database's absence (stopped, restarting, unreachable) as PostgreSQL and its driver report it: connection
 * exceptions (SQLSTATE class 08) and the "shutting down" or "starting up" refusals (57P01–57P03), however deep in
 * the cause chain the container's pool put them.
 */
@ApplicationScoped
public class PostgresOutages implements StoreOutages {

    @Override
    public boolean explains(Throwable failure) {
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
