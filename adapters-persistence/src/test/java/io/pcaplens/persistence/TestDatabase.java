package io.pcaplens.persistence;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import javax.sql.DataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The PostgreSQL the persistence tests run on: one server for the whole test run and a database of its own
 * for each test class. Starting a server costs seconds; a database copied from a migrated template costs
 * milliseconds, so every class still starts from the schema alone without paying for a server.
 */
public final class TestDatabase {

    private static final String TEMPLATE = "migrated_template";
    private static final AtomicInteger MADE = new AtomicInteger();
    private static EmbeddedPostgres server;

    private TestDatabase() {
    }

    /** A new database holding the current schema and nothing else. */
    public static DataSource migrated() {
        return create("TEMPLATE " + TEMPLATE);
    }

    /** A new database without any schema, for tests that migrate it themselves (step by step). */
    public static DataSource empty() {
        return create("TEMPLATE template0");
    }

    private static synchronized DataSource create(String template) {
        EmbeddedPostgres pg = server();
        String name = "test_" + MADE.incrementAndGet();
        execute(pg.getPostgresDatabase(), "CREATE DATABASE " + name + " " + template);
        return pg.getDatabase("postgres", name);
    }

    private static EmbeddedPostgres server() {
        if (server == null) {
            try {
                EmbeddedPostgres started = EmbeddedPostgres.builder().setServerConfig("listen_addresses", "127.0.0.1").start();
                execute(started.getPostgresDatabase(), "CREATE DATABASE " + TEMPLATE);
                SchemaMigration.migrate(started.getDatabase("postgres", TEMPLATE));
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    try {
                        started.close();
                    } catch (IOException ignored) {
                        // the run is ending; the server's directory is temporary
                    }
                }));
                server = started;
            } catch (IOException e) {
                throw new UncheckedIOException("the embedded PostgreSQL did not start", e);
            }
        }
        return server;
    }

    private static void execute(DataSource db, String sql) {
        try (Connection con = db.getConnection(); Statement st = con.createStatement()) {
            st.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }
}
