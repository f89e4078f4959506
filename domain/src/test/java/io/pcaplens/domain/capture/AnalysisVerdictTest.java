package io.pcaplens.domain.capture;

import io.pcaplens.domain.packet.UntimedFrames;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnalysisVerdictTest {

    private static final String CUT = "The capture appears to have been cut short in the middle of a packet.";
    private static final String CORRUPT = "The capture appears to be damaged or corrupt.";

    private static ToolReport tools() {
        ToolReport tools = new ToolReport();
        tools.record(Tool.FILE_EXTRACTION, ToolOutcome.skipped());
        tools.record(Tool.TSHARK, ToolOutcome.completed());
        tools.record(Tool.NDPI_READER, ToolOutcome.failed("nDPI does not support this capture's link type"));
        return tools;
    }

    @Test
    void aCaptureReadToItsEndIsCompletedWhateverTheEnrichmentToolsDid() {
        AnalysisVerdict verdict = AnalysisVerdict.of(10, null, UntimedFrames.NONE, tools());

        assertEquals(CaptureStatus.COMPLETED, verdict.status());
        assertEquals(null, verdict.reason());
        assertTrue(verdict.keepsFindings());
        assertEquals(tools().byLabel(), verdict.tools());
        assertEquals(List.of(), verdict.warnings());
    }

    @Test
    void toolsAreListedInTheirOwnOrderByTheFileRecordsNames() {
        assertEquals(java.util.List.of("tshark", "ndpiReader", "fileExtraction"),
                java.util.List.copyOf(tools().byLabel().keySet()));
    }

    @Test
    void aCaptureCutShortInAFrameIsCompletedWithAWarningSayingWhereAndHowMuchWasRead() {
        AnalysisVerdict verdict = AnalysisVerdict.of(380, Truncation.cutShort(380, CUT), UntimedFrames.NONE, tools());

        assertEquals(new AnalysisVerdict(CaptureStatus.COMPLETED, null, true, tools().byLabel(),
                List.of("cut short in frame 381; 380 frames analysed")), verdict);
        assertEquals(List.of("cut short in frame 2; 1 frame analysed"),
                AnalysisVerdict.of(1, Truncation.cutShort(1, CUT), UntimedFrames.NONE, tools()).warnings());
    }

    @Test
    void framesWithoutATimestampLeaveTheCaptureCompletedWithAWarningAfterWhereItWasCut() {
        UntimedFrames untimed = new UntimedFrames(5, 0, 1_700_000_000_000_000_000L, true);

        assertEquals(new AnalysisVerdict(CaptureStatus.COMPLETED, null, true, tools().byLabel(),
                List.of(untimed.warning().orElseThrow())), AnalysisVerdict.of(10, null, untimed, tools()));
        assertEquals(List.of("cut short in frame 11; 10 frames analysed", untimed.warning().orElseThrow()),
                AnalysisVerdict.of(10, Truncation.cutShort(10, CUT), untimed, tools()).warnings());
        AnalysisVerdict damaged = AnalysisVerdict.of(10, Truncation.damaged(10, CORRUPT), untimed, tools());
        assertEquals(CaptureStatus.FAILED, damaged.status());
        assertEquals(List.of(untimed.warning().orElseThrow()), damaged.warnings(), "the kept findings carry it too");
    }

    @Test
    void aCaptureCutShortInItsFirstFrameFailsAndKeepsNothing() {
        AnalysisVerdict verdict = AnalysisVerdict.of(0, Truncation.cutShort(0, CUT), UntimedFrames.NONE, tools());

        assertEquals(new AnalysisVerdict(CaptureStatus.FAILED, "The capture file is cut short in frame 1, before any"
                + " frame could be read (tshark: " + CUT + ")", false, Map.of(), List.of()), verdict);
    }

    @Test
    void aDamagedCaptureFailsButKeepsWhatWasReadAndSaysSo() {
        AnalysisVerdict verdict = AnalysisVerdict.of(7, Truncation.damaged(7, CORRUPT), UntimedFrames.NONE, tools());

        assertEquals(CaptureStatus.FAILED, verdict.status());
        assertEquals("The capture file is damaged or truncated after frame 7 (tshark: " + CORRUPT + ") The 7 packets"
                + " before that point were analysed and their conversations are kept.", verdict.reason());
        assertTrue(verdict.keepsFindings());
        assertEquals(List.of(), verdict.warnings());
    }

    @Test
    void theEndOfAnAnalysisCarriesTheVerdictsStatusReasonToolsAndWarningsWithWhatWasFound() {
        AnalysisVerdict damaged = AnalysisVerdict.of(7, Truncation.damaged(7, CORRUPT), UntimedFrames.NONE, tools());
        AnalysisVerdict cut = AnalysisVerdict.of(380, Truncation.cutShort(380, CUT), UntimedFrames.NONE, tools());

        assertEquals(new AnalysisEnd(CaptureStatus.FAILED, damaged.reason(),
                new CaptureFindings(1L, 9L, 7L, 2, tools().byLabel(), List.of())), damaged.end(1L, 9L, 7, 2));
        assertEquals(AnalysisEnd.completed(new CaptureFindings(null, null, 380L, 0, tools().byLabel(),
                List.of("cut short in frame 381; 380 frames analysed"))), cut.end(null, null, 380, 0));
    }

    @Test
    void aCaptureDamagedBeforeItsFirstPacketFailsWithTheReasonAloneAndKeepsNothing() {
        AnalysisVerdict verdict = AnalysisVerdict.of(0, Truncation.damaged(0, CORRUPT), UntimedFrames.NONE, tools());

        assertEquals(new AnalysisVerdict(CaptureStatus.FAILED, "The capture file is damaged or truncated after frame 0"
                + " (tshark: " + CORRUPT + ")", false, Map.of(), List.of()), verdict);
    }

    @Test
    void aToolFailureGivesItsOwnReasonAndAnyOtherFailureSaysWhatFailed() {
        assertEquals("tshark failed with exit code 2: oops",
                AnalysisVerdict.failed(new ToolFailure(Tool.TSHARK, "tshark failed with exit code 2: oops")).reason());
        assertEquals("analysis failed: disk full", AnalysisVerdict.failed(new IOException("disk full")).reason());
        assertEquals("analysis was interrupted", AnalysisVerdict.failed(new InterruptedException()).reason());
        assertFalse(AnalysisVerdict.failed(new IOException("x")).keepsFindings());
    }

    @Test
    void aFailedEnrichmentToolIsADegradedOutcomeInItsOwnWords() {
        assertEquals(ToolOutcome.failed("Suricata failed: E: bad rule"),
                ToolOutcome.failed(Tool.SURICATA, new ToolFailure(Tool.SURICATA, "Suricata failed: E: bad rule")));
        assertEquals(ToolOutcome.failed("file extraction failed: an internal error (the service's log has the details)"),
                ToolOutcome.failed(Tool.FILE_EXTRACTION, new NullPointerException()));
        assertEquals(ToolOutcome.failed("file extraction was interrupted"), ToolOutcome.interrupted(Tool.FILE_EXTRACTION));
    }

    @Test
    void ndpiReportingNoFlowFromACaptureWithIpTrafficCouldNotReadIt() {
        ToolOutcome judged = AnalysisVerdict.ofDeepPacketInspection(ToolOutcome.completed(), false, true);

        assertEquals(ToolOutcome.failed("ndpiReader reported no flows although the capture has IP traffic (a link"
                + " type it does not read, such as 802.11 radiotap)"), judged);
    }

    @Test
    void ndpiReportingNoFlowFromACaptureWithoutIpTrafficRanWell() {
        assertEquals(ToolOutcome.completed(),
                AnalysisVerdict.ofDeepPacketInspection(ToolOutcome.completed(), false, false));
    }

    @Test
    void ndpiReportingFlowsRanWell() {
        assertEquals(ToolOutcome.completed(),
                AnalysisVerdict.ofDeepPacketInspection(ToolOutcome.completed(), true, true));
    }

    @Test
    void ndpiThatFailedOrWasSkippedKeepsItsOwnOutcome() {
        ToolOutcome failed = ToolOutcome.failed("nDPI does not support this capture's link type");

        assertEquals(failed, AnalysisVerdict.ofDeepPacketInspection(failed, false, true));
        assertEquals(ToolOutcome.skipped(), AnalysisVerdict.ofDeepPacketInspection(ToolOutcome.skipped(), false, true));
    }
}
