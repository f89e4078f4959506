package io.pcaplens.domain.capture;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnalysisVerdictTest {

    private static ToolReport tools() {
        ToolReport tools = new ToolReport();
        tools.record(Tool.FILE_EXTRACTION, ToolOutcome.skipped());
        tools.record(Tool.TSHARK, ToolOutcome.completed());
        tools.record(Tool.NDPI_READER, ToolOutcome.failed("nDPI does not support this capture's link type"));
        return tools;
    }

    @Test
    void aCaptureReadToItsEndIsCompletedWhateverTheEnrichmentToolsDid() {
        AnalysisVerdict verdict = AnalysisVerdict.of(10, null, tools());

        assertEquals(CaptureStatus.COMPLETED, verdict.status());
        assertEquals(null, verdict.reason());
        assertTrue(verdict.keepsFindings());
        assertEquals(tools().byLabel(), verdict.tools());
    }

    @Test
    void toolsAreListedInTheirOwnOrderByTheFileRecordsNames() {
        assertEquals(java.util.List.of("tshark", "ndpiReader", "fileExtraction"),
                java.util.List.copyOf(tools().byLabel().keySet()));
    }

    @Test
    void aCaptureThatEndsEarlyFailsButKeepsWhatWasReadAndSaysSo() {
        AnalysisVerdict verdict = AnalysisVerdict.of(7, "The capture file is damaged after frame 7.", tools());

        assertEquals(CaptureStatus.FAILED, verdict.status());
        assertEquals("The capture file is damaged after frame 7. The 7 packets before that point were analysed"
                + " and their conversations are kept.", verdict.reason());
        assertTrue(verdict.keepsFindings());
    }

    @Test
    void aCaptureThatEndsBeforeItsFirstPacketFailsWithTheReasonAloneAndKeepsNothing() {
        AnalysisVerdict verdict = AnalysisVerdict.of(0, "The capture file is damaged after frame 0.", tools());

        assertEquals(new AnalysisVerdict(CaptureStatus.FAILED, "The capture file is damaged after frame 0.", false,
                Map.of()), verdict);
    }

    @Test
    void aToolFailureGivesItsOwnReasonAndAnyOtherFailureSaysWhatFailed() {
        assertEquals("tshark failed with exit code 2: oops",
                AnalysisVerdict.failed(new ToolFailure(Tool.TSHARK, "tshark failed with exit code 2: oops")).reason());
        assertEquals("analysis failed: disk full", AnalysisVerdict.failed(new IOException("disk full")).reason());
        assertEquals("analysis failed: InterruptedException",
                AnalysisVerdict.failed(new InterruptedException()).reason());
        assertFalse(AnalysisVerdict.failed(new IOException("x")).keepsFindings());
    }

    @Test
    void aFailedEnrichmentToolIsADegradedOutcomeInItsOwnWords() {
        assertEquals(ToolOutcome.failed("Suricata failed: E: bad rule"),
                ToolOutcome.failed(Tool.SURICATA, new ToolFailure(Tool.SURICATA, "Suricata failed: E: bad rule")));
        assertEquals(ToolOutcome.failed("file extraction failed: NullPointerException"),
                ToolOutcome.failed(Tool.FILE_EXTRACTION, new NullPointerException()));
        assertEquals(ToolOutcome.failed("file extraction was interrupted"), ToolOutcome.interrupted(Tool.FILE_EXTRACTION));
    }
}
