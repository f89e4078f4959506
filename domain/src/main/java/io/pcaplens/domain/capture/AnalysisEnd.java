package io.pcaplens.domain.capture;

import java.util.Objects;

/**
 * How a capture's analysis ended, recorded on the capture as one value (architecture.md: QUEUED → ANALYZING →
 * COMPLETED | FAILED(reason)): the final status, the reason of a failure, and what the analysis found of the
 * capture as a whole. A failed analysis may still have found something in the readable part of the file; its
 * reason then says so.
 *
 * @param reason   why it failed; null for a completed analysis
 * @param findings what was found; {@link CaptureFindings#NONE} when nothing is kept
 */
public record AnalysisEnd(CaptureStatus status, String reason, CaptureFindings findings) {

    public AnalysisEnd {
        Objects.requireNonNull(status, "status");
        if (!status.isFinal()) {
            throw new IllegalArgumentException("an analysis ends COMPLETED or FAILED, not " + status);
        }
        findings = findings == null ? CaptureFindings.NONE : findings;
    }

    /** The analysis broke, or could read nothing: nothing is kept. */
    public static AnalysisEnd failed(String reason) {
        return new AnalysisEnd(CaptureStatus.FAILED, reason, CaptureFindings.NONE);
    }

    /** The analysis read the capture: what it found is kept. */
    public static AnalysisEnd completed(CaptureFindings findings) {
        return new AnalysisEnd(CaptureStatus.COMPLETED, null, findings);
    }
}
