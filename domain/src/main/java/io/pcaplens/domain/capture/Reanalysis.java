package io.pcaplens.domain.capture;

import java.time.Instant;

/**
 * A capture analysed again with other options. It runs as an analysis of its own, under its own id, while the
 * capture's earlier results stay served; once COMPLETED its results replace them at once. A FAILED one leaves
 * the earlier results as they were and keeps its reason.
 *
 * @param id        the id the new results are staged under until they replace the old ones
 * @param captureId the capture analysed again
 */
public record Reanalysis(CaptureId id, CaptureId captureId, CaptureStatus status, String statusReason, Progress progress,
                         AnalysisOptions options, Instant requestedAt, Instant completedAt) {
}
