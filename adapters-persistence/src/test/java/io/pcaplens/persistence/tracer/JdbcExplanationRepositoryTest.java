package io.pcaplens.persistence.tracer;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kept explanations on a real PostgreSQL (the embedded server the service runs): what one service instance
 * keeps, another finds, for the explainer that wrote it only; a capture's deletion takes them along.
 */
class JdbcExplanationRepositoryTest {

    private static final String MODEL = "llm some-model at http://127.0.0.1/v1/chat/completions, prompt v1, builtin v1";

    private static DataSource database;

    @BeforeAll
    static void database() throws Exception {
        database = TestDatabase.migrated();
    }

    private static long conversation(String capture) throws Exception {
        long id = Math.abs(UUID.randomUUID().getMostSignificantBits() % 1_000_000_000L);
        try (Connection con = database.getConnection(); Statement st = con.createStatement()) {
            st.execute("INSERT INTO capture (id, name, size_bytes, sha256, format, status, progress_stage, enable_dpi,"
                    + " enable_file_extraction, enable_ids, uploaded_at) VALUES ('" + capture + "', 'a.pcap', 1, '"
                    + capture.replace("-", "").repeat(2) + "', 'PCAP', 'COMPLETED', 'done', true, true, false, now())");
            st.execute("INSERT INTO conversation (id, capture_id, conv_key, src_ip, dst_ip, protocol, transport,"
                    + " packet_count, total_bytes, src_packets, src_bytes, dst_packets, dst_bytes, start_ns, end_ns, first_frame)"
                    + " VALUES (" + id + ", '" + capture + "', 'k', '10.0.0.1', '10.0.0.2', 'TCP', 'TCP', 3, 180, 2, 120, 1,"
                    + " 60, 1, 2, 1)");
        }
        return id;
    }

    @Test
    void anotherInstanceFindsWhatOneKeptForTheSameExplainerOnly() throws Exception {
        long id = conversation(UUID.randomUUID().toString());
        JdbcExplanationRepository one = new JdbcExplanationRepository(database);
        one.save(id, ReplayScope.ROW, MODEL, List.of(new Explanation(1, "The client opens the connection.", ExplanationSource.LLM, "some-model"),
                new Explanation(2, "The server accepts it.", ExplanationSource.LLM, "some-model")));

        JdbcExplanationRepository other = new JdbcExplanationRepository(database);
        Map<Integer, Explanation> found = other.find(id, ReplayScope.ROW, MODEL, 1, 3);

        assertEquals(2, found.size());
        assertEquals(new Explanation(2, "The server accepts it.", ExplanationSource.LLM, "some-model"), found.get(2));
        assertTrue(other.find(id, ReplayScope.ROW, "builtin v1", 1, 3).isEmpty(), "another explainer's words read as missing");
        assertEquals(1, other.find(id, ReplayScope.ROW, MODEL, 2, 2).size());
    }

    @Test
    void theRowAloneAndItsWholeConnectionKeepTheirOwnStepsOfTheSameNumber() throws Exception {
        long id = conversation(UUID.randomUUID().toString());
        JdbcExplanationRepository kept = new JdbcExplanationRepository(database);
        kept.save(id, ReplayScope.ROW, MODEL, List.of(new Explanation(7, "row step", ExplanationSource.LLM, "some-model")));
        kept.save(id, ReplayScope.CONNECTION, MODEL,
                List.of(new Explanation(7, "connection step", ExplanationSource.LLM, "some-model")));

        assertEquals("row step", kept.find(id, ReplayScope.ROW, MODEL, 7, 7).get(7).text());
        assertEquals("connection step", kept.find(id, ReplayScope.CONNECTION, MODEL, 7, 7).get(7).text());
    }

    @Test
    void aNewExplainerReplacesTheOldWordsAndDeletingTheCaptureRemovesThem() throws Exception {
        String capture = UUID.randomUUID().toString();
        long id = conversation(capture);
        JdbcExplanationRepository kept = new JdbcExplanationRepository(database);
        kept.save(id, ReplayScope.ROW, "builtin v1", List.of(new Explanation(1, "old", ExplanationSource.BUILTIN, "builtin v1")));
        kept.save(id, ReplayScope.ROW, MODEL, List.of(new Explanation(1, "new", ExplanationSource.LLM, "some-model")));

        assertEquals("new", kept.find(id, ReplayScope.ROW, MODEL, 1, 1).get(1).text());
        assertTrue(kept.find(id, ReplayScope.ROW, "builtin v1", 1, 1).isEmpty());

        try (Connection con = database.getConnection(); Statement st = con.createStatement()) {
            st.execute("DELETE FROM capture WHERE id = '" + capture + "'");
        }
        assertTrue(kept.find(id, ReplayScope.ROW, MODEL, 1, 1).isEmpty());
    }
}
