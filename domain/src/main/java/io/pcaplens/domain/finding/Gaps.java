package io.pcaplens.domain.finding;

import java.util.Collection;

/** The gaps between start times in time order: their mean, standard deviation and coefficient of variation. */
record Gaps(double meanNanos, double deviationNanos) {

    static Gaps between(Collection<Long> starts) {
        long[] sorted = starts.stream().mapToLong(Long::longValue).sorted().toArray();
        int n = sorted.length - 1;
        if (n < 1) {
            return new Gaps(0, 0);
        }
        double sum = 0;
        for (int i = 1; i < sorted.length; i++) {
            sum += sorted[i] - sorted[i - 1];
        }
        double mean = sum / n;
        double squares = 0;
        for (int i = 1; i < sorted.length; i++) {
            double d = (sorted[i] - sorted[i - 1]) - mean;
            squares += d * d;
        }
        return new Gaps(mean, Math.sqrt(squares / n));
    }

    /** Standard deviation over mean; infinite for gaps of no length, which are no rhythm. */
    double variation() {
        return meanNanos <= 0 ? Double.POSITIVE_INFINITY : deviationNanos / meanNanos;
    }
}
