package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotStanding;
import io.pcaplens.domain.monitor.SnapshotSummary;
import io.pcaplens.domain.monitor.SnapshotTimeline;
import io.pcaplens.domain.monitor.port.ChangeRepository;
import io.pcaplens.domain.monitor.port.SnapshotFactsRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Map;

/**
 * Gives the snapshots of a timeline their summaries: size and standing violations kept with their facts,
 * changes counted from their pairs.
 */
@ApplicationScoped
public class SnapshotViews {

    private SnapshotFactsRepository stored;
    private SnapshotFactsReader facts;
    private ChangeRepository changes;
    private CaptureRepository captures;

    /** For the container's proxy. */
    protected SnapshotViews() {
    }

    @Inject
    public SnapshotViews(SnapshotFactsRepository stored, SnapshotFactsReader facts, ChangeRepository changes,
                         CaptureRepository captures) {
        this.stored = stored;
        this.facts = facts;
        this.changes = changes;
        this.captures = captures;
    }

    public List<SnapshotView> of(SnapshotTimeline timeline) {
        List<Snapshot> all = timeline.snapshots();
        Map<CaptureId, SnapshotStanding> standings = stored.standings(all.stream().map(Snapshot::fileId).toList());
        Map<SnapshotId, Map<ChangeSeverity, Integer>> counts = changes.severityCounts(timeline.networkId());
        return all.stream().map(s -> new SnapshotView(s, SnapshotSummary.of(standing(s, standings),
                counts.get(s.id())), tools(s))).toList();
    }

    public SnapshotView of(SnapshotTimeline timeline, SnapshotId snapshotId) {
        return of(timeline).stream().filter(v -> v.snapshot().id().equals(snapshotId)).findFirst().orElseThrow();
    }

    private Map<String, ToolOutcome> tools(Snapshot s) {
        return captures.find(s.fileId()).map(Capture::tools).filter(t -> t != null).orElse(Map.of());
    }

    private SnapshotStanding standing(Snapshot s, Map<CaptureId, SnapshotStanding> standings) {
        SnapshotStanding kept = standings.get(s.fileId());
        // facts dropped while the capture is analysed again are known again once it completes
        return kept != null ? kept : facts.of(s.fileId()).map(SnapshotStanding::of).orElse(SnapshotStanding.NONE);
    }
}
