package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.SnapshotView;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.rest.Timestamps;
import io.pcaplens.rest.capture.FileBody;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.Map;

/** A snapshot as the API shows it: its place in the network's timeline, its summary and the tools that read it. */
public record SnapshotBody(String id, String networkId, String fileId, int order, String captureStart,
                           int changeCount, SummaryBody summary,
                           @Schema(description = "the tools the capture's analysis ran, as the file record's tools:"
                                   + " a snapshot whose suricata is SKIPPED was read without IDS and cannot show alerts")
                           Map<String, FileBody.ToolBody> tools) {

    static SnapshotBody from(SnapshotView view) {
        Snapshot s = view.snapshot();
        return new SnapshotBody(s.id().toString(), s.networkId().toString(), s.fileId().value(), s.order(),
                Timestamps.of(s.captureStart()), view.changeCount(), SummaryBody.from(view.summary()),
                FileBody.tools(view.tools()));
    }
}
