package io.pcaplens.domain.tracer;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The payload rule of spec section 8, "Payload passed to the language model", on its edges. */
class ExplanationPromptTest {

    private static byte[] bytes(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static TraceStep step(String info, byte[] payload) {
        return new TraceStep(7, 42, StepDirection.SERVER, "HTTP", 219, info, 0, HexFormat.of().formatHex(payload));
    }

    @Test
    void threePrintableCharactersInARowAreNotEnough() {
        assertEquals(Optional.empty(), ExplanationPrompt.asciiPayload(bytes("\0ABC\0AB\0")));
    }

    @Test
    void fourPrintableCharactersInARowAreEnough() {
        assertEquals(Optional.of(".ABCD.AB."), ExplanationPrompt.asciiPayload(bytes("\0ABCD\0AB\0")));
    }

    @Test
    void everyNonPrintableByteBecomesAPeriod() {
        // tab, line ends, DEL and bytes above 0x7F are not printable ASCII; space is
        assertEquals(Optional.of("GET / HTTP/1.1..Host:.x....."),
                ExplanationPrompt.asciiPayload(bytes("GET / HTTP/1.1\r\nHost:\tx\u007f\u0080\u00ff\u00e9\u0001")));
    }

    @Test
    void atMostTheStored64BytesArePassed() {
        assertEquals(Optional.of("A".repeat(64)), ExplanationPrompt.asciiPayload(bytes("A".repeat(100))));
    }

    @Test
    void aRunBeyondThe64thByteDoesNotCount() {
        // 62 zero bytes then "ABCD": only "AB" is within the first 64 bytes
        assertEquals(Optional.empty(), ExplanationPrompt.asciiPayload(bytes("\0".repeat(62) + "ABCD")));
        assertEquals(Optional.of(".".repeat(60) + "ABCD"),
                ExplanationPrompt.asciiPayload(bytes("\0".repeat(60) + "ABCDEFGH")));
    }

    @Test
    void anEmptyPayloadIsLeftOut() {
        assertEquals(Optional.empty(), ExplanationPrompt.asciiPayload(new byte[0]));
        assertNull(ExplanationPrompt.of(step("Echo (ping) request", new byte[0])).payload());
    }

    @Test
    void aPromptHoldsDirectionProtocolSizeInfoAndPayload() {
        ExplanationPrompt p = ExplanationPrompt.of(step("HTTP/1.1 200 OK  (application/pdf)", bytes("HTTP/1.1 200 OK\r\n")));
        assertEquals(7, p.index());
        assertEquals("SERVER->CLIENT", p.direction());
        assertEquals("HTTP", p.protocol());
        assertEquals(219, p.size());
        assertEquals("HTTP/1.1 200 OK  (application/pdf)", p.info());
        assertEquals("HTTP/1.1 200 OK..", p.payload());
    }

    @Test
    void aPacketWithoutInfoHasNone() {
        ExplanationPrompt p = ExplanationPrompt.of(step(null, bytes("\u0016\u0003\u0001")));
        assertNull(p.info());
        assertNull(p.payload());
    }
}
