package io.pcaplens.persistence.finding;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.finding.Detection;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.domain.finding.port.FindingRepository;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Findings and detector runs in plain SQL, two tables (V45). */
@ApplicationScoped
public class JdbcFindingRepository implements FindingRepository {

    private static final String SELECT = "SELECT id, capture_id, kind, severity, title, explanation, hosts, score,"
            + " conversation_ids, query, detector, detector_version, parameters FROM finding";
    private static final String INSERT = "INSERT INTO finding (id, capture_id, kind, severity, title, explanation,"
            + " hosts, score, conversation_ids, query, detector, detector_version, parameters)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcFindingRepository() {
    }

    @Inject
    public JdbcFindingRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void replace(CaptureId captureId, List<Finding> findings, List<DetectorRun> runs) {
        Transaction.run(dataSource, "could not store the findings of capture " + captureId, con -> {
            delete(con, "DELETE FROM finding WHERE capture_id = ?", captureId.uuid());
            delete(con, "DELETE FROM finding_run WHERE capture_id = ?", captureId.uuid());
            try (PreparedStatement st = con.prepareStatement(INSERT)) {
                for (Finding f : findings) {
                    bind(con, st, f);
                    st.addBatch();
                }
                st.executeBatch();
            }
            try (PreparedStatement st = con.prepareStatement("INSERT INTO finding_run (capture_id, detector,"
                    + " detector_version, status, found, failure) VALUES (?, ?, ?, ?, ?, ?)")) {
                for (DetectorRun r : runs) {
                    st.setObject(1, captureId.uuid());
                    st.setString(2, r.detector());
                    st.setInt(3, r.version());
                    st.setString(4, r.status().name());
                    st.setInt(5, r.found());
                    st.setString(6, r.failure());
                    st.addBatch();
                }
                st.executeBatch();
            }
        });
    }

    private static void delete(Connection con, String sql, UUID capture) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            st.setObject(1, capture);
            st.executeUpdate();
        }
    }

    private static void bind(Connection con, PreparedStatement st, Finding f) throws SQLException {
        Detection d = f.detection();
        st.setObject(1, f.id().value());
        st.setObject(2, f.captureId().uuid());
        st.setString(3, d.kind().apiName());
        st.setShort(4, (short) d.severity().ordinal());
        st.setString(5, d.title());
        st.setString(6, d.explanation());
        st.setArray(7, con.createArrayOf("text", d.hosts().toArray()));
        st.setDouble(8, d.score());
        st.setArray(9, con.createArrayOf("bigint", d.conversationIds().stream().map(ConversationId::value)
                .toArray()));
        st.setString(10, d.query());
        st.setString(11, f.detector());
        st.setInt(12, f.detectorVersion());
        List<String> parameters = new ArrayList<>();
        f.parameters().forEach((name, value) -> parameters.add(name + "=" + value));
        st.setArray(13, con.createArrayOf("text", parameters.toArray()));
    }

    @Override
    public Optional<Finding> find(FindingId id) {
        return query(SELECT + " WHERE id = ?", List.of(id.value())).stream().findFirst();
    }

    @Override
    public List<Finding> page(FindingFilter filter, FindingSort sort, int offset, int limit) {
        List<Object> values = new ArrayList<>();
        String where = where(filter, values);
        values.add(limit);
        values.add(offset);
        return query(SELECT + where + " ORDER BY " + order(sort) + " LIMIT ? OFFSET ?", values);
    }

    @Override
    public long count(FindingFilter filter) {
        List<Object> values = new ArrayList<>();
        String sql = "SELECT count(*) FROM finding" + where(filter, values);
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            bind(st, values);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the findings", e);
        }
    }

    /**
     * One grouped read for every capture asked about: the captures with a detector run, each joined to its
     * findings by severity. A capture with runs and no finding gives one row of no severity and a count of 0.
     */
    @Override
    public Map<CaptureId, FindingCounts> countsBySeverity(Collection<CaptureId> captures) {
        Map<CaptureId, FindingCounts> out = new HashMap<>();
        if (captures.isEmpty()) {
            return out;
        }
        String sql = "SELECT r.capture_id, f.severity, count(f.id)"
                + " FROM (SELECT DISTINCT capture_id FROM finding_run WHERE capture_id = ANY (?)) r"
                + " LEFT JOIN finding f ON f.capture_id = r.capture_id"
                + " GROUP BY r.capture_id, f.severity";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setArray(1, con.createArrayOf("uuid", captures.stream().map(CaptureId::uuid).distinct().toArray()));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    CaptureId capture = new CaptureId(rs.getObject(1).toString());
                    short severity = rs.getShort(2);
                    FindingCounts counts = out.getOrDefault(capture, FindingCounts.NONE);
                    out.put(capture, rs.wasNull() ? counts
                            : counts.plus(FindingSeverity.values()[severity], rs.getLong(3)));
                }
            }
            return out;
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the findings of " + captures.size() + " captures", e);
        }
    }

    @Override
    public List<DetectorRun> runs(CaptureId captureId) {
        String sql = "SELECT detector, detector_version, status, found, failure FROM finding_run WHERE capture_id = ?"
                + " ORDER BY detector COLLATE \"C\"";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setObject(1, captureId.uuid());
            return Rows.all(st, rs -> new DetectorRun(rs.getString(1), rs.getInt(2),
                    DetectorRun.Status.valueOf(rs.getString(3)), rs.getInt(4), rs.getString(5)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the detector runs of capture " + captureId, e);
        }
    }

    private static String where(FindingFilter filter, List<Object> values) {
        List<String> clauses = new ArrayList<>();
        if (filter.captureId() != null) {
            clauses.add("capture_id = ?");
            values.add(filter.captureId().uuid());
        }
        if (filter.kind() != null) {
            clauses.add("kind = ?");
            values.add(filter.kind().apiName());
        }
        if (filter.minSeverity() != null) {
            clauses.add("severity <= ?");
            values.add((short) filter.minSeverity().ordinal());
        }
        if (filter.host() != null) {
            clauses.add("? = ANY (hosts)");
            values.add(filter.host());
        }
        return clauses.isEmpty() ? "" : " WHERE " + String.join(" AND ", clauses);
    }

    /** The orders of {@link FindingSort}, each ending on the id, whose uuid order is its text order. */
    private static String order(FindingSort sort) {
        switch (sort) {
            case SCORE:
                return "score DESC, id";
            case KIND:
                return "kind COLLATE \"C\", severity, id";
            default:
                return "severity, score DESC, id";
        }
    }

    private List<Finding> query(String sql, List<Object> values) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            bind(st, values);
            return Rows.all(st, JdbcFindingRepository::finding);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the findings", e);
        }
    }

    private static void bind(PreparedStatement st, List<Object> values) throws SQLException {
        for (int i = 0; i < values.size(); i++) {
            st.setObject(i + 1, values.get(i));
        }
    }

    private static Finding finding(ResultSet rs) throws SQLException {
        FindingKind kind = FindingKind.parse(rs.getString(3))
                .orElseThrow(() -> new IllegalStateException("a finding's stored kind is unknown"));
        FindingSeverity severity = FindingSeverity.values()[rs.getShort(4)];
        List<String> hosts = Arrays.asList((String[]) rs.getArray(7).getArray());
        List<ConversationId> ids = Arrays.stream((Long[]) rs.getArray(9).getArray()).map(ConversationId::new)
                .toList();
        Detection d = new Detection(kind, severity, rs.getString(5), rs.getString(6), hosts, rs.getDouble(8), ids,
                rs.getString(10));
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String p : (String[]) rs.getArray(13).getArray()) {
            int eq = p.indexOf('=');
            parameters.put(p.substring(0, eq), p.substring(eq + 1));
        }
        return new Finding(new FindingId((UUID) rs.getObject(1)), new CaptureId(rs.getObject(2).toString()), d,
                rs.getString(11), rs.getInt(12), parameters);
    }
}
