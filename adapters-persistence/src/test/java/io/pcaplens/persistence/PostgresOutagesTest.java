package io.pcaplens.persistence;

import org.junit.jupiter.api.Test;

import java.net.ConnectException;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SQLSTATEs as PostgreSQL and its JDBC driver give them (PostgreSQL manual, appendix A). */
class PostgresOutagesTest {

    private final PostgresOutages outages = new PostgresOutages();

    @Test
    void aRefusedOrBrokenConnectionAndAServerShuttingDownAreTheDatabasesAbsence() {
        assertTrue(outages.explains(new IllegalStateException("could not list",
                new SQLException("Connection to 127.0.0.1:54339 refused", "08001"))));
        assertTrue(outages.explains(new RuntimeException(new RuntimeException(
                new SQLException("An I/O error occurred while sending to the backend.", "08006")))));
        assertTrue(outages.explains(new SQLException("terminating connection due to administrator command",
                "57P01")));
        assertTrue(outages.explains(new SQLException("the database system is starting up", "57P03")));
        assertTrue(outages.explains(new IllegalStateException(new ConnectException("Connection refused"))));
        SQLException chained = new SQLException("batch failed", "XX000");
        chained.setNextException(new SQLException("connection lost", "08003"));
        assertTrue(outages.explains(chained));
    }

    @Test
    void failuresOfTheQueryOrTheDataAreNot() {
        assertFalse(outages.explains(new SQLException("duplicate key value", "23505")));
        assertFalse(outages.explains(new SQLException("canceling statement due to lock timeout", "55P03")));
        assertFalse(outages.explains(new IllegalStateException("no cause")));
        assertFalse(outages.explains(new SQLException("no state")));
    }
}
