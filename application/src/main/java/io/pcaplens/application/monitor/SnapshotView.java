package io.pcaplens.application.monitor;

import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotSummary;

/**
 * A snapshot as the timeline shows it: placed among the network's others, with its size and the changes its
 * pair found, counted by severity.
 */
public record SnapshotView(Snapshot snapshot, SnapshotSummary summary) {

    public int changeCount() {
        return summary.changeCount();
    }
}
