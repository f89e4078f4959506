package io.pcaplens.domain.conversation;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class PayloadPatternTest {

    @Test
    void acceptsTheThreeFormsOfTheSpec() {
        byte[] get = {'G', 'E', 'T'};
        assertArrayEquals(get, PayloadPattern.parse("GET").orElseThrow());
        assertArrayEquals(get, PayloadPattern.parse("0x474554").orElseThrow());
        assertArrayEquals(get, PayloadPattern.parse("47 45 54").orElseThrow());
        assertArrayEquals(new byte[]{(byte) 0xca, (byte) 0xfe}, PayloadPattern.parse("0xCAFE").orElseThrow());
    }

    @Test
    void aSingleHexLookingWordIsText() {
        assertArrayEquals(new byte[]{'a', 'b'}, PayloadPattern.parse("ab").orElseThrow());
    }

    @Test
    void malformedHexIsRefused() {
        assertEquals(Optional.empty(), PayloadPattern.parse("0x4"));
        assertEquals(Optional.empty(), PayloadPattern.parse("0xzz"));
        assertEquals(Optional.empty(), PayloadPattern.parse(""));
    }
}
