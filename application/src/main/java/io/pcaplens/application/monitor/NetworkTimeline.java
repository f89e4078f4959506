package io.pcaplens.application.monitor;

import io.pcaplens.domain.monitor.ChangeDetector;
import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.Comparison;
import io.pcaplens.domain.monitor.DuplicateSnapshotException;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.SnapshotTimeline;
import io.pcaplens.domain.monitor.TimelineEdit;
import io.pcaplens.domain.monitor.port.SnapshotRepository.TimelineChange;
import io.pcaplens.domain.monitor.port.SnapshotRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * A network's snapshots in capture order, with every pair of neighbours compared (spec 4.3 rules 1 and 2).
 *
 * <p>Each edit is made under the network's lock: read the timeline, place or take out the snapshot, then
 * compare exactly the pairs the stored comparisons lack and drop those the timeline no longer has. The same
 * step also finishes work left by a capture deleted under a network (its snapshot and pairs went with it)
 * and by a capture whose facts changed (its pairs were dropped), the next time the network is read.
 */
@ApplicationScoped
public class NetworkTimeline {

    private final ChangeDetector detector = ChangeDetector.standard();
    private SnapshotRepository snapshots;
    private SnapshotFactsReader facts;

    /** For the container's proxy. */
    protected NetworkTimeline() {
    }

    @Inject
    public NetworkTimeline(SnapshotRepository snapshots, SnapshotFactsReader facts) {
        this.snapshots = snapshots;
        this.facts = facts;
    }

    /** The network's timeline, its comparisons complete. */
    public SnapshotTimeline current(NetworkId networkId) {
        SnapshotTimeline timeline = read(networkId);
        TimelineEdit work = timeline.reconcile(snapshots.pairs(networkId));
        if (work.compare().isEmpty() && work.discard().isEmpty()) {
            return timeline;
        }
        return snapshots.whileLocked(networkId, () -> settle(networkId, read(networkId), null, null));
    }

    /**
     * Places the snapshot by its capture's start time and compares it with its neighbours.
     *
     * @throws DuplicateSnapshotException when its capture is a snapshot of the network already
     */
    public SnapshotTimeline add(NetworkId networkId, Snapshot snapshot) {
        return snapshots.whileLocked(networkId,
                () -> settle(networkId, read(networkId).add(snapshot).timeline(), snapshot, null));
    }

    /**
     * Takes the snapshot out and compares the two it stood between.
     *
     * @throws NoSuchElementException when the network has no such snapshot
     */
    public SnapshotTimeline remove(NetworkId networkId, SnapshotId snapshotId) {
        return snapshots.whileLocked(networkId,
                () -> settle(networkId, read(networkId).remove(snapshotId).timeline(), null, snapshotId));
    }

    private SnapshotTimeline read(NetworkId networkId) {
        return SnapshotTimeline.of(networkId, snapshots.snapshots(networkId));
    }

    /**
     * Brings the stored comparisons in line with the timeline. A pair whose capture is being analysed again
     * has no facts yet; it is left out now and compared on a later read.
     */
    private SnapshotTimeline settle(NetworkId networkId, SnapshotTimeline timeline, Snapshot added, SnapshotId removed) {
        TimelineEdit work = timeline.reconcile(snapshots.pairs(networkId));
        Map<SnapshotId, Optional<SnapshotFacts>> known = new HashMap<>();
        Map<SnapshotPair, List<ChangeEvent>> compared = new HashMap<>();
        for (SnapshotPair pair : work.compare()) {
            Optional<SnapshotFacts> current = factsOf(timeline, pair.current(), known);
            Optional<SnapshotFacts> previous = pair.isBaseline() ? Optional.empty()
                    : factsOf(timeline, pair.previous(), known);
            if (current.isPresent() && (pair.isBaseline() || previous.isPresent())) {
                compared.put(pair, detector.detect(new Comparison(previous.orElse(null), current.get())));
            }
        }
        TimelineChange change = new TimelineChange(added, removed, work.discard(), compared);
        if (!change.isEmpty()) {
            snapshots.save(networkId, change);
        }
        return timeline;
    }

    private Optional<SnapshotFacts> factsOf(SnapshotTimeline timeline, SnapshotId snapshotId,
                                            Map<SnapshotId, Optional<SnapshotFacts>> known) {
        return known.computeIfAbsent(snapshotId, id -> timeline.find(id).flatMap(s -> facts.of(s.fileId())));
    }
}
