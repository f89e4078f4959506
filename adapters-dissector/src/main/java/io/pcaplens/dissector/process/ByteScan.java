package io.pcaplens.dissector.process;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Finding a byte in a buffer eight bytes at a time: tshark's output is mostly long runs of payload hex, and
 * looking for the next separator or line end is the hottest loop of an analysis.
 */
public final class ByteScan {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private ByteScan() {
    }

    /** The index of the first {@code b} in {@code a[from, to)}, or -1. */
    public static int indexOf(byte[] a, int from, int to, byte b) {
        long pattern = (b & 0xFFL) * ONES;
        int i = from;
        for (; i + Long.BYTES <= to; i += Long.BYTES) {
            long x = (long) LONGS.get(a, i) ^ pattern;
            // the lowest flagged byte is the first one equal to b (the usual "has zero byte" test)
            long found = (x - ONES) & ~x & HIGHS;
            if (found != 0) {
                return i + (Long.numberOfTrailingZeros(found) >>> 3);
            }
        }
        for (; i < to; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
