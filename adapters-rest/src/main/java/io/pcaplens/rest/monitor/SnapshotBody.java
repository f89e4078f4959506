package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.SnapshotView;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.rest.Timestamps;

/** A snapshot as the API shows it: its place in the network's timeline and its summary. */
public record SnapshotBody(String id, String networkId, String fileId, int order, String captureStart,
                           int changeCount, SummaryBody summary) {

    static SnapshotBody from(SnapshotView view) {
        Snapshot s = view.snapshot();
        return new SnapshotBody(s.id().toString(), s.networkId().toString(), s.fileId(), s.order(),
                Timestamps.of(s.captureStart()), view.changeCount(), SummaryBody.from(view.summary()));
    }
}
