package io.pcaplens.dissector.process;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ByteScanTest {

    private static int naive(byte[] a, int from, int to, byte b) {
        for (int i = from; i < to; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void findsTheFirstOccurrenceLikeALoopDoes() {
        Random random = new Random(3);
        for (int round = 0; round < 2000; round++) {
            byte[] a = new byte[random.nextInt(70)];
            for (int i = 0; i < a.length; i++) {
                // few distinct values, so that targets, near misses (0x1e, 0x20, 0x9f) and repeats occur
                a[i] = (byte) new int[]{0x1f, 0x1e, 0x20, 0x9f, 0x0a, 0x30, 0x00, 0xff}[random.nextInt(8)];
            }
            int from = a.length == 0 ? 0 : random.nextInt(a.length);
            int to = from + (a.length == from ? 0 : random.nextInt(a.length - from + 1));
            for (byte b : new byte[]{0x1f, 0x0a, 0x00, (byte) 0xff}) {
                assertEquals(naive(a, from, to, b), ByteScan.indexOf(a, from, to, b));
            }
        }
    }
}
