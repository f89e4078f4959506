package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.TrafficSummary;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Kept facts read back as they were written, and facts kept before a list was recorded read without it. */
class SnapshotFactsJsonTest {

    private static SnapshotFacts facts(List<String> organisations) {
        return new SnapshotFacts(List.of(), List.of(), List.of(), List.of("DNS"), List.of("UDP"), null, null,
                List.of(), null, List.of(), List.of("United States"), organisations, new TrafficSummary(0, 1, 90));
    }

    @Test
    void organisationsSurviveTheRoundTrip() {
        SnapshotFacts f = facts(List.of("Google LLC", "Cloudflare, Inc."));
        assertEquals(f, SnapshotFactsJson.fromJson(SnapshotFactsJson.toJson(f)));
        assertEquals(List.of(), SnapshotFactsJson.fromJson(SnapshotFactsJson.toJson(facts(List.of()))).organisations());
    }

    @Test
    void factsKeptBeforeOrganisationsWereRecordedHaveNone() {
        String kept = SnapshotFactsJson.toJson(facts(null));
        assertEquals(false, kept.contains("organisations"), kept);
        assertNull(SnapshotFactsJson.fromJson(kept).organisations());
    }
}
