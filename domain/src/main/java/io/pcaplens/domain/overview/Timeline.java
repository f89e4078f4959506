package io.pcaplens.domain.overview;

import java.util.ArrayList;
import java.util.List;

/**
 * Packets and bytes per time bin over a capture's span, the first bin starting at the capture's earliest packet
 * (the first, as Wireshark's I/O statistics start, unless the capture's clock went backwards) and each as wide as {@link BinWidth} makes it. Every bin of the span is
 * listed, empty ones included, so a chart needs no gap filling.
 *
 * @param binNanos the width of every bin
 */
public record Timeline(long startNanos, long binNanos, List<Bin> bins) {

    /** The most bins a timeline may be asked for: more than a chart can show, few enough to stay cheap. */
    public static final int MAX_BINS = 2000;
    /** The bins of a timeline asked for without a count, and of the overview's. */
    public static final int DEFAULT_BINS = 200;

    public Timeline {
        bins = List.copyOf(bins);
    }

    /** One bin: its start and what the packets captured from then until the next bin's start amount to. */
    public record Bin(long startNanos, long packets, long bytes) {
    }

    /** The earliest and the latest packet time, in nanoseconds since the epoch. */
    public record Span(long startNanos, long endNanos) {

        public Span {
            if (endNanos < startNanos) {
                throw new IllegalArgumentException("a span from " + startNanos + " back to " + endNanos);
            }
        }
    }

    /** What the stored packets of one bin amount to; bins without packets have none. */
    public record Count(long index, long packets, long bytes) {
    }

    /** Whether a number of bins may be asked for. */
    public static boolean allowed(int bins) {
        return bins >= 1 && bins <= MAX_BINS;
    }

    /**
     * The timeline of a capture from its earliest to its latest packet's time.
     *
     * @param counts the bins that hold packets, by index from the start, in any order
     * @throws IllegalArgumentException a count lies outside the span
     */
    public static Timeline of(Span span, long binNanos, List<Count> counts) {
        long startNanos = span.startNanos();
        int size = (int) ((span.endNanos() - startNanos) / binNanos) + 1;
        long[] packets = new long[size];
        long[] bytes = new long[size];
        for (Count c : counts) {
            if (c.index() < 0 || c.index() >= size) {
                throw new IllegalArgumentException("bin " + c.index() + " lies outside the " + size + " bins of the span");
            }
            packets[(int) c.index()] += c.packets();
            bytes[(int) c.index()] += c.bytes();
        }
        List<Bin> bins = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            bins.add(new Bin(startNanos + i * binNanos, packets[i], bytes[i]));
        }
        return new Timeline(startNanos, binNanos, bins);
    }

    /** A capture without packets has no span and no bins. */
    public static Timeline empty() {
        return new Timeline(0, 0, List.of());
    }
}
