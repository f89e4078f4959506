package io.pcaplens.persistence.capture;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.Reanalysis;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.port.ReanalysisRepository;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Transaction;
import io.pcaplens.persistence.conversation.PacketPartitions;
import io.pcaplens.persistence.conversation.PostgresPacketRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * A re-analysis is a hidden capture record ({@code reanalysis_of} set) that the workers claim like an upload;
 * its conversations, hosts, extracted files and packet partition are keyed by its own id until they replace
 * the capture's in one transaction. The packet partition is re-keyed before that transaction (it is detached,
 * so nothing reads it), which leaves the transaction only a rename and an attach to do with the big table.
 */
@ApplicationScoped
public class JdbcReanalysisRepository implements ReanalysisRepository {

    private DataSource dataSource;

    /**
     * The tables an analysis fills per capture, besides the packets: the files and hosts before the
     * conversations they refer to, and the frame facts the monitor reads; the findings, whose evidence names
     * conversations by id, which a replacement keeps.
     */
    private static final List<String> RESULTS = List.of("finding", "finding_run", "extracted_file", "host",
            "host_inventory_name", "host_inventory_role", "host_inventory_pair", "host_inventory",
            "conversation", "capture_link", "capture_binding", "capture_service");

    private static final String COLUMNS = "id, reanalysis_of, status, status_reason, progress_percent, progress_stage,"
            + " enable_dpi, enable_file_extraction, enable_ids, uploaded_at, completed_at";

    private static final String QUEUE = """
            INSERT INTO capture (id, name, size_bytes, sha256, format, status, progress_percent, progress_stage,
                                 enable_dpi, enable_file_extraction, enable_ids, uploaded_at, reanalysis_of)
            SELECT ?, name, size_bytes, sha256, format, 'QUEUED', 0, ?, ?, ?, ?, now(), id FROM capture WHERE id = ?""";

    /** The re-analysis's outcome becomes the capture's, with the options it ran with. */
    private static final String ADOPT_OUTCOME = """
            UPDATE capture SET status = ?, status_reason = ?, warnings = ?::jsonb, progress_percent = 100,
                               progress_stage = ?, completed_at = now(), capture_start_ns = ?, capture_end_ns = ?,
                               packet_count = ?, conversation_count = ?, tools = ?::jsonb,
                               (enable_dpi, enable_file_extraction, enable_ids) =
                                   (SELECT enable_dpi, enable_file_extraction, enable_ids FROM capture WHERE id = ?)
            WHERE id = ?""";

    /** For the container's proxy. */
    protected JdbcReanalysisRepository() {
    }

    @Inject
    public JdbcReanalysisRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Optional<Reanalysis> request(CaptureId captureId, CaptureId id, AnalysisOptions options) {
        UUID capture = captureId.uuid();
        boolean[] found = {false};
        Transaction.run(dataSource, "could not queue the re-analysis", con -> {
            String status = one(con, "SELECT status FROM capture WHERE id = ? AND reanalysis_of IS NULL FOR UPDATE",
                    capture);
            if (status == null) {
                return;
            }
            found[0] = true;
            if (running(status) || one(con, "SELECT id FROM capture WHERE reanalysis_of = ?"
                    + " AND status IN ('QUEUED', 'ANALYZING')", capture) != null) {
                throw Refusal.analysisRunning(captureId);
            }
            // an ended re-analysis left nothing behind but its record
            execute(con, "DELETE FROM capture WHERE reanalysis_of = ?", capture);
            execute(con, QUEUE, id.uuid(), Progress.QUEUED, options.enableDpi(),
                    options.enableFileExtraction(), options.enableIds(), capture);
        });
        return found[0] ? latest(captureId) : Optional.empty();
    }

    private static boolean running(String status) {
        return CaptureStatus.QUEUED.name().equals(status) || CaptureStatus.ANALYZING.name().equals(status);
    }

    @Override
    public Optional<Reanalysis> latest(CaptureId captureId) {
        String sql = "SELECT " + COLUMNS + " FROM capture WHERE reanalysis_of = ? ORDER BY uploaded_at DESC LIMIT 1";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            CaptureIds.bind(st, 1, captureId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(reanalysis(rs)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the re-analysis", e);
        }
    }

    private static Reanalysis reanalysis(ResultSet rs) throws SQLException {
        Timestamp completed = rs.getTimestamp(11);
        return new Reanalysis(CaptureIds.read(rs, 1), CaptureIds.read(rs, 2), CaptureStatus.valueOf(rs.getString(3)),
                rs.getString(4), new Progress(rs.getInt(5), rs.getString(6)),
                new AnalysisOptions(rs.getBoolean(7), rs.getBoolean(8), rs.getBoolean(9)),
                rs.getTimestamp(10).toInstant(), completed == null ? null : completed.toInstant());
    }

    @Override
    public Optional<CaptureId> captureOf(CaptureId id) {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT reanalysis_of FROM capture WHERE id = ?")) {
            CaptureIds.bind(st, 1, id);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.ofNullable(CaptureIds.read(rs, 1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the re-analysis", e);
        }
    }

    @Override
    public boolean replace(CaptureId id, AnalysisEnd end) {
        CaptureFindings found = end.findings();
        CaptureId captureId = captureOf(id).orElse(null);
        if (captureId == null) {
            return false;
        }
        UUID staged = id.uuid();
        UUID capture = captureId.uuid();
        String stagedPackets = PostgresPacketRepository.partition(id);
        String packetTable = PostgresPacketRepository.partition(captureId);
        rekeyPackets(stagedPackets, capture);
        boolean[] replaced = {false};
        PacketPartitions.whileBusy(() -> Transaction.run(dataSource, "could not replace the results of capture "
                + captureId, con -> {
            try (Statement st = con.createStatement()) {
                st.execute(PacketPartitions.boundedLockWait());
            }
            if (one(con, "SELECT id FROM capture WHERE id = ? FOR UPDATE", capture) == null
                    || one(con, "SELECT id FROM capture WHERE id = ? FOR UPDATE", staged) == null) {
                return;
            }
            for (String table : RESULTS) {
                execute(con, "DELETE FROM " + table + " WHERE capture_id = ?", capture);
            }
            for (String table : RESULTS) {
                execute(con, "UPDATE " + table + " SET capture_id = ? WHERE capture_id = ?", capture, staged);
            }
            try (Statement st = con.createStatement()) {
                st.execute("DROP TABLE IF EXISTS " + packetTable);
                st.execute("ALTER TABLE " + stagedPackets + " RENAME TO " + packetTable);
                st.execute("ALTER INDEX IF EXISTS " + stagedPackets + "_conv RENAME TO " + packetTable + "_conv");
                st.execute("ALTER TABLE packet ATTACH PARTITION " + packetTable + " FOR VALUES IN ('" + capture + "')");
                st.execute("ALTER TABLE " + packetTable + " DROP CONSTRAINT " + stagedPackets + "_capture");
            }
            execute(con, ADOPT_OUTCOME, end.status().name(), end.reason(), Warnings.toJson(found.warnings()), Progress.DONE,
                    found.startNanos(), found.endNanos(), found.packets(), found.conversations(),
                    ToolOutcomes.toJson(found.tools()), staged, capture);
            execute(con, "UPDATE capture SET status = 'COMPLETED', progress_percent = 100, progress_stage = ?,"
                    + " completed_at = now() WHERE id = ?", Progress.DONE, staged);
            replaced[0] = true;
        }));
        return replaced[0];
    }

    /**
     * Detaches the staged partition and gives its rows the capture's id, with the check that lets the attach
     * skip scanning them again. Nothing reads the staged packets once the analysis has ended.
     */
    private void rekeyPackets(String stagedPackets, UUID capture) {
        new PacketPartitions(dataSource).detach(stagedPackets);
        Transaction.run(dataSource, "could not prepare the re-analysed packets", con -> {
            try (Statement st = con.createStatement()) {
                // a concurrent detach leaves the partition bound behind as a CHECK: it names the staged id
                for (String check : checks(con, stagedPackets)) {
                    st.execute("ALTER TABLE " + stagedPackets + " DROP CONSTRAINT \"" + check.replace("\"", "\"\"")
                            + "\"");
                }
                st.execute("UPDATE " + stagedPackets + " SET capture_id = '" + capture + "'");
                st.execute("ALTER TABLE " + stagedPackets + " ADD CONSTRAINT " + stagedPackets + "_capture"
                        + " CHECK (capture_id IS NOT NULL AND capture_id = '" + capture + "')");
            }
        });
    }

    private static List<String> checks(Connection con, String table) throws SQLException {
        try (PreparedStatement st = con.prepareStatement("SELECT conname FROM pg_constraint WHERE conrelid = ?::regclass"
                + " AND contype = 'c'")) {
            st.setString(1, table);
            try (ResultSet rs = st.executeQuery()) {
                List<String> names = new java.util.ArrayList<>();
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
                return names;
            }
        }
    }

    private static String one(Connection con, String sql, Object value) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            st.setObject(1, value);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private static void execute(Connection con, String sql, Object... values) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                st.setObject(i + 1, values[i]);
            }
            st.executeUpdate();
        }
    }
}
