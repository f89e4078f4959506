package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Work the timeline finishes when read: gaps left by deleted captures, pairs whose facts were dropped. */
class NetworkTimelineTest {

    private static final String ALICE = "10.0.1.10=ac:de:48:11:11:01";
    private static final String BOB = "10.0.1.11=ac:de:48:22:22:02";

    private final Monitor monitor = new Monitor();
    private final NetworkId network = monitor.network();
    private final CaptureId week1 = monitor.capture("2024-01-08T09:00:00Z", List.of(ALICE));
    private final CaptureId week2 = monitor.capture("2024-01-15T09:00:00Z", List.of(ALICE, BOB));
    private final CaptureId week3 = monitor.capture("2024-01-22T09:00:00Z", List.of(ALICE));

    private List<String> hostChanges() {
        return monitor.changes(network).stream().map(c -> c.event().type() + " " + c.event().entity()).toList();
    }

    @Test
    void aCaptureDeletedUnderTheNetworkLeavesAGapThatTheNextReadCloses() throws Exception {
        SnapshotId first = monitor.adding.add(network, week1).snapshot().id();
        monitor.adding.add(network, week2);
        SnapshotId third = monitor.adding.add(network, week3).snapshot().id();
        assertEquals(List.of("HOST_APPEARED 10.0.1.11", "HOST_DISAPPEARED 10.0.1.11"), hostChanges());

        monitor.store.deleteCapture(week2);

        assertEquals(List.of(), hostChanges(), "week 3 is compared with week 1: nothing changed");
        assertTrue(monitor.store.pairs(network).contains(new SnapshotPair(first, third)));
        assertEquals(List.of(week1, week3), monitor.files(network));
    }

    @Test
    void pairsWhoseFactsWereDroppedAreComparedAgainWithTheNewFacts() throws Exception {
        monitor.adding.add(network, week1);
        monitor.adding.add(network, week2);
        assertEquals(List.of("HOST_APPEARED 10.0.1.11"), hostChanges());

        // custom rules applied again: week 2's stored analysis now says Bob is Carol's card
        monitor.analysis.analysed(week2, java.util.Map.of("10.0.1.10", "ac:de:48:11:11:01",
                "10.0.1.12", "ac:de:48:33:33:03"), List.of());
        monitor.store.forget(week2);

        assertEquals(List.of("HOST_APPEARED 10.0.1.12"), hostChanges());
    }

    @Test
    void aCaptureBeingAnalysedAgainIsComparedOnceItHasCompleted() throws Exception {
        monitor.adding.add(network, week1);
        monitor.adding.add(network, week2);
        monitor.captures.status(week2, CaptureStatus.ANALYZING);
        monitor.store.forget(week2);

        assertEquals(List.of(), hostChanges(), "no facts to compare yet");
        assertEquals(2, monitor.snapshots.list(network).size(), "the snapshot stays meanwhile");

        monitor.captures.status(week2, CaptureStatus.COMPLETED);
        List<RecordedChange> changes = monitor.changes(network);
        assertEquals(List.of(ChangeType.HOST_APPEARED), changes.stream().map(c -> c.event().type()).toList());
    }
}
