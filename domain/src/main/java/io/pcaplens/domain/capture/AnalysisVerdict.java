package io.pcaplens.domain.capture;

import java.util.Map;

/**
 * How an analysis ends (architecture.md: QUEUED → ANALYZING → COMPLETED | FAILED(reason)). A capture read to
 * its end is COMPLETED, whatever the enrichment tools did: their failures show in {@code tools} only. A
 * capture that ends early is FAILED, but what was read before that point is kept and the reason says so;
 * only when nothing at all could be read, or the analysis itself broke, is nothing kept.
 *
 * @param keepsFindings whether the conversations, packets and counts found are stored with the verdict
 * @param tools         each tool's outcome by the file record's names; empty when nothing is kept
 */
public record AnalysisVerdict(CaptureStatus status, String reason, boolean keepsFindings,
                              Map<String, ToolOutcome> tools) {

    /**
     * @param packets    how many packets the dissector read
     * @param truncation why it stopped before the end of the file, null when it did not
     */
    public static AnalysisVerdict of(long packets, String truncation, ToolReport tools) {
        if (truncation == null) {
            return new AnalysisVerdict(CaptureStatus.COMPLETED, null, true, tools.byLabel());
        }
        if (packets == 0) {
            return new AnalysisVerdict(CaptureStatus.FAILED, truncation, false, Map.of());
        }
        return new AnalysisVerdict(CaptureStatus.FAILED, truncation + " The " + packets
                + " packets before that point were analysed and their conversations are kept.", true, tools.byLabel());
    }

    /** The analysis broke: a tool it cannot do without failed, or anything else went wrong. */
    public static AnalysisVerdict failed(Exception failure) {
        return new AnalysisVerdict(CaptureStatus.FAILED, ToolFailure.reasonOf(failure, "analysis"), false, Map.of());
    }
}
