package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.port.SnapshotRepository;
import io.pcaplens.domain.monitor.port.SnapshotRepository.TimelineChange;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link SnapshotRepository} does: the monitor reads a network's timeline back from it to work out
 * which pairs an edit compares again, so a snapshot, a pair or a removal lost or leaked into another network
 * would recompare the wrong weeks.
 */
public abstract class SnapshotRepositoryContract {

    /** A Tuesday in November 2023, to the nanosecond. */
    private static final Instant WEEK_1 = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
    private static final Instant WEEK_2 = WEEK_1.plusSeconds(7 * 86_400);
    private static final Instant WEEK_3 = WEEK_2.plusSeconds(7 * 86_400);
    private static final ChangeEvent APPEARED = new ChangeEvent(ChangeType.HOST_APPEARED, "10.0.0.9", null,
            "10.0.0.9", ChangeSeverity.INFO, "Host 10.0.0.9 appeared");

    private SnapshotRepository snapshots;

    /** The store the tests run on; each test works in networks of its own. */
    protected abstract SnapshotRepository repository();

    /** A network the store may keep snapshots of (a stored one, where the store needs one). */
    protected abstract NetworkId aNetwork();

    /** A capture whose traffic starts at {@code start} (a stored one, where the store reads the start from it). */
    protected abstract CaptureId aCapture(Instant start);

    /** Deletes the capture, as a user deleting its file does. */
    protected abstract void deleteCapture(CaptureId captureId);

    @BeforeEach
    void store() {
        snapshots = repository();
    }

    private Snapshot add(NetworkId network, Instant start) {
        Snapshot snapshot = Snapshot.of(network, aCapture(start), start);
        snapshots.save(network, new TimelineChange(snapshot, null, List.of(), Map.of()));
        return snapshot;
    }

    private void compare(NetworkId network, SnapshotPair... pairs) {
        Map<SnapshotPair, List<ChangeEvent>> compared = new java.util.HashMap<>();
        for (SnapshotPair pair : pairs) {
            compared.put(pair, List.of(APPEARED));
        }
        snapshots.save(network, new TimelineChange(null, null, List.of(), compared));
    }

    @Test
    void snapshotsAddedAreReadBackWithTheirCaptureAndItsStartUnplaced() {
        NetworkId network = aNetwork();
        Snapshot first = add(network, WEEK_1);
        Snapshot second = add(network, WEEK_2);

        assertEquals(Set.of(new Snapshot(first.id(), network, first.fileId(), 0, WEEK_1),
                        new Snapshot(second.id(), network, second.fileId(), 0, WEEK_2)),
                Set.copyOf(snapshots.snapshots(network)));
        assertEquals(List.of(), snapshots.pairs(network), "nothing compared yet");
    }

    @Test
    void aNetworkWithoutSnapshotsHasNoneAndNoPairs() {
        NetworkId network = aNetwork();

        assertEquals(List.of(), snapshots.snapshots(network));
        assertEquals(List.of(), snapshots.pairs(network));
    }

    @Test
    void eachNetworkReadsOnlyItsOwnSnapshotsAndPairs() {
        NetworkId office = aNetwork();
        NetworkId lab = aNetwork();
        Snapshot inOffice = add(office, WEEK_1);
        Snapshot inLab = add(lab, WEEK_1);
        compare(office, SnapshotPair.baseline(inOffice.id()));
        compare(lab, SnapshotPair.baseline(inLab.id()));

        assertEquals(List.of(inOffice.id()), snapshots.snapshots(office).stream().map(Snapshot::id).toList());
        assertEquals(List.of(SnapshotPair.baseline(inOffice.id())), snapshots.pairs(office));
        assertEquals(List.of(SnapshotPair.baseline(inLab.id())), snapshots.pairs(lab));
    }

    @Test
    void theSnapshotAndItsComparisonsOfOneEditAreStoredTogether() {
        NetworkId network = aNetwork();
        Snapshot first = add(network, WEEK_1);
        Snapshot second = Snapshot.of(network, aCapture(WEEK_2), WEEK_2);
        SnapshotPair baseline = SnapshotPair.baseline(first.id());
        SnapshotPair pair = new SnapshotPair(first.id(), second.id());

        snapshots.save(network, new TimelineChange(second, null, List.of(),
                Map.of(baseline, List.of(), pair, List.of(APPEARED))));

        assertEquals(Set.of(first.id(), second.id()),
                Set.copyOf(snapshots.snapshots(network).stream().map(Snapshot::id).toList()));
        assertEquals(Set.of(baseline, pair), Set.copyOf(snapshots.pairs(network)));
    }

    @Test
    void aSnapshotComparedAgainKeepsOnlyItsNewPair() {
        NetworkId network = aNetwork();
        Snapshot first = add(network, WEEK_1);
        Snapshot third = add(network, WEEK_3);
        compare(network, SnapshotPair.baseline(first.id()), new SnapshotPair(first.id(), third.id()));
        // a capture of the week between arrives: the third week is now compared with it
        Snapshot second = add(network, WEEK_2);
        SnapshotPair firstToSecond = new SnapshotPair(first.id(), second.id());
        SnapshotPair secondToThird = new SnapshotPair(second.id(), third.id());

        compare(network, firstToSecond, secondToThird);

        assertEquals(Set.of(SnapshotPair.baseline(first.id()), firstToSecond, secondToThird),
                Set.copyOf(snapshots.pairs(network)));
    }

    @Test
    void aPairIsDiscardedOnlyWhenItIsTheStoredOne() {
        NetworkId network = aNetwork();
        Snapshot first = add(network, WEEK_1);
        Snapshot second = add(network, WEEK_2);
        Snapshot third = add(network, WEEK_3);
        SnapshotPair stored = new SnapshotPair(second.id(), third.id());
        compare(network, SnapshotPair.baseline(first.id()), stored);

        // the third week compared with the first is not what is stored: nothing goes
        snapshots.save(network, new TimelineChange(null, null,
                List.of(new SnapshotPair(first.id(), third.id())), Map.of()));
        assertEquals(Set.of(SnapshotPair.baseline(first.id()), stored), Set.copyOf(snapshots.pairs(network)));

        snapshots.save(network, new TimelineChange(null, null, List.of(stored), Map.of()));
        assertEquals(List.of(SnapshotPair.baseline(first.id())), snapshots.pairs(network));
        assertEquals(3, snapshots.snapshots(network).size(), "discarding a pair leaves its snapshots");
    }

    @Test
    void aSnapshotRemovedTakesEveryPairItIsPartOf() {
        NetworkId network = aNetwork();
        Snapshot first = add(network, WEEK_1);
        Snapshot second = add(network, WEEK_2);
        Snapshot third = add(network, WEEK_3);
        compare(network, SnapshotPair.baseline(first.id()), new SnapshotPair(first.id(), second.id()),
                new SnapshotPair(second.id(), third.id()));

        snapshots.save(network, new TimelineChange(null, second.id(), List.of(), Map.of()));

        assertEquals(Set.of(first.id(), third.id()),
                Set.copyOf(snapshots.snapshots(network).stream().map(Snapshot::id).toList()));
        assertEquals(List.of(SnapshotPair.baseline(first.id())), snapshots.pairs(network));
    }

    @Test
    void aSnapshotIsRemovedOnlyFromItsOwnNetwork() {
        NetworkId office = aNetwork();
        NetworkId lab = aNetwork();
        Snapshot inOffice = add(office, WEEK_1);
        compare(office, SnapshotPair.baseline(inOffice.id()));

        snapshots.save(lab, new TimelineChange(null, inOffice.id(), List.of(), Map.of()));

        assertEquals(List.of(inOffice.id()), snapshots.snapshots(office).stream().map(Snapshot::id).toList());
        assertEquals(List.of(SnapshotPair.baseline(inOffice.id())), snapshots.pairs(office));
    }

    @Test
    void aDeletedCaptureTakesItsSnapshotsAndTheirPairs() {
        NetworkId network = aNetwork();
        Snapshot first = add(network, WEEK_1);
        Snapshot second = add(network, WEEK_2);
        compare(network, SnapshotPair.baseline(first.id()), new SnapshotPair(first.id(), second.id()));

        deleteCapture(second.fileId());

        assertEquals(List.of(first.id()), snapshots.snapshots(network).stream().map(Snapshot::id).toList());
        assertEquals(List.of(SnapshotPair.baseline(first.id())), snapshots.pairs(network));
    }

    @Test
    void theWorkUnderTheLockGivesItsResultAndItsException() {
        NetworkId network = aNetwork();
        Object result = new Object();

        assertSame(result, snapshots.whileLocked(network, () -> result));
        IllegalArgumentException refused = new IllegalArgumentException("refused");
        assertSame(refused, assertThrows(IllegalArgumentException.class, () -> snapshots.whileLocked(network, () -> {
            throw refused;
        })));
        // the lock was let go after the exception
        assertEquals("again", snapshots.whileLocked(network, () -> "again"));
    }

    @Test
    void oneEditOfANetworkWaitsForTheOtherAndAnotherNetworkDoesNot() throws Exception {
        NetworkId network = aNetwork();
        NetworkId other = aNetwork();
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch otherDone = new CountDownLatch(1);
        AtomicBoolean firstInside = new AtomicBoolean();
        AtomicBoolean overlapped = new AtomicBoolean();
        ExecutorService threads = Executors.newFixedThreadPool(3);
        try {
            Future<Boolean> first = threads.submit(() -> snapshots.whileLocked(network, () -> {
                firstInside.set(true);
                holding.countDown();
                // another network's edit runs meanwhile
                boolean otherRan = otherDone.await(10, TimeUnit.SECONDS);
                // the same network's edit, started meanwhile, must still be waiting
                Thread.sleep(300);
                firstInside.set(false);
                return otherRan;
            }));
            assertTrue(holding.await(10, TimeUnit.SECONDS));
            Future<?> second = threads.submit(() -> snapshots.whileLocked(network, () -> {
                overlapped.set(firstInside.get());
                return null;
            }));
            threads.submit(() -> snapshots.whileLocked(other, () -> {
                otherDone.countDown();
                return null;
            }));

            assertTrue(first.get(20, TimeUnit.SECONDS), "another network's edit ran while the first held its lock");
            second.get(20, TimeUnit.SECONDS);
            assertFalse(overlapped.get(), "two edits of one network ran at once");
        } finally {
            threads.shutdownNow();
        }
    }
}
