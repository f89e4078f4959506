package io.pcaplens.persistence;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.port.CaptureRepository;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Capture records through JPA; the two statements whose semantics JPA cannot express (an insert that
 * reports a conflict on the hash, and a queue claim with SKIP LOCKED) are plain SQL.
 */
@ApplicationScoped
public class JpaCaptureRepository implements CaptureRepository {

    @PersistenceContext(unitName = "pcaplens")
    EntityManager em;

    @Resource(lookup = Database.DATASOURCE)
    DataSource dataSource;

    private static final String INSERT = """
            INSERT INTO capture (id, name, size_bytes, sha256, format, status, progress_percent, progress_stage,
                                 enable_dpi, enable_file_extraction, enable_ids, uploaded_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (sha256) DO NOTHING""";

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

    @Override
    public void add(Capture c) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(INSERT)) {
            st.setObject(1, UUID.fromString(c.id()));
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

    private static String idOfHash(Connection con, String sha256) throws SQLException {
        try (PreparedStatement st = con.prepareStatement("SELECT id FROM capture WHERE sha256 = ?")) {
            st.setString(1, sha256);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    @Override
    public Optional<Capture> find(String id) {
        UUID uuid = parse(id);
        if (uuid == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(em.find(CaptureEntity.class, uuid)).map(CaptureEntity::toDomain);
    }

    @Override
    public List<Capture> page(int offset, int limit) {
        return em.createQuery("SELECT c FROM CaptureEntity c ORDER BY c.uploadedAt DESC, c.id", CaptureEntity.class)
                .setFirstResult(offset).setMaxResults(limit).getResultList()
                .stream().map(CaptureEntity::toDomain).toList();
    }

    @Override
    public long count() {
        return em.createQuery("SELECT COUNT(c) FROM CaptureEntity c", Long.class).getSingleResult();
    }

    @Override
    @Transactional
    public void delete(String id) {
        CaptureEntity e = em.find(CaptureEntity.class, parse(id));
        if (e != null) {
            em.remove(e);
        }
    }

    @Override
    public Optional<Capture> claimNext(String workerId, long staleAfterMillis) {
        String id;
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(CLAIM)) {
            st.setString(1, workerId);
            st.setString(2, Progress.DISSECTING);
            st.setDouble(3, staleAfterMillis / 1000.0);
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                id = rs.getString(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not claim an analysis job", e);
        }
        return find(id);
    }

    @Override
    @Transactional
    public void progress(String id, Progress progress) {
        em.createQuery("UPDATE CaptureEntity c SET c.progressPercent = :p, c.progressStage = :s WHERE c.id = :id"
                        + " AND c.status = 'ANALYZING'")
                .setParameter("p", progress.percent()).setParameter("s", progress.stage())
                .setParameter("id", parse(id)).executeUpdate();
        em.createNativeQuery("UPDATE capture SET heartbeat_at = now() WHERE id = ?")
                .setParameter(1, parse(id)).executeUpdate();
    }

    @Override
    @Transactional
    public void finish(String id, CaptureStatus status, String reason, Long startNanos, Long endNanos, Long packets,
                       Integer conversations) {
        CaptureEntity e = em.find(CaptureEntity.class, parse(id));
        if (e == null) {
            return;
        }
        e.status = status.name();
        e.statusReason = reason;
        if (status == CaptureStatus.COMPLETED) {
            e.progressPercent = 100;
        }
        e.progressStage = Progress.DONE;
        e.completedAt = OffsetDateTime.now(ZoneOffset.UTC);
        e.captureStartNs = startNanos;
        e.captureEndNs = endNanos;
        e.packetCount = packets;
        e.conversationCount = conversations;
    }

    private static UUID parse(String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException | NullPointerException e) {
            return null;
        }
    }
}
