package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.ChangeReview;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.port.SnapshotRepository.TimelineChange;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A network's rows written and read back through a real PostgreSQL: every id the monitor tables hold goes in
 * and comes out under its own type, so a typed id bound where the driver expected a uuid would fail here.
 */
class MonitorTablesTest {

    private static final ChangeEvent APPEARED = new ChangeEvent(ChangeType.HOST_APPEARED, "10.0.0.9", null,
            "10.0.0.9", ChangeSeverity.INFO, "Host 10.0.0.9 appeared");

    private static DataSource db;
    private static JdbcNetworkRepository networks;
    private static JdbcSnapshotRepository snapshots;
    private static JdbcChangeRepository changes;
    private static JdbcMuteRepository mutes;
    private static JdbcBaselineRepository baselines;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        networks = new JdbcNetworkRepository(db);
        snapshots = new JdbcSnapshotRepository(db);
        changes = new JdbcChangeRepository(db);
        mutes = new JdbcMuteRepository(db);
        baselines = new JdbcBaselineRepository(db);
    }

    @Test
    void aNetworksTimelineChangesMutesAndBaselineAreFoundByTheirIds() throws Exception {
        Network network = Network.named("Office", "");
        networks.add(network);
        assertEquals(network, networks.find(network.id()).orElseThrow().network());

        Snapshot first = Snapshot.of(network.id(), CaptureIds.of(CaptureRecords.completed(db)), Instant.EPOCH);
        Snapshot second = Snapshot.of(network.id(), CaptureIds.of(CaptureRecords.completed(db)), Instant.EPOCH);
        SnapshotPair baseline = SnapshotPair.baseline(first.id());
        SnapshotPair pair = new SnapshotPair(first.id(), second.id());
        snapshots.whileLocked(network.id(), () -> {
            snapshots.save(network.id(), new TimelineChange(first, null, List.of(), Map.of(baseline, List.of())));
            snapshots.save(network.id(), new TimelineChange(second, null, List.of(), Map.of(pair, List.of(APPEARED))));
            return null;
        });
        assertEquals(Set.of(first.id(), second.id()), ids(snapshots.snapshots(network.id())));
        assertEquals(Set.of(baseline, pair), Set.copyOf(snapshots.pairs(network.id())));

        List<RecordedChange> found = changes.page(network.id(), ChangeFilter.ALL, 0, 10);
        assertEquals(1, found.size());
        RecordedChange change = found.get(0);
        assertEquals(RecordedChange.idOf(pair, APPEARED), change.id());
        assertEquals(pair, change.pair());
        assertEquals(Optional.of(change), changes.find(network.id(), change.id()));
        assertEquals(1, changes.count(network.id(), new ChangeFilter(second.id(), Set.of(), Set.of(), null)));
        assertEquals(0, changes.count(network.id(), new ChangeFilter(first.id(), Set.of(), Set.of(), null)));
        assertEquals(Map.of(second.id(), Map.of(ChangeSeverity.INFO, 1)), changes.severityCounts(network.id()));
        changes.review(network.id(), APPEARED.identity(), new ChangeReview(true, "the new printer"));
        assertTrue(changes.find(network.id(), change.id()).orElseThrow().reviewed());

        ChangeMute mute = new ChangeMute(ChangeType.HOST_APPEARED, "10.0.0.9");
        mutes.mute(network.id(), mute);
        assertEquals(List.of(mute), mutes.mutes(network.id()));
        assertTrue(mutes.unmute(network.id(), mute));

        baselines.accept(network.id(), second.id());
        assertEquals(Optional.of(second.id()), baselines.baseline(network.id()));
        assertTrue(baselines.clear(network.id()));

        snapshots.save(network.id(), new TimelineChange(null, second.id(), List.of(pair), Map.of()));
        assertEquals(Set.of(first.id()), ids(snapshots.snapshots(network.id())));
        assertEquals(List.of(baseline), snapshots.pairs(network.id()));
        assertTrue(networks.delete(network.id()));
        assertEquals(Optional.empty(), networks.find(network.id()));
    }

    private static Set<SnapshotId> ids(List<Snapshot> of) {
        return of.stream().map(Snapshot::id).collect(Collectors.toSet());
    }
}
