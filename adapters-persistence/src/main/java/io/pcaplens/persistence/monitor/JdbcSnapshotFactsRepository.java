package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotStanding;
import io.pcaplens.domain.monitor.port.SnapshotFactsRepository;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Each capture's snapshot facts as one jsonb row. */
@ApplicationScoped
public class JdbcSnapshotFactsRepository implements SnapshotFactsRepository {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcSnapshotFactsRepository() {
    }

    @Inject
    public JdbcSnapshotFactsRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Optional<SnapshotFacts> find(CaptureId captureId) {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT facts::text FROM capture_facts WHERE capture_id = ?")) {
            CaptureIds.bind(st, 1, captureId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(SnapshotFactsJson.fromJson(rs.getString(1))) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the snapshot facts", e);
        }
    }

    @Override
    public void store(CaptureId captureId, SnapshotFacts facts) {
        // a capture deleted meanwhile has nothing to keep facts for: the insert then selects no row
        String sql = "INSERT INTO capture_facts (capture_id, facts, standing)"
                + " SELECT id, ?::jsonb, ?::jsonb FROM capture WHERE id = ? ON CONFLICT (capture_id)"
                + " DO UPDATE SET facts = EXCLUDED.facts, standing = EXCLUDED.standing, computed_at = now()";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setString(1, SnapshotFactsJson.toJson(facts));
            st.setString(2, SnapshotFactsJson.toJson(SnapshotStanding.of(facts)));
            CaptureIds.bind(st, 3, captureId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the snapshot facts", e);
        }
    }

    @Override
    public void forget(CaptureId captureId) {
        Transaction.run(dataSource, "could not drop the snapshot facts", con -> {
            try (PreparedStatement facts = con.prepareStatement("DELETE FROM capture_facts WHERE capture_id = ?");
                 PreparedStatement pairs = con.prepareStatement("DELETE FROM snapshot_pair WHERE current_id IN"
                         + " (SELECT id FROM snapshot WHERE capture_id = ?) OR previous_id IN"
                         + " (SELECT id FROM snapshot WHERE capture_id = ?)")) {
                CaptureIds.bind(facts, 1, captureId);
                facts.executeUpdate();
                CaptureIds.bind(pairs, 1, captureId);
                CaptureIds.bind(pairs, 2, captureId);
                pairs.executeUpdate();
            }
        });
    }

    @Override
    public Map<CaptureId, SnapshotStanding> standings(Collection<CaptureId> captureIds) {
        Map<CaptureId, SnapshotStanding> found = new HashMap<>();
        if (captureIds.isEmpty()) {
            return found;
        }
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT capture_id, standing::text FROM capture_facts WHERE capture_id = ANY(?)")) {
            st.setArray(1, con.createArrayOf("uuid", captureIds.stream().map(CaptureId::uuid).toArray()));
            Rows.each(st, rs -> found.put(CaptureIds.read(rs, 1), SnapshotFactsJson.standing(rs.getString(2))));
            return found;
        } catch (SQLException e) {
            throw new IllegalStateException("could not read how the snapshots stand", e);
        }
    }
}
