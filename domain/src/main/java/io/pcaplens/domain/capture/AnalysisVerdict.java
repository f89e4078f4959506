package io.pcaplens.domain.capture;

import io.pcaplens.domain.packet.UntimedFrames;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How an analysis ends (architecture.md: QUEUED → ANALYZING → COMPLETED | FAILED(reason)). A capture read to
 * its end is COMPLETED, whatever the enrichment tools did: their failures show in {@code tools} only. So is a
 * capture cut short in the middle of a frame, the usual end of a capture stopped abruptly: all its frames
 * before the cut are analysed and a warning says where it was cut. A damaged capture is FAILED, but what was
 * read before the damage is kept and the reason says so. Only when no frame at all could be read, or the
 * analysis itself broke, is nothing kept. Frames that carried no timestamp are analysed with the times they
 * were given, and a warning says how many there were and which times those are.
 *
 * @param keepsFindings whether the conversations, packets and counts found are stored with the verdict
 * @param tools         each tool's outcome by the file record's names; empty when nothing is kept
 * @param warnings      what the user should know about the findings kept: where a COMPLETED analysis stopped
 *                      before the end of the file, which frames were given times they did not carry
 */
public record AnalysisVerdict(CaptureStatus status, String reason, boolean keepsFindings,
                              Map<String, ToolOutcome> tools, List<String> warnings) {

    /**
     * @param packets    how many packets the dissector read
     * @param truncation why it stopped before the end of the file, null when it did not
     * @param untimed    the frames read that carried no timestamp
     */
    public static AnalysisVerdict of(long packets, Truncation truncation, UntimedFrames untimed, ToolReport tools) {
        if (truncation != null && packets == 0) {
            return new AnalysisVerdict(CaptureStatus.FAILED, truncation.reason(), false, Map.of(), List.of());
        }
        boolean readToTheEnd = truncation == null;
        boolean cutShort = !readToTheEnd && truncation.kind() == Truncation.Kind.CUT_SHORT;
        List<String> warnings = new ArrayList<>();
        if (cutShort) {
            warnings.add(truncation.warning());
        }
        untimed.warning().ifPresent(warnings::add);
        if (readToTheEnd || cutShort) {
            return new AnalysisVerdict(CaptureStatus.COMPLETED, null, true, tools.byLabel(), List.copyOf(warnings));
        }
        return new AnalysisVerdict(CaptureStatus.FAILED, truncation.reason() + " The " + packets
                + " packets before that point were analysed and their conversations are kept.", true, tools.byLabel(),
                List.copyOf(warnings));
    }

    /**
     * How the analysis ends on its capture: this verdict's status and reason, with what was found, the tools'
     * outcomes and the warnings of this verdict.
     */
    public AnalysisEnd end(Long startNanos, Long endNanos, long packets, int conversations) {
        return new AnalysisEnd(status, reason,
                new CaptureFindings(startNanos, endNanos, packets, conversations, tools, warnings));
    }

    /**
     * How ndpiReader fared, judged by what it reported: nDPI sees IP flows only, so a run that ended well but
     * reported no flow at all from a capture with IP traffic could not read the capture, and failed. That fails
     * the tool, never the analysis.
     *
     * @param ran       the outcome of ndpiReader's run itself
     * @param anyFlow   whether it reported any flow
     * @param ipTraffic whether the capture has IP traffic
     */
    public static ToolOutcome ofDeepPacketInspection(ToolOutcome ran, boolean anyFlow, boolean ipTraffic) {
        if (ran.status() == ToolOutcome.Status.COMPLETED && !anyFlow && ipTraffic) {
            return ToolOutcome.failed("ndpiReader reported no flows although the capture has IP traffic (a link"
                    + " type it does not read, such as 802.11 radiotap)");
        }
        return ran;
    }

    /** The analysis broke: a tool it cannot do without failed, or anything else went wrong. */
    public static AnalysisVerdict failed(Exception failure) {
        return new AnalysisVerdict(CaptureStatus.FAILED, ToolFailure.reasonOf(failure, "analysis"), false, Map.of(),
                List.of());
    }
}
