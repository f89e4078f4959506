package io.pcaplens.domain.capture;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class AnalysisEndTest {

    @Test
    void anAnalysisEndsCompletedOrFailedOnly() {
        assertThrows(IllegalArgumentException.class,
                () -> new AnalysisEnd(CaptureStatus.ANALYZING, null, CaptureFindings.NONE));
        assertThrows(IllegalArgumentException.class,
                () -> new AnalysisEnd(CaptureStatus.QUEUED, null, CaptureFindings.NONE));
    }

    @Test
    void aFailureThatKeepsNothingHasItsReasonAndNoFindings() {
        AnalysisEnd end = AnalysisEnd.failed("tshark could not read the file");

        assertEquals(CaptureStatus.FAILED, end.status());
        assertEquals("tshark could not read the file", end.reason());
        assertEquals(CaptureFindings.NONE, end.findings());
    }
}
