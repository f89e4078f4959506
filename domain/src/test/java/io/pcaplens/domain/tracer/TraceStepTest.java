package io.pcaplens.domain.tracer;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TraceStepTest {

    private static TraceStep from(String packetSrc, String conversationSrcIp) {
        return TraceStep.of(1, 1, packetSrc, conversationSrcIp, "TCP", 60, null, 0, "");
    }

    @Test
    void aPacketFromTheStoredSrcIpIsClientAndEveryOtherIsServer() {
        assertEquals(StepDirection.CLIENT, from("10.0.0.2", "10.0.0.2").direction());
        assertEquals(StepDirection.SERVER, from("10.0.0.1", "10.0.0.2").direction());
    }

    @Test
    void theSameAddressWrittenDifferentlyIsTheSameSource() {
        assertEquals(StepDirection.CLIENT, from("2001:DB8::1", "2001:db8:0:0:0:0:0:1").direction());
        assertEquals(StepDirection.SERVER, from("2001:db8::2", "2001:db8::1").direction());
    }

    @Test
    void layerTwoConversationsCompareMacs() {
        assertEquals(StepDirection.CLIENT, from("00:1d:09:f0:92:ab", "00:1d:09:f0:92:ab").direction());
        assertEquals(StepDirection.SERVER, from("00:1a:6b:6c:0c:cc", "00:1d:09:f0:92:ab").direction());
    }

    @Test
    void anUnknownSourceIsNotTheClient() {
        assertEquals(StepDirection.SERVER, from(null, "10.0.0.2").direction());
    }

    @Test
    void theDirectionIsToldToTheModelWithTheSpecsArrows() {
        assertEquals("CLIENT->SERVER", StepDirection.CLIENT.arrow());
        assertEquals("SERVER->CLIENT", StepDirection.SERVER.arrow());
    }

    @Test
    void payloadIsKeptAsLowercaseHexAndDecodes() {
        TraceStep step = new TraceStep(1, 4, StepDirection.CLIENT, "HTTP", 219, "GET / HTTP/1.1", 0, "4745540A");
        assertEquals("4745540a", step.payloadHex());
        assertArrayEquals(new byte[] {'G', 'E', 'T', '\n'}, step.payload());
        assertEquals(0, new TraceStep(1, 4, StepDirection.CLIENT, "TCP", 60, null, 0, null).payload().length);
    }

    @Test
    void aBlankInfoIsNoInfo() {
        assertNull(new TraceStep(1, 1, StepDirection.CLIENT, "TCP", 60, "  ", 0, "").info());
    }

    @Test
    void rejectsWhatCannotBeAStep() {
        assertThrows(IllegalArgumentException.class, () -> new TraceStep(0, 1, StepDirection.CLIENT, "TCP", 60, null, 0, ""));
        assertThrows(IllegalArgumentException.class, () -> new TraceStep(1, 1, StepDirection.CLIENT, "TCP", -1, null, 0, ""));
        assertThrows(IllegalArgumentException.class, () -> new TraceStep(1, 1, StepDirection.CLIENT, "TCP", 60, null, 0, "abc"));
        assertThrows(IllegalArgumentException.class, () -> new TraceStep(1, 1, StepDirection.CLIENT, "TCP", 60, null, 0, "zz"));
    }

    @Test
    void contextNamesSenderAndReceiverByDirection() {
        TraceContext c = new TraceContext("10.0.0.2", 33532, "10.0.0.1", 80, "TCP", "HTTP", null, " ");
        assertEquals("10.0.0.2", c.sender(StepDirection.CLIENT));
        assertEquals("10.0.0.1", c.receiver(StepDirection.CLIENT));
        assertEquals("10.0.0.1", c.sender(StepDirection.SERVER));
        assertEquals("10.0.0.2", c.receiver(StepDirection.SERVER));
        assertNull(c.hostname());
    }
}
