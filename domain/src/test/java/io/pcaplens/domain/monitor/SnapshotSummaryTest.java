package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class SnapshotSummaryTest {

    private static ChangeEvent event(ChangeSeverity severity) {
        return new ChangeEvent(ChangeType.HOST_APPEARED, "10.0.4." + severity.ordinal(), null, null, severity, "x");
    }

    @Test
    void countsTheChangesOfEverySeverityBesideTheSnapshotsSize() {
        SnapshotFacts week5 = facts().summary(172, 1042, 130_482).build();

        SnapshotSummary summary = SnapshotSummary.of(week5, List.of(event(ChangeSeverity.CRITICAL),
                event(ChangeSeverity.INFO), event(ChangeSeverity.INFO)));

        assertEquals(new SnapshotSummary(172, 1042, 130_482, Map.of(ChangeSeverity.INFO, 2,
                ChangeSeverity.WARNING, 0, ChangeSeverity.CRITICAL, 1)), summary);
        assertEquals(3, summary.changeCount());
    }

    @Test
    void aQuietSnapshotHasZeroOfEverySeverity() {
        SnapshotSummary summary = SnapshotSummary.of(facts().build(), List.of());

        assertEquals(Map.of(ChangeSeverity.INFO, 0, ChangeSeverity.WARNING, 0, ChangeSeverity.CRITICAL, 0),
                summary.changes());
    }
}
