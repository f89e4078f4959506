package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.ChangeReview;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.port.BaselineRepository;
import io.pcaplens.domain.monitor.port.ChangeRepository;
import io.pcaplens.domain.monitor.port.MuteRepository;
import io.pcaplens.domain.monitor.port.SnapshotRepository;
import io.pcaplens.domain.monitor.port.SnapshotRepository.TimelineChange;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What every {@link ChangeRepository} does with the changes its monitor's comparisons stored: the change list,
 * its filters and counts, the timeline's severities and the reviews all come from here, and the reviews must
 * outlive the comparisons that found their changes.
 */
public abstract class ChangeRepositoryContract {

    /** A Tuesday in November 2023, to the nanosecond. */
    private static final Instant WEEK_1 = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
    private static final Instant WEEK_2 = WEEK_1.plusSeconds(7 * 86_400);
    private static final Instant WEEK_3 = WEEK_2.plusSeconds(7 * 86_400);

    private static final ChangeEvent LAPTOP = new ChangeEvent(ChangeType.HOST_APPEARED, "10.0.0.9", null,
            "10.0.0.9", ChangeSeverity.INFO, "Host 10.0.0.9 appeared");
    private static final ChangeEvent TAKEOVER = new ChangeEvent(ChangeType.ADDRESS_REBOUND, "10.0.0.1",
            "00:1b:c5:00:10:22", "ac:de:48:66:66:06", ChangeSeverity.CRITICAL, "10.0.0.1 moved to another card");
    private static final ChangeEvent PRINTER_GONE = new ChangeEvent(ChangeType.HOST_DISAPPEARED, "10.0.0.7",
            "10.0.0.7", null, ChangeSeverity.INFO, "Host 10.0.0.7 disappeared");
    private static final ChangeEvent UPSTREAM = new ChangeEvent(ChangeType.UPSTREAM_CHANGED, "upstream",
            "203.0.113.1", "198.51.100.1", ChangeSeverity.WARNING, "The upstream moved");

    /** The stores of one monitor: the changes are those its snapshot store saved, muted and accepted by the others. */
    public record Stores(SnapshotRepository snapshots, ChangeRepository changes, MuteRepository mutes,
                            BaselineRepository baselines) {
    }

    private Stores stores;
    private ChangeRepository changes;

    /** The stores the tests run on; each test works in networks of its own. */
    protected abstract Stores stores();

    /** A network the stores may keep snapshots of (a stored one, where they need one). */
    protected abstract NetworkId aNetwork();

    /** A capture whose traffic starts at {@code start} (a stored one, where the store reads the start from it). */
    protected abstract CaptureId aCapture(Instant start);

    @BeforeEach
    void store() {
        stores = stores();
        changes = stores.changes();
    }

    /** The office's three weeks, added out of order, each compared with the one before. */
    private final class Weeks {
        final NetworkId network = aNetwork();
        final Snapshot first;
        final Snapshot second;
        final Snapshot third;
        final SnapshotPair baseline;
        final SnapshotPair firstToSecond;
        final SnapshotPair secondToThird;

        Weeks() {
            third = add(WEEK_3);
            first = add(WEEK_1);
            second = add(WEEK_2);
            baseline = SnapshotPair.baseline(first.id());
            firstToSecond = new SnapshotPair(first.id(), second.id());
            secondToThird = new SnapshotPair(second.id(), third.id());
            // the third week's changes stored first, most severe first as the detector gives them
            compare(secondToThird, TAKEOVER, PRINTER_GONE);
            compare(firstToSecond, LAPTOP, UPSTREAM);
            compare(baseline);
        }

        private Snapshot add(Instant start) {
            Snapshot snapshot = Snapshot.of(network, aCapture(start), start);
            stores.snapshots().save(network, new TimelineChange(snapshot, null, List.of(), Map.of()));
            return snapshot;
        }

        void compare(SnapshotPair pair, ChangeEvent... found) {
            stores.snapshots().save(network, new TimelineChange(null, null, List.of(), Map.of(pair, List.of(found))));
        }

        List<RecordedChange> page(ChangeFilter filter) {
            return changes.page(network, filter, 0, 100);
        }
    }

    private static RecordedChange unreviewed(SnapshotPair pair, ChangeEvent event) {
        return recorded(pair, event, ChangeReview.NONE, false, false);
    }

    private static RecordedChange recorded(SnapshotPair pair, ChangeEvent event, ChangeReview review, boolean muted,
                                           boolean accepted) {
        return new RecordedChange(RecordedChange.idOf(pair, event), pair, event, review, muted, accepted);
    }

    private static ChangeFilter ofSnapshot(Snapshot snapshot) {
        return new ChangeFilter(snapshot.id(), Set.of(), Set.of(), null);
    }

    private static ChangeFilter reviewed(boolean reviewed) {
        return new ChangeFilter(null, Set.of(), Set.of(), reviewed);
    }

    private static ChangeFilter muted(boolean muted) {
        return new ChangeFilter(null, Set.of(), Set.of(), null, muted);
    }

    @Test
    void changesComeInTimelineOrderThenAsTheComparisonGaveThem() {
        Weeks weeks = new Weeks();

        assertEquals(List.of(unreviewed(weeks.firstToSecond, LAPTOP), unreviewed(weeks.firstToSecond, UPSTREAM),
                        unreviewed(weeks.secondToThird, TAKEOVER), unreviewed(weeks.secondToThird, PRINTER_GONE)),
                weeks.page(ChangeFilter.ALL));
        assertEquals(4, changes.count(weeks.network, ChangeFilter.ALL));
    }

    @Test
    void capturesStartingAtOneInstantAreInTheOrderOfTheirIds() {
        NetworkId network = aNetwork();
        CaptureId one = aCapture(WEEK_1);
        CaptureId other = aCapture(WEEK_1);
        Snapshot a = Snapshot.of(network, one, WEEK_1);
        Snapshot b = Snapshot.of(network, other, WEEK_1);
        SnapshotPair ofA = SnapshotPair.baseline(a.id());
        SnapshotPair ofB = SnapshotPair.baseline(b.id());
        stores.snapshots().save(network, new TimelineChange(a, null, List.of(), Map.of(ofA, List.of(LAPTOP))));
        stores.snapshots().save(network, new TimelineChange(b, null, List.of(), Map.of(ofB, List.of(UPSTREAM))));
        boolean oneFirst = one.value().compareTo(other.value()) < 0;

        List<RecordedChange> expected = oneFirst
                ? List.of(unreviewed(ofA, LAPTOP), unreviewed(ofB, UPSTREAM))
                : List.of(unreviewed(ofB, UPSTREAM), unreviewed(ofA, LAPTOP));
        assertEquals(expected, changes.page(network, ChangeFilter.ALL, 0, 10));
    }

    @Test
    void aPageIsTheOrderedListFromItsOffset() {
        Weeks weeks = new Weeks();

        assertEquals(List.of(unreviewed(weeks.firstToSecond, UPSTREAM), unreviewed(weeks.secondToThird, TAKEOVER)),
                changes.page(weeks.network, ChangeFilter.ALL, 1, 2));
        assertEquals(List.of(), changes.page(weeks.network, ChangeFilter.ALL, 4, 2));
    }

    @Test
    void theFiltersSelectBySnapshotTypeAndSeverityAndTheCountAgrees() {
        Weeks weeks = new Weeks();
        ChangeFilter hosts = new ChangeFilter(null, Set.of(ChangeType.HOST_APPEARED, ChangeType.HOST_DISAPPEARED),
                Set.of(), null);
        ChangeFilter serious = new ChangeFilter(null, Set.of(), Set.of(ChangeSeverity.WARNING, ChangeSeverity.CRITICAL),
                null);
        ChangeFilter seriousHostsOfWeek3 = new ChangeFilter(weeks.third.id(), Set.of(ChangeType.HOST_DISAPPEARED,
                ChangeType.ADDRESS_REBOUND), Set.of(ChangeSeverity.CRITICAL), null);

        assertEquals(List.of(unreviewed(weeks.secondToThird, TAKEOVER), unreviewed(weeks.secondToThird, PRINTER_GONE)),
                weeks.page(ofSnapshot(weeks.third)));
        assertEquals(List.of(), weeks.page(ofSnapshot(weeks.first)), "the baseline found nothing");
        assertEquals(List.of(unreviewed(weeks.firstToSecond, LAPTOP), unreviewed(weeks.secondToThird, PRINTER_GONE)),
                weeks.page(hosts));
        assertEquals(List.of(unreviewed(weeks.firstToSecond, UPSTREAM), unreviewed(weeks.secondToThird, TAKEOVER)),
                weeks.page(serious));
        assertEquals(List.of(unreviewed(weeks.secondToThird, TAKEOVER)), weeks.page(seriousHostsOfWeek3));
        for (ChangeFilter filter : List.of(ofSnapshot(weeks.third), hosts, serious, seriousHostsOfWeek3)) {
            assertEquals(weeks.page(filter).size(), changes.count(weeks.network, filter), filter.toString());
        }
    }

    @Test
    void aChangeIsFoundByItsIdInItsOwnNetworkOnly() {
        Weeks weeks = new Weeks();
        ChangeId id = RecordedChange.idOf(weeks.secondToThird, TAKEOVER);

        assertEquals(Optional.of(unreviewed(weeks.secondToThird, TAKEOVER)), changes.find(weeks.network, id));
        assertEquals(Optional.empty(), changes.find(aNetwork(), id));
        assertEquals(Optional.empty(), changes.find(weeks.network, new ChangeId(UUID.randomUUID())));
    }

    @Test
    void eachNetworkListsOnlyItsOwnChanges() {
        Weeks office = new Weeks();
        NetworkId empty = aNetwork();

        assertEquals(List.of(), changes.page(empty, ChangeFilter.ALL, 0, 10));
        assertEquals(0, changes.count(empty, ChangeFilter.ALL));
        assertEquals(Map.of(), changes.severityCounts(empty));
        assertEquals(4, changes.count(office.network, ChangeFilter.ALL));
    }

    @Test
    void aReviewHoldsForTheChangeWhereverItIsFoundAgainAndOnlyInItsNetwork() {
        Weeks weeks = new Weeks();
        Weeks lab = new Weeks();
        ChangeReview known = new ChangeReview(true, "the new printer <b>is</b> ours");

        changes.review(weeks.network, LAPTOP.identity(), known);
        // the laptop is found again in the third week, and the second week compared anew
        weeks.compare(weeks.secondToThird, TAKEOVER, PRINTER_GONE, LAPTOP);
        weeks.compare(weeks.firstToSecond, LAPTOP, UPSTREAM);

        assertEquals(List.of(recorded(weeks.firstToSecond, LAPTOP, known, false, false),
                        recorded(weeks.secondToThird, LAPTOP, known, false, false)),
                weeks.page(reviewed(true)));
        assertEquals(List.of(unreviewed(weeks.firstToSecond, UPSTREAM), unreviewed(weeks.secondToThird, TAKEOVER),
                unreviewed(weeks.secondToThird, PRINTER_GONE)), weeks.page(reviewed(false)));
        assertEquals(0, changes.count(lab.network, reviewed(true)), "the review is the office's");

        ChangeReview reopened = new ChangeReview(false, "");
        changes.review(weeks.network, LAPTOP.identity(), reopened);
        assertEquals(Optional.of(recorded(weeks.firstToSecond, LAPTOP, reopened, false, false)),
                changes.find(weeks.network, RecordedChange.idOf(weeks.firstToSecond, LAPTOP)));
        assertEquals(0, changes.count(weeks.network, reviewed(true)));
    }

    @Test
    void aMutedChangeIsListedAsMutedAndLeftOutOfTheSeverityCounts() {
        Weeks weeks = new Weeks();
        stores.mutes().mute(weeks.network, new ChangeMute(ChangeType.ADDRESS_REBOUND, "10.0.0.1"));
        // another entity of the same type, and the same entity of another type, are not muted
        stores.mutes().mute(weeks.network, new ChangeMute(ChangeType.ADDRESS_REBOUND, "10.0.0.2"));
        stores.mutes().mute(weeks.network, new ChangeMute(ChangeType.HOST_APPEARED, "10.0.0.1"));

        assertEquals(List.of(recorded(weeks.secondToThird, TAKEOVER, ChangeReview.NONE, true, false)),
                weeks.page(muted(true)));
        assertEquals(3, changes.count(weeks.network, muted(false)));
        assertEquals(Map.of(weeks.second.id(), Map.of(ChangeSeverity.INFO, 1, ChangeSeverity.WARNING, 1),
                weeks.third.id(), Map.of(ChangeSeverity.INFO, 1)), changes.severityCounts(weeks.network));

        stores.mutes().unmute(weeks.network, new ChangeMute(ChangeType.ADDRESS_REBOUND, "10.0.0.1"));
        assertEquals(0, changes.count(weeks.network, muted(true)));
        assertEquals(Map.of(ChangeSeverity.CRITICAL, 1, ChangeSeverity.INFO, 1),
                changes.severityCounts(weeks.network).get(weeks.third.id()));
    }

    @Test
    void theChangesUpToTheBaselineAreAcceptedAndCountAsReviewed() {
        Weeks weeks = new Weeks();

        stores.baselines().accept(weeks.network, weeks.second.id());

        assertEquals(List.of(recorded(weeks.firstToSecond, LAPTOP, ChangeReview.NONE, false, true),
                        recorded(weeks.firstToSecond, UPSTREAM, ChangeReview.NONE, false, true),
                        unreviewed(weeks.secondToThird, TAKEOVER), unreviewed(weeks.secondToThird, PRINTER_GONE)),
                weeks.page(ChangeFilter.ALL));
        assertEquals(2, changes.count(weeks.network, reviewed(true)));
        assertEquals(List.of(unreviewed(weeks.secondToThird, TAKEOVER), unreviewed(weeks.secondToThird, PRINTER_GONE)),
                weeks.page(reviewed(false)));

        stores.baselines().clear(weeks.network);
        assertEquals(0, changes.count(weeks.network, reviewed(true)));
    }

    @Test
    void theSeverityCountsAreBySnapshotOfEveryPairThatFoundChanges() {
        Weeks weeks = new Weeks();

        assertEquals(Map.of(weeks.second.id(), Map.of(ChangeSeverity.INFO, 1, ChangeSeverity.WARNING, 1),
                        weeks.third.id(), Map.of(ChangeSeverity.CRITICAL, 1, ChangeSeverity.INFO, 1)),
                changes.severityCounts(weeks.network));
    }

    @Test
    void theChangesOfAPairComparedAgainAreTheNewOnesAndThoseOfARemovedSnapshotGo() {
        Weeks weeks = new Weeks();

        weeks.compare(weeks.secondToThird, PRINTER_GONE);
        assertEquals(List.of(unreviewed(weeks.secondToThird, PRINTER_GONE)), weeks.page(ofSnapshot(weeks.third)));

        stores.snapshots().save(weeks.network, new TimelineChange(null, weeks.second.id(), List.of(), Map.of()));
        assertEquals(List.of(), weeks.page(ChangeFilter.ALL));
        assertEquals(Map.of(), changes.severityCounts(weeks.network));
    }
}
