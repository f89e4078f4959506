package io.pcaplens.domain.overview;

import java.util.ArrayList;
import java.util.List;

/**
 * The width of a timeline's bins: the smallest "nice" duration at least as long as the capture's span divided
 * by the number of bins asked for, so that a chart's axis reads in round steps (5 ms, 2 s, 10 min) and never
 * needs more bins than asked.
 *
 * <p>Nice durations are 1, 2 and 5 times a power of ten of a unit — microseconds, milliseconds, seconds,
 * minutes, hours — kept below the next unit (so 50 s, then 1 min); hours go on without end, which a capture
 * merged from recordings years apart needs.
 */
public final class BinWidth {

    private static final long MICROSECOND = 1_000L;
    private static final long MILLISECOND = 1_000_000L;
    private static final long SECOND = 1_000_000_000L;
    private static final long MINUTE = 60 * SECOND;
    private static final long HOUR = 60 * MINUTE;

    /** Every nice width below one hour, ascending. */
    private static final List<Long> BELOW_AN_HOUR = ladder();

    private BinWidth() {
    }

    private static List<Long> ladder() {
        long[][] units = {{MICROSECOND, MILLISECOND}, {MILLISECOND, SECOND}, {SECOND, MINUTE}, {MINUTE, HOUR}};
        List<Long> widths = new ArrayList<>();
        for (long[] unit : units) {
            for (long power = unit[0]; power < unit[1]; power *= 10) {
                for (long step : new long[] {1, 2, 5}) {
                    if (step * power < unit[1]) {
                        widths.add(step * power);
                    }
                }
            }
        }
        return List.copyOf(widths);
    }

    /**
     * @param spanNanos from the capture's first to its last packet, zero or more
     * @param bins      how many bins the span may take at the most, one or more
     * @return the bin width in nanoseconds
     */
    public static long of(long spanNanos, int bins) {
        if (spanNanos < 0 || bins < 1) {
            throw new IllegalArgumentException("span " + spanNanos + " ns in " + bins + " bins");
        }
        // the last packet lies on the span's end and needs a bin of its own when the span divides evenly
        long least = spanNanos / bins + 1;
        for (long width : BELOW_AN_HOUR) {
            if (width >= least) {
                return width;
            }
        }
        for (long power = HOUR; ; power *= 10) {
            for (long step : new long[] {1, 2, 5}) {
                if (step * power >= least) {
                    return step * power;
                }
            }
        }
    }
}
