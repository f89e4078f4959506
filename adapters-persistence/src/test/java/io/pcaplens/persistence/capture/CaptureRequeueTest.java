package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.Progress;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A capture given back to the queue through a real PostgreSQL: waiting again, as a new upload waits. */
class CaptureRequeueTest {

    private static DataSource db;
    private static JpaCaptureRepository captures;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        captures = new JpaCaptureRepository(db);
    }

    /** status, claimed_by, progress_percent and progress_stage of the record, as the table holds them. */
    private static String record(UUID id) throws Exception {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT concat_ws('|', status, coalesce(claimed_by, '-'), progress_percent, progress_stage,"
                        + " coalesce(status_reason, '-')) FROM capture WHERE id = ?")) {
            st.setObject(1, id);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    @Test
    void aCaptureGivenBackWaitsAgainUnclaimedFromTheStart() throws Exception {
        UUID id = CaptureRecords.analysing(db);
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "UPDATE capture SET claimed_by = 'worker-0', progress_percent = 63 WHERE id = ?")) {
            st.setObject(1, id);
            st.executeUpdate();
        }

        assertTrue(captures.requeue(CaptureIds.of(id)));

        // the claim's own condition (status QUEUED) now holds: the next worker takes it as a new upload
        assertEquals("QUEUED|-|0|" + Progress.QUEUED + "|-", record(id));
    }

    @Test
    void onlyACaptureUnderAnalysisIsGivenBack() throws Exception {
        UUID done = CaptureRecords.completed(db);

        assertFalse(captures.requeue(CaptureIds.of(done)));
        assertFalse(captures.requeue(CaptureIds.of(UUID.randomUUID())));
        assertTrue(record(done).startsWith("COMPLETED|"), record(done));
    }
}
