package io.pcaplens.domain.tracer;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CiphertextTest {

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void randomBytesAsLongAsAStoredPayloadLookLikeCiphertext() {
        Random random = new Random(20261201);
        for (int i = 0; i < 1_000; i++) {
            byte[] bytes = new byte[64];
            random.nextBytes(bytes);
            assertTrue(Ciphertext.likely(bytes), "sample " + i);
        }
    }

    @Test
    void textAndProtocolHeadsDoNot() {
        assertFalse(Ciphertext.likely(ascii("GET /download/file.zip HTTP/1.1\r\nHost: www.example.org\r\nUser-Agent")));
        assertFalse(Ciphertext.likely(ascii("220 ProFTPD 1.3.5 Server (Debian) [192.168.1.20] ready here")));
        assertFalse(Ciphertext.likely(ascii("The quick brown fox jumps over the lazy dog, again and again.")));
        assertFalse(Ciphertext.likely(new byte[64]));
    }

    @Test
    void fewBytesSayTooLittle() {
        Random random = new Random(7);
        byte[] bytes = new byte[Ciphertext.MIN_BYTES - 1];
        random.nextBytes(bytes);
        assertFalse(Ciphertext.likely(bytes));
        assertFalse(Ciphertext.likely(ascii("USER anonymous\r\n")));
    }
}
