package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotTimeline;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/** A network's timeline, and what change detection saw in each of its snapshots. */
@ApplicationScoped
public class SnapshotQueries {

    private NetworkRepository networks;
    private NetworkTimeline timelines;
    private SnapshotViews views;
    private SnapshotFactsReader facts;

    /** For the container's proxy. */
    protected SnapshotQueries() {
    }

    @Inject
    public SnapshotQueries(NetworkRepository networks, NetworkTimeline timelines, SnapshotViews views,
                           SnapshotFactsReader facts) {
        this.networks = networks;
        this.timelines = timelines;
        this.views = views;
        this.facts = facts;
    }

    /** The snapshots, earliest capture first. */
    public List<SnapshotView> list(NetworkId networkId) {
        return views.of(timeline(networkId));
    }

    /** A snapshot with the facts its comparisons read. */
    public record SnapshotDetail(SnapshotView view, SnapshotFacts facts) {
    }

    public SnapshotDetail facts(NetworkId networkId, SnapshotId snapshotId) {
        SnapshotTimeline timeline = timeline(networkId);
        Snapshot snapshot = timeline.find(snapshotId).orElseThrow(() -> Refusal.unknownSnapshot(snapshotId));
        SnapshotFacts seen = facts.of(snapshot.fileId()).orElseThrow(() -> new Refusal(
                Refusal.Reason.FILE_NOT_COMPLETED, "The snapshot's capture is being analysed again;"
                + " its facts are known once the analysis has completed."));
        return new SnapshotDetail(views.of(timeline, snapshotId), seen);
    }

    private SnapshotTimeline timeline(NetworkId networkId) {
        if (networks.find(networkId).isEmpty()) {
            throw Refusal.unknownNetwork(networkId);
        }
        return timelines.current(networkId);
    }
}
