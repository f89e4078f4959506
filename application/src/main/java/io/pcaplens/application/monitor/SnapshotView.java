package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotSummary;

import java.util.Map;

/**
 * A snapshot as the timeline shows it: placed among the network's others, with its size, the changes its
 * pair found, counted by severity, and which tools its capture's analysis ran: a week read without IDS cannot
 * show alerts, and its reader must see that.
 *
 * @param tools the capture's tools by name, as its file record has them; empty while it is first analysed
 */
public record SnapshotView(Snapshot snapshot, SnapshotSummary summary, Map<String, ToolOutcome> tools) {

    public int changeCount() {
        return summary.changeCount();
    }
}
