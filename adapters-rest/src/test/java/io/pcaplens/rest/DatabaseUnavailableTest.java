package io.pcaplens.rest;

import org.junit.jupiter.api.Test;

import java.net.ConnectException;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SQLSTATEs as PostgreSQL and its JDBC driver give them (PostgreSQL manual, appendix A). */
class DatabaseUnavailableTest {

    @Test
    void aRefusedOrBrokenConnectionAndAServerShuttingDownAreTheDatabasesAbsence() {
        assertTrue(DatabaseUnavailable.in(new IllegalStateException("could not list",
                new SQLException("Connection to 127.0.0.1:54339 refused", "08001"))));
        assertTrue(DatabaseUnavailable.in(new RuntimeException(new RuntimeException(
                new SQLException("An I/O error occurred while sending to the backend.", "08006")))));
        assertTrue(DatabaseUnavailable.in(new SQLException("terminating connection due to administrator command",
                "57P01")));
        assertTrue(DatabaseUnavailable.in(new SQLException("the database system is starting up", "57P03")));
        assertTrue(DatabaseUnavailable.in(new IllegalStateException(new ConnectException("Connection refused"))));
        SQLException chained = new SQLException("batch failed", "XX000");
        chained.setNextException(new SQLException("connection lost", "08003"));
        assertTrue(DatabaseUnavailable.in(chained));
    }

    @Test
    void failuresOfTheQueryOrTheDataAreNot() {
        assertFalse(DatabaseUnavailable.in(new SQLException("duplicate key value", "23505")));
        assertFalse(DatabaseUnavailable.in(new SQLException("canceling statement due to lock timeout", "55P03")));
        assertFalse(DatabaseUnavailable.in(new IllegalStateException("no cause")));
        assertFalse(DatabaseUnavailable.in(new SQLException("no state")));
    }
}
