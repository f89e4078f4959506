package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.finding.Detection;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The findings stored with a capture's analysis become its snapshot's facts, and a new one a change. */
class FindingChangesTest {

    private static final String ALICE = "10.0.1.10=ac:de:48:11:11:01";

    private final Monitor monitor = new Monitor();
    private final NetworkId network = monitor.network();
    private final CaptureId quiet = monitor.capture("2024-01-08T09:00:00Z", List.of(ALICE), "TCP");
    private final CaptureId scanned = monitor.capture("2024-01-15T09:00:00Z", List.of(ALICE), "TCP");

    private Finding scan(CaptureId capture) {
        Finding f = new Finding(FindingId.random(), capture, new Detection(FindingKind.VERTICAL_SCAN,
                FindingSeverity.HIGH, "Port scan by 10.0.1.10", "120 ports of 10.0.1.1 in 3 s",
                List.of("10.0.1.10", "10.0.1.1"), 1.0, List.of(), "src == 10.0.1.10"), "scan", 1, Map.of());
        monitor.findings.replace(capture, List.of(f), List.of());
        return f;
    }

    private List<RecordedChange> findingChanges() {
        return monitor.changes(network).stream()
                .filter(c -> c.event().type() == ChangeType.FINDING_APPEARED).toList();
    }

    @Test
    void aScanInTheLaterCaptureIsAChangeNamingTheScannerAndTheFinding() throws Exception {
        Finding f = scan(scanned);
        monitor.adding.add(network, quiet);
        monitor.adding.add(network, scanned);

        List<RecordedChange> changes = findingChanges();
        assertEquals(1, changes.size());
        assertEquals("10.0.1.10", changes.get(0).event().entity());
        assertEquals("vertical_scan", changes.get(0).event().after());
        assertEquals(ChangeSeverity.WARNING, changes.get(0).event().severity());
        assertTrue(changes.get(0).event().description().contains(f.id().toString()));
    }

    @Test
    void aScanInTheEarlierCaptureOnlyIsNoChange() throws Exception {
        scan(quiet);
        monitor.adding.add(network, quiet);
        monitor.adding.add(network, scanned);

        assertEquals(List.of(), findingChanges());
    }
}
