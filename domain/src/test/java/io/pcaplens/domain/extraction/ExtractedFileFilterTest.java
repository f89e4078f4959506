package io.pcaplens.domain.extraction;

import io.pcaplens.domain.capture.CaptureId;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExtractedFileFilterTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-00000000000c");
    private static final String HASH = "ab".repeat(32);
    private static final ExtractedFile SAMPLE = new ExtractedFile(7, CAPTURE, 3L, "HTTP", "Setup.EXE", 1000, HASH, "PE", 9L);
    private static final ExtractedFile UNTYPED = new ExtractedFile(8, CAPTURE, null, "IMF", "mail.eml", 10, HASH, null, 9L);

    private static ExtractedFileFilter of(String name, List<String> types, Long min, Long max, String sha256) {
        return new ExtractedFileFilter(name, types, min, max, sha256, null, Set.of());
    }

    @Test
    void everyGivenCriterionMustHoldAndBlanksMeanAny() {
        assertTrue(of(" setup ", List.of(" pe", "zip"), 1000L, 1000L, " ABAB").matches(SAMPLE));
        assertTrue(of("", List.of(" "), null, null, " ").matches(SAMPLE));
        assertFalse(of("setup", List.of("ZIP"), null, null, null).matches(SAMPLE));
        assertFalse(of(null, List.of(), 1001L, null, null).matches(SAMPLE));
        assertFalse(of(null, List.of(), null, 999L, null).matches(SAMPLE));
        assertFalse(of(null, List.of(), null, null, "ac").matches(SAMPLE));
        assertTrue(of(null, List.of("unknown"), null, null, null).matches(UNTYPED));
        assertFalse(of(null, List.of("unknown"), null, null, null).matches(SAMPLE));
        assertTrue(ExtractedFileFilter.ofConversation(3L).matches(SAMPLE));
        assertFalse(ExtractedFileFilter.ofConversation(3L).matches(UNTYPED));
        assertTrue(new ExtractedFileFilter(null, null, null, null, null, null, Set.of(7L)).matches(SAMPLE));
        assertFalse(new ExtractedFileFilter(null, null, null, null, null, null, Set.of(7L)).matches(UNTYPED));
    }

    @Test
    void impossibleBoundsAndANonHexHashAreRefusedWithTheirReason() {
        assertEquals("minSize (5) is above maxSize (4)",
                assertThrows(IllegalArgumentException.class, () -> of(null, null, 5L, 4L, null)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> of(null, null, -1L, null, null));
        assertThrows(IllegalArgumentException.class, () -> of(null, null, null, null, "xyz"));
        assertThrows(IllegalArgumentException.class, () -> of(null, null, null, null, HASH + "a"));
    }

    @Test
    void programsAndArchivesAreToBePassedOnInAZip() {
        assertTrue(FileKind.executableOrArchive("PE"));
        assertTrue(FileKind.executableOrArchive("ZIP"));
        assertFalse(FileKind.executableOrArchive("PDF"));
        assertFalse(FileKind.executableOrArchive(null));
    }
}
