package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.port.SnapshotRepository.TimelineChange;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec 4.3: a snapshot is placed by its capture's start time and compared with its neighbours at once. */
class AddSnapshotTest {

    private static final String ALICE = "10.0.1.10=ac:de:48:11:11:01";
    private static final String BOB = "10.0.1.11=ac:de:48:22:22:02";
    private static final String CAROL = "10.0.1.12=ac:de:48:33:33:03";

    private final Monitor monitor = new Monitor();
    private final NetworkId network = monitor.network();
    private final CaptureId week1 = monitor.capture("2024-01-08T09:00:00Z", List.of(ALICE), "TCP");
    private final CaptureId week2 = monitor.capture("2024-01-15T09:00:00Z", List.of(ALICE, BOB), "TCP", "WIREGUARD");
    private final CaptureId week3 = monitor.capture("2024-01-22T09:00:00Z", List.of(ALICE, BOB, CAROL), "TCP");

    private Refusal.Reason refusal(NetworkId net, CaptureId fileId) {
        return assertThrows(Refusal.class, () -> monitor.adding.add(net, fileId)).reason();
    }

    @Test
    void snapshotsAreOrderedByCaptureStartWhateverTheOrderOfAdding() throws Exception {
        monitor.adding.add(network, week3);
        monitor.adding.add(network, week1);
        SnapshotView middle = monitor.adding.add(network, week2);

        assertEquals(2, middle.snapshot().order());
        assertEquals(List.of(week1, week2, week3), monitor.files(network));
        assertEquals(List.of(1, 2, 3), monitor.snapshots.list(network).stream().map(v -> v.snapshot().order()).toList());
    }

    @Test
    void aSnapshotBetweenTwoOthersReplacesTheirPairByTwoNewOnes() throws Exception {
        SnapshotId first = monitor.adding.add(network, week1).snapshot().id();
        SnapshotId third = monitor.adding.add(network, week3).snapshot().id();
        SnapshotId second = monitor.adding.add(network, week2).snapshot().id();

        TimelineChange last = monitor.store.saved.get(monitor.store.saved.size() - 1);
        assertEquals(List.of(new SnapshotPair(first, third)), last.discard());
        assertEquals(Set.of(new SnapshotPair(first, second), new SnapshotPair(second, third)),
                last.compared().keySet());
        List<RecordedChange> changes = monitor.changes(network);
        assertEquals(List.of("10.0.1.11", "10.0.1.12"), changes.stream()
                .filter(c -> c.event().type() == ChangeType.HOST_APPEARED).map(c -> c.event().entity()).toList());
        assertTrue(changes.stream().anyMatch(c -> c.event().type() == ChangeType.PROTOCOL_GONE
                && c.pair().equals(new SnapshotPair(second, third))), "WIREGUARD gone in week 3");
    }

    @Test
    void theAnswerCountsTheChangesTheSnapshotBrought() throws Exception {
        monitor.adding.add(network, week1);
        SnapshotView added = monitor.adding.add(network, week2);
        // Bob's host and WireGuard
        assertEquals(2, added.changeCount());
        assertEquals(2, added.summary().hosts());
        assertEquals(1000, added.summary().bytes());
    }

    @Test
    void eachSnapshotSaysWhichToolsReadItsCapture() throws Exception {
        Map<String, ToolOutcome> withoutIds = Map.of("tshark", ToolOutcome.completed(), "suricata", ToolOutcome.skipped());
        monitor.captures.tools(week1, withoutIds);

        assertEquals(withoutIds, monitor.adding.add(network, week1).tools());
        assertEquals(withoutIds, monitor.snapshots.list(network).get(0).tools());
    }

    @Test
    void aCapturesFactsAreComputedOnceForEveryNetwork() throws Exception {
        monitor.adding.add(network, week1);
        monitor.adding.add(monitor.network(), week1);
        monitor.snapshots.facts(network, monitor.snapshots.list(network).get(0).snapshot().id());
        assertEquals(1, monitor.analysis.conversationReads);
    }

    @Test
    void onlyACompletedCaptureOfThisNetworksKnownFilesIsAdded() throws Exception {
        assertEquals(Refusal.Reason.UNKNOWN_NETWORK, refusal(NetworkId.random(), week1));
        assertEquals(Refusal.Reason.UNKNOWN_FILE, refusal(network, new CaptureId(UUID.randomUUID().toString())));
        CaptureId analysing = monitor.captures.put(CaptureStatus.ANALYZING, null, Instant.parse("2024-01-08T09:00:00Z"));
        Refusal notYet = assertThrows(Refusal.class, () -> monitor.adding.add(network, analysing));
        assertEquals(Refusal.Reason.FILE_NOT_COMPLETED, notYet.reason());
        assertTrue(notYet.getMessage().contains("ANALYZING"), notYet.getMessage());
        CaptureId failed = monitor.captures.put(CaptureStatus.FAILED, "not a capture", null);
        assertTrue(assertThrows(Refusal.class, () -> monitor.adding.add(network, failed)).getMessage()
                .contains("FAILED (not a capture)"));
        CaptureId empty = monitor.captures.put(CaptureStatus.COMPLETED, null, null);
        assertEquals(Refusal.Reason.NO_FRAMES, refusal(network, empty));

        monitor.adding.add(network, week1);
        assertEquals(Refusal.Reason.ALREADY_IN_NETWORK, refusal(network, week1));
        assertEquals(1, monitor.snapshots.list(network).size());
    }
}
