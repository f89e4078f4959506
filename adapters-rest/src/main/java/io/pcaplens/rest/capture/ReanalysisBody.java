package io.pcaplens.rest.capture;

import io.pcaplens.domain.capture.Reanalysis;
import io.pcaplens.rest.Timestamps;

/** A re-analysis of a file (docs/analysis.md, Re-analysis). */
public record ReanalysisBody(String fileId, String status, String statusReason, FileBody.ProgressBody progress,
                             boolean enableDpi, boolean enableIds, boolean enableFileExtraction,
                             String requestedAt, String completedAt) {

    static ReanalysisBody from(Reanalysis r) {
        return new ReanalysisBody(r.captureId().value(), r.status().name(), r.statusReason(),
                new FileBody.ProgressBody(r.progress().percent(), r.progress().stage()),
                r.options().enableDpi(), r.options().enableIds(), r.options().enableFileExtraction(),
                Timestamps.of(r.requestedAt()), Timestamps.of(r.completedAt()));
    }
}
