package io.pcaplens.domain.monitor;

import io.pcaplens.domain.capture.CaptureId;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec 4.3 rule 1 (capture order, whatever the order of adding) and which pairs an edit recomputes. */
class SnapshotTimelineTest {

    private final NetworkId network = NetworkId.random();
    // the office series starts one week apart (shared/pcaps/monitor)
    private final Snapshot week1 = snapshot("w1", "2024-01-08T09:00:00Z");
    private final Snapshot week2 = snapshot("w2", "2024-01-15T09:00:00Z");
    private final Snapshot week3 = snapshot("w3", "2024-01-22T09:00:00Z");

    private Snapshot snapshot(String name, String start) {
        return Snapshot.of(network, file(name), Instant.parse(start));
    }

    /** A capture id that spells the short name in its last group, so that ids sort as the names do. */
    private static CaptureId file(String name) {
        String hex = HexFormat.of().formatHex(name.getBytes(StandardCharsets.US_ASCII));
        return new CaptureId("00000000-0000-0000-0000-" + "0".repeat(12 - hex.length()) + hex);
    }

    private static String name(CaptureId file) {
        String hex = file.value().substring(24).replaceFirst("^(00)+", "");
        return new String(HexFormat.of().parseHex(hex), StandardCharsets.US_ASCII);
    }

    private static List<String> files(SnapshotTimeline t) {
        return t.snapshots().stream().map(s -> name(s.fileId())).toList();
    }

    private static SnapshotPair pair(Snapshot previous, Snapshot current) {
        return new SnapshotPair(previous == null ? null : previous.id(), current.id());
    }

    @Test
    void ordersByCaptureStartWhateverTheOrderOfAdding() {
        SnapshotTimeline t = SnapshotTimeline.of(network, List.of(week3, week1, week2));

        assertEquals(List.of("w1", "w2", "w3"), files(t));
        assertEquals(List.of(1, 2, 3), t.snapshots().stream().map(Snapshot::order).toList());
        assertEquals(week2.id(), t.previousOf(week3.id()).orElseThrow().id());
        assertTrue(t.previousOf(week1.id()).isEmpty());
    }

    @Test
    void equalStartTimesAreOrderedByFileIdSoTheOrderNeverDependsOnWhoCameFirst() {
        Snapshot a = snapshot("a", "2024-01-08T09:00:00Z");
        Snapshot b = snapshot("b", "2024-01-08T09:00:00Z");

        assertEquals(List.of("a", "b"), files(SnapshotTimeline.of(network, List.of(b, a))));
        assertEquals(List.of("a", "b"), files(SnapshotTimeline.of(network, List.of(a, b))));
    }

    @Test
    void theFirstSnapshotIsTheBaseline() {
        TimelineEdit edit = SnapshotTimeline.empty(network).add(week1);

        assertEquals(List.of(SnapshotPair.baseline(week1.id())), edit.compare());
        assertEquals(List.of(), edit.discard());
    }

    @Test
    void appendingComparesWithTheLastSnapshotOnly() {
        TimelineEdit edit = SnapshotTimeline.of(network, List.of(week1, week2)).add(week3);

        assertEquals(List.of(pair(week2, week3)), edit.compare());
        assertEquals(List.of(), edit.discard());
    }

    @Test
    void insertingInTheMiddleRecomputesBothAffectedPairsAndDropsTheOldOne() {
        TimelineEdit edit = SnapshotTimeline.of(network, List.of(week1, week3)).add(week2);

        assertEquals(List.of(pair(week1, week2), pair(week2, week3)), edit.compare());
        assertEquals(List.of(pair(week1, week3)), edit.discard());
        assertEquals(List.of(2, 3), List.of(edit.timeline().find(week2.id()).orElseThrow().order(),
                edit.timeline().find(week3.id()).orElseThrow().order()));
    }

    @Test
    void insertingBeforeTheFirstMakesANewBaseline() {
        TimelineEdit edit = SnapshotTimeline.of(network, List.of(week2, week3)).add(week1);

        assertEquals(List.of(SnapshotPair.baseline(week1.id()), pair(week1, week2)), edit.compare());
        assertEquals(List.of(SnapshotPair.baseline(week2.id())), edit.discard());
    }

    @Test
    void deletingInTheMiddleClosesTheGap() {
        TimelineEdit edit = SnapshotTimeline.of(network, List.of(week1, week2, week3)).remove(week2.id());

        assertEquals(List.of(pair(week1, week3)), edit.compare());
        assertEquals(List.of(pair(week1, week2), pair(week2, week3)), edit.discard());
        assertEquals(List.of("w1", "w3"), files(edit.timeline()));
        assertEquals(2, edit.timeline().find(week3.id()).orElseThrow().order());
    }

    @Test
    void deletingTheFirstMakesTheSecondTheBaseline() {
        TimelineEdit edit = SnapshotTimeline.of(network, List.of(week1, week2, week3)).remove(week1.id());

        assertEquals(List.of(SnapshotPair.baseline(week2.id())), edit.compare());
        assertEquals(List.of(SnapshotPair.baseline(week1.id()), pair(week1, week2)), edit.discard());
    }

    @Test
    void deletingTheLastComparesNothing() {
        TimelineEdit edit = SnapshotTimeline.of(network, List.of(week1, week2)).remove(week2.id());

        assertEquals(List.of(), edit.compare());
        assertEquals(List.of(pair(week1, week2)), edit.discard());
    }

    @Test
    void listsEveryPairTheNetworkHas() {
        SnapshotTimeline t = SnapshotTimeline.of(network, List.of(week2, week1, week3));

        assertEquals(List.of(SnapshotPair.baseline(week1.id()), pair(week1, week2), pair(week2, week3)), t.pairs());
    }

    @Test
    void refusesTheSameCaptureTwiceAndSnapshotsOfOtherNetworks() {
        SnapshotTimeline t = SnapshotTimeline.of(network, List.of(week1));

        DuplicateSnapshotException twice = assertThrows(DuplicateSnapshotException.class,
                () -> t.add(snapshot("w1", "2024-03-01T00:00:00Z")));
        assertEquals("w1", name(twice.fileId()));
        assertThrows(IllegalArgumentException.class,
                () -> t.add(Snapshot.of(NetworkId.random(), file("w9"), Instant.EPOCH)));
        assertThrows(NoSuchElementException.class, () -> t.remove(SnapshotId.random()));
    }

    @Test
    void aCaptureWithoutFramesCannotBePlaced() {
        assertThrows(NullPointerException.class, () -> Snapshot.of(network, file("empty"), null));
    }

    @Test
    void reconcilingAConsistentTimelineLeavesNothingToDo() {
        SnapshotTimeline t = SnapshotTimeline.of(network, List.of(week1, week2, week3));
        TimelineEdit work = t.reconcile(t.pairs());
        assertEquals(List.of(), work.compare());
        assertEquals(List.of(), work.discard());
    }

    @Test
    void aSnapshotGoneWithItsCaptureLeavesTheGapToBeCompared() {
        // week 2's capture was deleted: its snapshot and both of its pairs went with it
        SnapshotTimeline t = SnapshotTimeline.of(network, List.of(week1, week3));
        TimelineEdit work = t.reconcile(List.of(pair(null, week1)));
        assertEquals(List.of(pair(week1, week3)), work.compare());
        assertEquals(List.of(), work.discard());
    }

    @Test
    void reconcilingAfterAnAdditionGivesWhatTheAdditionSays() {
        SnapshotTimeline before = SnapshotTimeline.of(network, List.of(week1, week3));
        TimelineEdit added = before.add(week2);
        TimelineEdit work = added.timeline().reconcile(before.pairs());
        assertEquals(Set.copyOf(added.compare()), Set.copyOf(work.compare()));
        assertEquals(Set.copyOf(added.discard()), Set.copyOf(work.discard()));
    }

    @Test
    void pairsWhoseFactsWereDroppedAreComparedAgain() {
        SnapshotTimeline t = SnapshotTimeline.of(network, List.of(week1, week2, week3));
        // week 2's facts changed: the pairs it belongs to were dropped
        assertEquals(List.of(pair(week1, week2), pair(week2, week3)),
                t.reconcile(List.of(pair(null, week1))).compare());
    }
}
