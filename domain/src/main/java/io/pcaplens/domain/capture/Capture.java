package io.pcaplens.domain.capture;

import java.time.Instant;

/**
 * An uploaded capture file and the state of its analysis. The id is the fileId of the API; the SHA-256
 * makes every upload unique (spec 7 rule 1). Capture start/end, counts, the tools' outcomes and the warnings
 * are known once the analysis has ended.
 *
 * @param warnings what the user should know about a completed analysis that read less than the whole file
 *                 (a capture cut short); empty otherwise, never null
 */
public record Capture(
        CaptureId id,
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
        java.util.Map<String, ToolOutcome> tools,
        java.util.List<String> warnings) {
}
