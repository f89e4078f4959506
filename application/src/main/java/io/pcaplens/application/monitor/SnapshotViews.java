package io.pcaplens.application.monitor;

import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotSummary;
import io.pcaplens.domain.monitor.SnapshotTimeline;
import io.pcaplens.domain.monitor.TrafficSummary;
import io.pcaplens.domain.port.ChangeRepository;
import io.pcaplens.domain.port.SnapshotFactsRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Gives the snapshots of a timeline their summaries: sizes from their kept facts, changes from their pairs. */
@ApplicationScoped
public class SnapshotViews {

    private SnapshotFactsRepository stored;
    private SnapshotFactsReader facts;
    private ChangeRepository changes;

    /** For the container's proxy. */
    protected SnapshotViews() {
    }

    @Inject
    public SnapshotViews(SnapshotFactsRepository stored, SnapshotFactsReader facts, ChangeRepository changes) {
        this.stored = stored;
        this.facts = facts;
        this.changes = changes;
    }

    public List<SnapshotView> of(SnapshotTimeline timeline) {
        List<Snapshot> all = timeline.snapshots();
        Map<String, TrafficSummary> sizes = stored.summaries(all.stream().map(Snapshot::fileId).toList());
        Map<UUID, Map<ChangeSeverity, Integer>> counts = changes.severityCounts(timeline.networkId());
        return all.stream().map(s -> {
            TrafficSummary size = size(s, sizes);
            return new SnapshotView(s, new SnapshotSummary(size.hosts(), size.conversations(), size.bytes(),
                    counts.get(s.id())));
        }).toList();
    }

    public SnapshotView of(SnapshotTimeline timeline, UUID snapshotId) {
        return of(timeline).stream().filter(v -> v.snapshot().id().equals(snapshotId)).findFirst().orElseThrow();
    }

    private TrafficSummary size(Snapshot s, Map<String, TrafficSummary> sizes) {
        TrafficSummary size = sizes.get(s.fileId());
        // facts dropped while the capture is analysed again are known again once it completes
        return size != null ? size : facts.of(s.fileId()).map(SnapshotFacts::summary).orElse(TrafficSummary.NONE);
    }
}
