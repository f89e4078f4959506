package io.pcaplens.geo;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * IP ranges of one address family with the autonomous system announcing each, held as parallel arrays sorted by
 * range start and searched by bisection: half a million ranges cost a few tens of megabytes and a lookup some twenty
 * comparisons. Addresses are 128-bit unsigned numbers in two longs; IPv4 ones have a zero high half.
 */
final class AsnRanges {

    /** The autonomous system of one range. */
    record Entry(long number, String organisation) {
    }

    private final long[] startHigh;
    private final long[] startLow;
    private final long[] endHigh;
    private final long[] endLow;
    private final int[] number;
    private final int[] organisation;
    private final String[] organisations;
    private final int size;

    private AsnRanges(Builder b) {
        this.size = b.size;
        this.startHigh = Arrays.copyOf(b.startHigh, size);
        this.startLow = Arrays.copyOf(b.startLow, size);
        this.endHigh = Arrays.copyOf(b.endHigh, size);
        this.endLow = Arrays.copyOf(b.endLow, size);
        this.number = Arrays.copyOf(b.number, size);
        this.organisation = Arrays.copyOf(b.organisation, size);
        this.organisations = new String[b.names.size()];
        b.names.forEach((name, index) -> organisations[index] = name);
    }

    int size() {
        return size;
    }

    /**
     * The range holding the address, or null. Where a range starts inside the one before it (the source has a few),
     * the later one answers from its start on.
     */
    Entry find(long high, long low) {
        int lo = 0;
        int hi = size - 1;
        int last = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (compare(startHigh[mid], startLow[mid], high, low) <= 0) {
                last = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (last < 0 || compare(high, low, endHigh[last], endLow[last]) > 0) {
            return null;
        }
        return new Entry(Integer.toUnsignedLong(number[last]), organisations[organisation[last]]);
    }

    private static int compare(long aHigh, long aLow, long bHigh, long bLow) {
        int c = Long.compareUnsigned(aHigh, bHigh);
        return c != 0 ? c : Long.compareUnsigned(aLow, bLow);
    }

    /** Takes ranges in ascending order of their start; organisation names are kept once each. */
    static final class Builder {

        private long[] startHigh = new long[1024];
        private long[] startLow = new long[1024];
        private long[] endHigh = new long[1024];
        private long[] endLow = new long[1024];
        private int[] number = new int[1024];
        private int[] organisation = new int[1024];
        private final Map<String, Integer> names = new HashMap<>();
        private int size;

        /** @throws IllegalArgumentException when the range starts before the previous one, or ends before it starts */
        Builder add(long fromHigh, long fromLow, long toHigh, long toLow, long asNumber, String organisationName) {
            if (size > 0 && compare(fromHigh, fromLow, startHigh[size - 1], startLow[size - 1]) < 0) {
                throw new IllegalArgumentException("ranges out of order at range " + (size + 1));
            }
            if (compare(fromHigh, fromLow, toHigh, toLow) > 0) {
                throw new IllegalArgumentException("range " + (size + 1) + " ends before it starts");
            }
            if (size == number.length) {
                int grown = size * 2;
                startHigh = Arrays.copyOf(startHigh, grown);
                startLow = Arrays.copyOf(startLow, grown);
                endHigh = Arrays.copyOf(endHigh, grown);
                endLow = Arrays.copyOf(endLow, grown);
                number = Arrays.copyOf(number, grown);
                organisation = Arrays.copyOf(organisation, grown);
            }
            startHigh[size] = fromHigh;
            startLow[size] = fromLow;
            endHigh[size] = toHigh;
            endLow[size] = toLow;
            number[size] = (int) asNumber;
            organisation[size] = names.computeIfAbsent(organisationName, n -> names.size());
            size++;
            return this;
        }

        AsnRanges build() {
            return new AsnRanges(this);
        }
    }
}
