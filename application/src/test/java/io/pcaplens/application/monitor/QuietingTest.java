package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.SnapshotId;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Muting a change type per entity, and accepting a snapshot as the baseline. */
class QuietingTest {

    private final Monitor monitor = new Monitor();
    private final NetworkId network = monitor.network();
    private static final String ALICE = "10.0.1.10=ac:de:48:11:11:01";
    private final CaptureId week1 = monitor.week(1, ALICE);
    private final CaptureId week2 = monitor.week(2, ALICE, "10.0.1.11=ac:de:48:22:22:02");
    private final CaptureId week3 = monitor.week(3, ALICE, "10.0.1.12=ac:de:48:33:33:03");

    private List<String> listed(ChangeFilter filter) {
        return monitor.changes.page(network, filter, 1, 100).items().stream()
                .map(c -> c.event().type() + " " + c.event().entity()).toList();
    }

    private int infoOf(CaptureId fileId) {
        return monitor.snapshots.list(network).stream().filter(v -> v.snapshot().fileId().equals(fileId))
                .findFirst().orElseThrow().summary().changes().get(ChangeSeverity.INFO);
    }

    @Test
    void aMutedChangeIsKeptButLeftOutOfTheUnmutedListAndTheCounts() throws Exception {
        monitor.adding.add(network, week1);
        monitor.adding.add(network, week2);
        monitor.adding.add(network, week3);
        assertEquals(2, infoOf(week3), "week 3: Carol appeared and Bob went");

        monitor.muting.mute(network, new ChangeMute(ChangeType.HOST_DISAPPEARED, "10.0.1.11"));

        ChangeFilter unmuted = new ChangeFilter(null, Set.of(), Set.of(), null, false);
        assertEquals(List.of("HOST_APPEARED 10.0.1.11", "HOST_APPEARED 10.0.1.12"), listed(unmuted));
        assertEquals(List.of("HOST_DISAPPEARED 10.0.1.11"),
                listed(new ChangeFilter(null, Set.of(), Set.of(), null, true)));
        assertEquals(1, infoOf(week3), "the timeline counts what is not muted");
        assertEquals(List.of(new ChangeMute(ChangeType.HOST_DISAPPEARED, "10.0.1.11")), monitor.muting.list(network));

        monitor.muting.unmute(network, new ChangeMute(ChangeType.HOST_DISAPPEARED, "10.0.1.11"));
        assertEquals(3, listed(unmuted).size());
        assertEquals(Refusal.Reason.NOT_MUTED, assertThrows(Refusal.class, () -> monitor.muting
                .unmute(network, new ChangeMute(ChangeType.HOST_DISAPPEARED, "10.0.1.11"))).reason());
    }

    @Test
    void changesUpToTheBaselineReadAsReviewedAndTheRestKeepTheirOwnReview() throws Exception {
        monitor.adding.add(network, week1);
        monitor.adding.add(network, week2);
        monitor.adding.add(network, week3);
        SnapshotId second = monitor.snapshots.list(network).get(1).snapshot().id();

        monitor.baselines.accept(network, second);

        ChangeFilter toReview = new ChangeFilter(null, Set.of(), Set.of(), false);
        assertEquals(List.of("HOST_APPEARED 10.0.1.12", "HOST_DISAPPEARED 10.0.1.11"), listed(toReview));
        List<RecordedChange> all = monitor.changes(network);
        assertTrue(all.get(0).accepted() && all.get(0).reviewed() && !all.get(0).review().reviewed(),
                "accepted, its own review untouched: " + all.get(0));
        assertEquals(Optional.of(second), monitor.baselines.baseline(network));

        monitor.baselines.clear(network);
        assertEquals(3, listed(toReview).size());
        assertEquals(Optional.empty(), monitor.baselines.baseline(network));
        assertEquals(Refusal.Reason.NO_BASELINE,
                assertThrows(Refusal.class, () -> monitor.baselines.clear(network)).reason());
    }

    @Test
    void onlyTheNetworksOwnSnapshotsAndNetworksAreAccepted() {
        assertEquals(Refusal.Reason.UNKNOWN_SNAPSHOT, assertThrows(Refusal.class,
                () -> monitor.baselines.accept(network, SnapshotId.random())).reason());
        assertEquals(Refusal.Reason.UNKNOWN_NETWORK, assertThrows(Refusal.class,
                () -> monitor.muting.mute(NetworkId.random(), new ChangeMute(ChangeType.HOST_APPEARED, "x"))).reason());
    }
}
