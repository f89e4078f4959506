package io.pcaplens.domain.capture;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * An uploaded capture file, in three parts: what its upload told, where its analysis stands, and what the
 * analysis found once it ended. The id is the fileId of the API; the SHA-256 makes every upload unique
 * (spec 7 rule 1).
 */
public record Capture(CaptureId id, CaptureUpload upload, AnalysisState analysis, CaptureFindings findings) {

    public Capture {
        findings = findings == null ? CaptureFindings.NONE : findings;
    }

    /** A capture just uploaded: queued, nothing found yet. */
    public static Capture uploaded(CaptureId id, CaptureUpload upload) {
        return new Capture(id, upload, AnalysisState.queued(), CaptureFindings.NONE);
    }

    /** The same capture with its analysis elsewhere. */
    public Capture withAnalysis(AnalysisState state) {
        return new Capture(id, upload, state, findings);
    }

    /** The same capture with what its analysis found. */
    public Capture withFindings(CaptureFindings found) {
        return new Capture(id, upload, analysis, found);
    }

    public String name() {
        return upload.name();
    }

    public long size() {
        return upload.size();
    }

    public String sha256() {
        return upload.sha256();
    }

    public CaptureFormat format() {
        return upload.format();
    }

    public AnalysisOptions options() {
        return upload.options();
    }

    public Instant uploadedAt() {
        return upload.uploadedAt();
    }

    public CaptureStatus status() {
        return analysis.status();
    }

    public String statusReason() {
        return analysis.reason();
    }

    public Progress progress() {
        return analysis.progress();
    }

    public Instant completedAt() {
        return analysis.completedAt();
    }

    public Long captureStartNanos() {
        return findings.startNanos();
    }

    public Long captureEndNanos() {
        return findings.endNanos();
    }

    public Long packetCount() {
        return findings.packets();
    }

    public Integer conversationCount() {
        return findings.conversations();
    }

    public Map<String, ToolOutcome> tools() {
        return findings.tools();
    }

    public List<String> warnings() {
        return findings.warnings();
    }
}
