package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Change ids in their pair, and which changes a filter lets through. */
class RecordedChangeTest {

    private final SnapshotId week3 = SnapshotId.random();
    private final SnapshotId week4 = SnapshotId.random();
    private final ChangeEvent upstream = new ChangeEvent(ChangeType.UPSTREAM_CHANGED, "upstream", "203.0.113.1",
            "198.51.100.1", ChangeSeverity.CRITICAL, "Upstream peer changed from 203.0.113.1 to 198.51.100.1");

    @Test
    void theSameChangeInTheSamePairKeepsItsIdWhateverItsWording() {
        SnapshotPair pair = new SnapshotPair(week3, week4);
        ChangeEvent reworded = new ChangeEvent(upstream.type(), upstream.entity(), upstream.before(), upstream.after(),
                ChangeSeverity.WARNING, "The way out changed");
        assertEquals(RecordedChange.idOf(pair, upstream), RecordedChange.idOf(pair, reworded));
        assertNotEquals(RecordedChange.idOf(pair, upstream), RecordedChange.idOf(SnapshotPair.baseline(week4), upstream));
    }

    @Test
    void aChangeIdIsDerivedFromTheUuidsOfItsPair() {
        // the ids kept for changes found before must be found again
        SnapshotPair pair = new SnapshotPair(week3, week4);
        String key = week3.value() + "/" + week4.value() + "/" + upstream.identity();
        assertEquals(UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8)), RecordedChange.idOf(pair, upstream).value());
        String baselineKey = "null/" + week4.value() + "/" + upstream.identity();
        assertEquals(UUID.nameUUIDFromBytes(baselineKey.getBytes(StandardCharsets.UTF_8)),
                RecordedChange.idOf(SnapshotPair.baseline(week4), upstream).value());
    }

    @Test
    void aFilterLetsThroughWhatMatchesEveryPartItNames() {
        RecordedChange change = RecordedChange.found(new SnapshotPair(week3, week4), upstream, ChangeReview.NONE);
        assertTrue(ChangeFilter.ALL.accepts(change));
        assertTrue(new ChangeFilter(week4, Set.of(ChangeType.UPSTREAM_CHANGED, ChangeType.HOST_APPEARED),
                Set.of(ChangeSeverity.CRITICAL), false).accepts(change));
        assertFalse(new ChangeFilter(week3, Set.of(), Set.of(), null).accepts(change), "the pair's later snapshot");
        assertFalse(new ChangeFilter(null, Set.of(ChangeType.HOST_APPEARED), Set.of(), null).accepts(change));
        assertFalse(new ChangeFilter(null, Set.of(), Set.of(ChangeSeverity.INFO), null).accepts(change));
        assertFalse(new ChangeFilter(null, Set.of(), Set.of(), true).accepts(change));
    }
}
