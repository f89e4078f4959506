package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.port.SnapshotRepository.TimelineChange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Taking a snapshot out compares the two it stood between; the capture stays. */
class RemoveSnapshotTest {

    private final Monitor monitor = new Monitor();
    private final NetworkId network = monitor.network();
    private final CaptureId week1 = monitor.capture("2024-01-08T09:00:00Z", List.of("10.0.1.10=ac:de:48:11:11:01"));
    private final CaptureId week2 = monitor.capture("2024-01-15T09:00:00Z", List.of("10.0.1.10=ac:de:48:11:11:01",
            "10.0.1.11=ac:de:48:22:22:02"));
    private final CaptureId week3 = monitor.capture("2024-01-22T09:00:00Z", List.of("10.0.1.10=ac:de:48:11:11:01",
            "10.0.1.11=ac:de:48:22:22:02", "10.0.1.12=ac:de:48:33:33:03"));

    @Test
    void theGapIsClosedByComparingTheNeighbours() throws Exception {
        SnapshotId first = monitor.adding.add(network, week1).snapshot().id();
        SnapshotId second = monitor.adding.add(network, week2).snapshot().id();
        SnapshotId third = monitor.adding.add(network, week3).snapshot().id();

        monitor.removing.remove(network, second);

        TimelineChange last = monitor.store.saved.get(monitor.store.saved.size() - 1);
        assertEquals(second, last.removed());
        assertEquals(Set.of(new SnapshotPair(first, second), new SnapshotPair(second, third)), Set.copyOf(last.discard()));
        assertEquals(Set.of(new SnapshotPair(first, third)), last.compared().keySet());
        assertEquals(List.of(week1, week3), monitor.files(network));
        assertEquals(List.of("10.0.1.11", "10.0.1.12"), monitor.changes(network).stream()
                .filter(c -> c.event().type() == ChangeType.HOST_APPEARED).map(c -> c.event().entity()).toList());
        assertEquals(List.of(1, 2), monitor.snapshots.list(network).stream().map(v -> v.snapshot().order()).toList());
    }

    @Test
    void anUnknownSnapshotOrNetworkIsRefused() throws Exception {
        monitor.adding.add(network, week1);
        assertEquals(Refusal.Reason.UNKNOWN_SNAPSHOT, assertThrows(Refusal.class,
                () -> monitor.removing.remove(network, SnapshotId.random())).reason());
        assertEquals(Refusal.Reason.UNKNOWN_NETWORK, assertThrows(Refusal.class,
                () -> monitor.removing.remove(NetworkId.random(), SnapshotId.random())).reason());
    }
}
