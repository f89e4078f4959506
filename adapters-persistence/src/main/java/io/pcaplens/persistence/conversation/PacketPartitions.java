package io.pcaplens.persistence.conversation;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.UUID;
import java.util.logging.Logger;

/**
 * Adds and removes the partitions of the packet table without making readers of other captures wait. A
 * partition made with {@code CREATE TABLE … PARTITION OF} or dropped while attached takes an ACCESS EXCLUSIVE
 * lock on the whole packet table, which must wait for every reader (a slow download streams for minutes) while
 * every later reader of every capture queues behind it. So a partition is made on its own and then attached,
 * which needs only a SHARE UPDATE EXCLUSIVE lock, and is detached {@code CONCURRENTLY} before it is dropped.
 * The other statements wait at most {@link #LOCK_WAIT} for a lock and are tried again, so that even the locks
 * they need never hold up a queue for long.
 */
public final class PacketPartitions {

    private static final Logger LOG = Logger.getLogger(PacketPartitions.class.getName());
    /** How long one try waits for its lock before it lets the readers queued behind it go first. */
    static final Duration LOCK_WAIT = Duration.ofSeconds(2);
    /** How long a partition change keeps trying: longer than any download of a capture should take. */
    static final Duration GIVE_UP = Duration.ofMinutes(30);
    private static final String LOCK_NOT_AVAILABLE = "55P03";

    private final DataSource dataSource;

    public PacketPartitions(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A new, empty partition for the capture's packets, replacing any left from an earlier try. */
    void create(String table, UUID capture) {
        remove(table);
        patiently("CREATE TABLE " + table + " (LIKE packet INCLUDING DEFAULTS INCLUDING CONSTRAINTS,"
                + " CONSTRAINT " + table + "_capture CHECK (capture_id IS NOT NULL AND capture_id = '" + capture + "'))");
        // the check lets the attach skip scanning the (empty) table; the partition bound replaces it
        patiently("ALTER TABLE packet ATTACH PARTITION " + table + " FOR VALUES IN ('" + capture + "')");
        patiently("ALTER TABLE " + table + " DROP CONSTRAINT " + table + "_capture");
    }

    /** The partition and its packets gone, if it exists. */
    void remove(String table) {
        detach(table);
        patiently("DROP TABLE IF EXISTS " + table);
    }

    /**
     * The partition out of the packet table, if it is in it. {@code CONCURRENTLY} needs only a SHARE UPDATE
     * EXCLUSIVE lock, which queues no reader, and then waits for the readers that may still see the partition;
     * a detach left half done (the service stopped during it) is finished.
     */
    public void detach(String table) {
        Boolean pending = attachment(table);
        if (pending == null) {
            return;
        }
        String sql = "ALTER TABLE packet DETACH PARTITION " + table + (pending ? " FINALIZE" : " CONCURRENTLY");
        try (Connection con = dataSource.getConnection(); Statement st = con.createStatement()) {
            st.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("packet table maintenance failed: " + sql, e);
        }
    }

    /**
     * Runs a transaction that needs an ACCESS EXCLUSIVE lock on the packet table (a re-analysis swapping a
     * capture's partition, which readers must see done all at once): its lock waits are bounded by
     * {@link #LOCK_WAIT} ({@code SET LOCAL lock_timeout} inside {@code work}) and the whole transaction is tried
     * again after a pause, so that it never holds the readers queued behind it for long.
     */
    public static void whileBusy(Runnable work) {
        long deadline = System.nanoTime() + GIVE_UP.toNanos();
        for (int attempt = 1; ; attempt++) {
            try {
                work.run();
                return;
            } catch (IllegalStateException e) {
                if (!lockNotAvailable(e) || System.nanoTime() > deadline) {
                    throw e;
                }
                pause(Math.min(5_000, 100L * attempt));
            }
        }
    }

    /** The statement that bounds the lock waits of the transaction it runs in. */
    public static String boundedLockWait() {
        return "SET LOCAL lock_timeout = '" + LOCK_WAIT.toMillis() + "ms'";
    }

    private static boolean lockNotAvailable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && LOCK_NOT_AVAILABLE.equals(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /** Null when the table is no partition of the packet table, else whether a detach of it is pending. */
    private Boolean attachment(String table) {
        try (Connection con = dataSource.getConnection(); var st = con.prepareStatement(
                "SELECT i.inhdetachpending FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid"
                        + " WHERE i.inhparent = 'packet'::regclass AND c.relname = ?")) {
            st.setString(1, table);
            try (var rs = st.executeQuery()) {
                return rs.next() ? rs.getBoolean(1) : null;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not look up the packet partition " + table, e);
        }
    }

    /** The statement on a connection of its own, tried until it gets its lock. */
    private void patiently(String sql) {
        long deadline = System.nanoTime() + GIVE_UP.toNanos();
        for (int attempt = 1; ; attempt++) {
            try (Connection con = dataSource.getConnection(); Statement st = con.createStatement()) {
                st.execute("SET lock_timeout = '" + LOCK_WAIT.toMillis() + "ms'");
                try {
                    st.execute(sql);
                    return;
                } finally {
                    st.execute("RESET lock_timeout");
                }
            } catch (SQLException e) {
                if (!LOCK_NOT_AVAILABLE.equals(e.getSQLState()) || System.nanoTime() > deadline) {
                    throw new IllegalStateException("packet table maintenance failed: " + sql, e);
                }
                int tries = attempt;
                LOG.fine(() -> "packet table busy, trying again (" + tries + "): " + sql);
                pause(Math.min(5_000, 100L * attempt));
            }
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the packet table", e);
        }
    }
}
