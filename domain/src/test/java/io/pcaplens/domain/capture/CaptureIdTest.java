package io.pcaplens.domain.capture;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CaptureIdTest {

    @Test
    void aCanonicalUuidInAnyLetterCaseNamesOneCapture() {
        CaptureId upper = CaptureId.parse("0A6E1A0C-5B7F-4C1D-9E2A-3F4B5C6D7E8F").orElseThrow();
        assertEquals("0a6e1a0c-5b7f-4c1d-9e2a-3f4b5c6d7e8f", upper.value());
        assertEquals(upper, new CaptureId("0a6e1a0c-5b7f-4c1d-9e2a-3f4b5c6d7e8f"));
    }

    @Test
    void anythingElseIsNoCaptureId() {
        assertEquals(Optional.empty(), CaptureId.parse("1-2-3-4-5"), "UUID.fromString would take it");
        assertEquals(Optional.empty(), CaptureId.parse("some-id"));
        assertEquals(Optional.empty(), CaptureId.parse(""));
        assertEquals(Optional.empty(), CaptureId.parse(null));
        assertThrows(IllegalArgumentException.class, () -> new CaptureId("not-a-uuid"));
    }
}
