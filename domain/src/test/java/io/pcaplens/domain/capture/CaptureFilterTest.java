package io.pcaplens.domain.capture;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CaptureFilterTest {

    private static Capture named(String name, CaptureStatus status) {
        return new Capture(new CaptureId("00000000-0000-0000-0000-000000000001"),
                new CaptureUpload(name, 1, "sha", CaptureFormat.PCAP, new AnalysisOptions(true, true, false), Instant.EPOCH),
                new AnalysisState(status, null, new Progress(0, Progress.DISSECTING), null), CaptureFindings.NONE);
    }

    @Test
    void aPartOfTheNameInAnyCaseAndOneOfTheStatusesMustHold() {
        Capture smtp = named("SMTP-zip-attachment.pcap", CaptureStatus.COMPLETED);
        assertTrue(new CaptureFilter(" zip-ATTACH ", Set.of()).matches(smtp));
        assertTrue(new CaptureFilter(null, Set.of(CaptureStatus.FAILED, CaptureStatus.COMPLETED)).matches(smtp));
        assertTrue(new CaptureFilter("", null).matches(smtp));
        assertFalse(new CaptureFilter("http", Set.of()).matches(smtp));
        assertFalse(new CaptureFilter("smtp", Set.of(CaptureStatus.QUEUED)).matches(smtp));
    }
}
