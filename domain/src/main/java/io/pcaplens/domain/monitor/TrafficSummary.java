package io.pcaplens.domain.monitor;

/** How big a snapshot was: its hosts, its conversations and their bytes on the wire. */
public record TrafficSummary(int hosts, long conversations, long bytes) {

    public TrafficSummary {
        if (hosts < 0 || conversations < 0 || bytes < 0) {
            throw new IllegalArgumentException("counts are never negative");
        }
    }

    public static final TrafficSummary NONE = new TrafficSummary(0, 0, 0);
}
