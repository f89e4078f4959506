package io.pcaplens.domain.packet;

import java.time.Instant;

/**
 * A frame timestamp as nanoseconds since the epoch: the capture's own clock, uncorrected (spec 2.2), at
 * full precision (nanosecond captures keep their nanoseconds).
 */
public final class CaptureTime {

    private static final int NANO_DIGITS = 9;

    private CaptureTime() {
    }

    /** Parses the dissector's epoch string, e.g. {@code 1389719041.897975000}. */
    public static long parseEpochNanos(String epoch) {
        String v = PacketFields.first(epoch).trim();
        if (v.isEmpty()) {
            throw new IllegalArgumentException("no timestamp");
        }
        boolean negative = v.startsWith("-");
        if (negative) {
            v = v.substring(1);
        }
        int dot = v.indexOf('.');
        String whole = dot < 0 ? v : v.substring(0, dot);
        String fraction = dot < 0 ? "" : v.substring(dot + 1);
        if (fraction.length() > NANO_DIGITS) {
            fraction = fraction.substring(0, NANO_DIGITS);
        }
        long nanos = Long.parseLong(whole.isEmpty() ? "0" : whole) * 1_000_000_000L
                + (fraction.isEmpty() ? 0 : Long.parseLong(fraction) * pow10(NANO_DIGITS - fraction.length()));
        return negative ? -nanos : nanos;
    }

    /** The instant of an epoch-nanosecond time, before 1970 included. */
    public static Instant instant(long epochNanos) {
        return Instant.ofEpochSecond(Math.floorDiv(epochNanos, 1_000_000_000L),
                Math.floorMod(epochNanos, 1_000_000_000L));
    }

    /**
     * The epoch-nanosecond time of an instant; instants beyond what a long holds (about the years 1677 to 2262)
     * give the nearest time it does hold, which lies before or after every capture as they do.
     */
    public static long epochNanos(Instant instant) {
        try {
            return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
        } catch (ArithmeticException e) {
            return instant.getEpochSecond() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }

    private static long pow10(int n) {
        long r = 1;
        for (int i = 0; i < n; i++) {
            r *= 10;
        }
        return r;
    }
}
