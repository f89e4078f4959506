package io.pcaplens.domain.finding;

import java.util.Optional;

/** How many findings of each severity a capture has, for a list of captures that shows no finding itself. */
public record FindingCounts(long critical, long high, long medium, long low, long info) {

    /** A capture whose detectors ran and found nothing. */
    public static final FindingCounts NONE = new FindingCounts(0, 0, 0, 0, 0);

    public FindingCounts {
        if (critical < 0 || high < 0 || medium < 0 || low < 0 || info < 0) {
            throw new IllegalArgumentException("a count of findings is never negative");
        }
    }

    /** These counts with {@code count} more findings of the severity. */
    public FindingCounts plus(FindingSeverity severity, long count) {
        switch (severity) {
            case CRITICAL:
                return new FindingCounts(critical + count, high, medium, low, info);
            case HIGH:
                return new FindingCounts(critical, high + count, medium, low, info);
            case MEDIUM:
                return new FindingCounts(critical, high, medium + count, low, info);
            case LOW:
                return new FindingCounts(critical, high, medium, low + count, info);
            default:
                return new FindingCounts(critical, high, medium, low, info + count);
        }
    }

    public long of(FindingSeverity severity) {
        switch (severity) {
            case CRITICAL:
                return critical;
            case HIGH:
                return high;
            case MEDIUM:
                return medium;
            case LOW:
                return low;
            default:
                return info;
        }
    }

    public long total() {
        return critical + high + medium + low + info;
    }

    /** The most severe severity counted; empty when there is none. */
    public Optional<FindingSeverity> mostSevere() {
        for (FindingSeverity s : FindingSeverity.values()) {
            if (of(s) > 0) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
