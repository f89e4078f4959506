package io.pcaplens.domain.capture;

import java.time.Instant;

/**
 * Where a capture's analysis stands (architecture.md: QUEUED → ANALYZING → COMPLETED | FAILED(reason)).
 *
 * @param reason      why it failed; null otherwise
 * @param completedAt when it ended; null before that
 */
public record AnalysisState(CaptureStatus status, String reason, Progress progress, Instant completedAt) {

    /** Waiting for a worker. */
    public static AnalysisState queued() {
        return new AnalysisState(CaptureStatus.QUEUED, null, new Progress(0, Progress.QUEUED), null);
    }
}
