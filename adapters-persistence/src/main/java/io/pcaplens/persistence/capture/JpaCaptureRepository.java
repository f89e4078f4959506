package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFilter;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureRemoval;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.persistence.CaptureIds;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.PersistenceUnit;
import jakarta.persistence.Query;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Capture records: read through JPA; written with single SQL statements, each atomic on its own (an
 * insert that reports a conflict on the hash, a queue claim with SKIP LOCKED, status and progress changes),
 * so that no write depends on a surrounding transaction.
 */
@ApplicationScoped
public class JpaCaptureRepository implements CaptureRepository {

    /**
     * Each read opens its own EntityManager: the repository is also used from the analysis workers' own
     * threads, where a container-managed persistence context has no invocation to be bound to.
     */
    @PersistenceUnit(unitName = "pcaplens")
    private EntityManagerFactory emf;
    private DataSource dataSource;

    private static final String INSERT = """
            INSERT INTO capture (id, name, size_bytes, sha256, format, status, progress_percent, progress_stage,
                                 enable_dpi, enable_file_extraction, enable_ids, uploaded_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (sha256) WHERE reanalysis_of IS NULL DO NOTHING""";

    private static final String CLAIM = """
            UPDATE capture SET status = 'ANALYZING', claimed_by = ?, heartbeat_at = now(), status_reason = NULL,
                               progress_percent = 0, progress_stage = ?
            WHERE id = (SELECT id FROM capture
                        WHERE status = 'QUEUED'
                           OR (status = 'ANALYZING' AND heartbeat_at < now() - make_interval(secs => ?))
                        ORDER BY uploaded_at
                        LIMIT 1
                        FOR UPDATE SKIP LOCKED)
            RETURNING id""";

    /** Whether a live worker was analysing the capture: claimed, with a heartbeat newer than stale. */
    private static final String REMOVE = """
            DELETE FROM capture WHERE id = ?
            RETURNING status = 'ANALYZING' AND heartbeat_at >= now() - make_interval(secs => ?)""";

    /** PostgreSQL's SQLSTATE for a transaction it rolled back to break a deadlock. */
    private static final String DEADLOCK = "40P01";
    private static final int REMOVE_ATTEMPTS = 5;

    /** For the container's proxy. */
    protected JpaCaptureRepository() {
    }

    /** The persistence unit is the container's resource, which it injects into the field. */
    @Inject
    public JpaCaptureRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Outside the container, on a persistence unit of the caller's. */
    public JpaCaptureRepository(DataSource dataSource, EntityManagerFactory emf) {
        this.dataSource = dataSource;
        this.emf = emf;
    }

    @Override
    public void add(Capture c) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(INSERT)) {
            CaptureIds.bind(st, 1, c.id());
            st.setString(2, c.name());
            st.setLong(3, c.size());
            st.setString(4, c.sha256());
            st.setString(5, c.format().name());
            st.setString(6, c.status().name());
            st.setInt(7, c.progress().percent());
            st.setString(8, c.progress().stage());
            st.setBoolean(9, c.options().enableDpi());
            st.setBoolean(10, c.options().enableFileExtraction());
            st.setBoolean(11, c.options().enableIds());
            st.setTimestamp(12, Timestamp.from(c.uploadedAt()));
            if (st.executeUpdate() == 0) {
                throw new DuplicateCaptureException(idOfHash(con, c.sha256()));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the capture record", e);
        }
    }

    private static CaptureId idOfHash(Connection con, String sha256) throws SQLException {
        try (PreparedStatement st = con.prepareStatement("SELECT id FROM capture WHERE sha256 = ? AND reanalysis_of IS NULL")) {
            st.setString(1, sha256);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? CaptureIds.read(rs, 1) : null;
            }
        }
    }

    @Override
    public Optional<Capture> find(CaptureId id) {
        try (EntityManager em = emf.createEntityManager()) {
            return Optional.ofNullable(em.find(CaptureEntity.class, id.uuid())).map(CaptureEntity::toDomain);
        }
    }

    @Override
    public List<Capture> page(CaptureFilter filter, int offset, int limit) {
        try (EntityManager em = emf.createEntityManager()) {
            List<Object> params = new ArrayList<>();
            String where = where(filter, params);
            params.add(offset);
            params.add(limit);
            Query q = em.createNativeQuery("SELECT * FROM capture" + where + " ORDER BY uploaded_at DESC, id OFFSET ?"
                    + (params.size() - 1) + " LIMIT ?" + params.size(), CaptureEntity.class);
            @SuppressWarnings("unchecked")
            List<CaptureEntity> page = bind(q, params).getResultList();
            return page.stream().map(CaptureEntity::toDomain).toList();
        }
    }

    @Override
    public long count(CaptureFilter filter) {
        try (EntityManager em = emf.createEntityManager()) {
            List<Object> params = new ArrayList<>();
            Query q = em.createNativeQuery("SELECT count(*) FROM capture" + where(filter, params));
            return ((Number) bind(q, params).getSingleResult()).longValue();
        }
    }

    /**
     * The filter's rule ({@link CaptureFilter#matches}) in SQL, numbered parameters added to {@code params}; native,
     * as the record of a re-analysis (reanalysis_of set, a column the entity does not map) is no file.
     */
    private static String where(CaptureFilter filter, List<Object> params) {
        List<String> terms = new ArrayList<>();
        terms.add("reanalysis_of IS NULL");
        if (filter.name() != null) {
            params.add(filter.name());
            terms.add("strpos(lower(name), lower(?" + params.size() + ")) > 0");
        }
        if (!filter.statuses().isEmpty()) {
            List<String> any = new ArrayList<>();
            for (CaptureStatus status : filter.statuses()) {
                params.add(status.name());
                any.add("?" + params.size());
            }
            terms.add("status IN (" + String.join(", ", any) + ")");
        }
        return " WHERE " + String.join(" AND ", terms);
    }

    private static Query bind(Query q, List<Object> params) {
        for (int i = 0; i < params.size(); i++) {
            q.setParameter(i + 1, params.get(i));
        }
        return q;
    }

    @Override
    public long count(CaptureStatus status) {
        try (EntityManager em = emf.createEntityManager()) {
            return em.createQuery("SELECT COUNT(c) FROM CaptureEntity c WHERE c.status = :status", Long.class)
                    .setParameter("status", status.name()).getSingleResult();
        }
    }

    @Override
    public Optional<CaptureRemoval> remove(CaptureId id, long staleAfterMillis) {
        for (int attempt = 1; ; attempt++) {
            try {
                return removeOnce(id, staleAfterMillis);
            } catch (SQLException e) {
                if (!DEADLOCK.equals(e.getSQLState()) || attempt == REMOVE_ATTEMPTS) {
                    throw new IllegalStateException("could not remove the capture record", e);
                }
                // the cascade met a live analysis writing rows that point at the capture's conversations, and
                // PostgreSQL chose this side to give way: once the analysis's statement has gone through, the
                // same deletion takes the record (the analysis clears what it wrote when it next finds it gone)
            }
        }
    }

    private Optional<CaptureRemoval> removeOnce(CaptureId id, long staleAfterMillis) throws SQLException {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(REMOVE)) {
            CaptureIds.bind(st, 1, id);
            st.setDouble(2, staleAfterMillis / 1000.0);
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(rs.getBoolean(1) ? CaptureRemoval.DURING_ANALYSIS : CaptureRemoval.AT_REST);
            }
        }
    }

    @Override
    public Optional<Capture> claimNext(String workerId, long staleAfterMillis) {
        CaptureId id;
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(CLAIM)) {
            st.setString(1, workerId);
            st.setString(2, Progress.DISSECTING);
            st.setDouble(3, staleAfterMillis / 1000.0);
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                id = CaptureIds.read(rs, 1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not claim an analysis job", e);
        }
        return find(id);
    }

    @Override
    public boolean requeue(CaptureId id) {
        return update("UPDATE capture SET status = 'QUEUED', claimed_by = NULL, heartbeat_at = NULL,"
                + " progress_percent = 0, progress_stage = ? WHERE id = ? AND status = 'ANALYZING'", Progress.QUEUED,
                id.uuid());
    }

    @Override
    public boolean progress(CaptureId id, Progress progress) {
        return update("UPDATE capture SET progress_percent = ?, progress_stage = ?, heartbeat_at = now()"
                + " WHERE id = ? AND status = 'ANALYZING'", progress.percent(), progress.stage(), id.uuid());
    }

    @Override
    public boolean finish(CaptureId id, AnalysisEnd end) {
        CaptureFindings found = end.findings();
        return update("UPDATE capture SET status = ?, status_reason = ?, warnings = ?::jsonb, progress_percent = CASE WHEN ?"
                        + " THEN 100 ELSE progress_percent END, progress_stage = ?, completed_at = now(),"
                        + " capture_start_ns = ?, capture_end_ns = ?, packet_count = ?, conversation_count = ?,"
                        + " tools = ?::jsonb WHERE id = ?",
                end.status().name(), end.reason(), Warnings.toJson(found.warnings()),
                end.status() == CaptureStatus.COMPLETED, Progress.DONE,
                found.startNanos(), found.endNanos(), found.packets(), found.conversations(),
                ToolOutcomes.toJson(found.tools()), id.uuid());
    }

    /**
     * Status changes are single statements, committed at once; they need no JPA transaction.
     *
     * @return whether a record was changed
     */
    private boolean update(String sql, Object... values) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                st.setObject(i + 1, values[i]);
            }
            return st.executeUpdate() > 0;
        } catch (SQLException e) {
            throw new IllegalStateException("could not update the capture record", e);
        }
    }
}
