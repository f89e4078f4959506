package io.pcaplens.domain.capture;

import org.junit.jupiter.api.Test;

import java.lang.reflect.UndeclaredThrowableException;
import java.util.concurrent.ExecutionException;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ToolFailureTest {

    @Test
    void aWrapperWithoutWordsOfItsOwnGivesItsCausesReason() {
        assertEquals("analysis failed: Connection to 127.0.0.1:54339 refused", ToolFailure.reasonOf(
                new UndeclaredThrowableException(new IllegalStateException("Connection to 127.0.0.1:54339 refused")),
                "analysis"));
        // an executor's wrapper repeats its cause's toString(): the cause's own words are the reason
        assertEquals("analysis failed: disk full", ToolFailure.reasonOf(
                new ExecutionException(new IllegalStateException("disk full")), "analysis"));
    }

    @Test
    void aWriteThatFoundNoSpaceIsDiskFullWithoutTheServersPaths() {
        // java.io's and PostgreSQL's words for ENOSPC, under the wrappers they come in
        String reason = ToolFailure.reasonOf(new IllegalStateException("could not store the packets",
                new java.sql.SQLException("could not extend file \"base/5/16384\": No space left on device", "53100")),
                "analysis");
        assertEquals("disk full: a write found no space left on the device holding the service's data", reason);
        assertEquals(reason, ToolFailure.reasonOf(new ToolFailure(Tool.SURICATA,
                "suricata failed", new java.io.IOException("/srv/pcaplens/data/work/x/eve.json: No space left on device")),
                "analysis"));
        assertEquals("disk full: 10 bytes free where captures are kept, and the service keeps at least 20 bytes free",
                ToolFailure.reasonOf(new DiskFull(10, 20), "analysis"));
    }

    @Test
    void aFailureWithoutAnyWordsNamesNoClass() {
        assertEquals("analysis failed: an internal error (the service's log has the details)",
                ToolFailure.reasonOf(new UndeclaredThrowableException(new NullPointerException()), "analysis"));
    }

    @Test
    void anInterruptionSaysSo() {
        assertEquals("analysis was interrupted", ToolFailure.reasonOf(
                new IllegalStateException(new InterruptedException()), "analysis"));
    }

    @Test
    void aFailureThatSaysWhatHappenedIsTakenAtItsWord() {
        assertEquals("file extraction failed: tshark exited with 2", ToolFailure.reasonOf(
                new IllegalStateException("tshark exited with 2"), "file extraction"));
    }
}
