package io.pcaplens.domain.capture;

import java.time.Instant;

/**
 * An uploaded capture file and the state of its analysis. The id is the fileId of the API; the SHA-256
 * makes every upload unique (spec 7 rule 1). Capture start/end, counts and the tools' outcomes are known
 * once the analysis has ended.
 */
public record Capture(
        String id,
        String name,
        long size,
        String sha256,
        CaptureFormat format,
        CaptureStatus status,
        String statusReason,
        Progress progress,
        AnalysisOptions options,
        Instant uploadedAt,
        Instant completedAt,
        Long captureStartNanos,
        Long captureEndNanos,
        Long packetCount,
        Integer conversationCount,
        java.util.Map<String, ToolOutcome> tools) {
}
