package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowKey;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Long-lived connections: sessions that stay open past a duration, as tunnels and remote shells do; one finding
 * per source, destination and port, with its longest session. A longest connection (its long rows counting as
 * one: their bytes over their span) that carried only a few bytes a minute is always on yet quiet, as an
 * implant's channel waiting for commands is: that finding is medium.
 */
public final class LongConnectionDetector implements Detector {

    private final LongConnectionThresholds thresholds;
    private final Map<Endpoints, Longest> byEndpoints = new LinkedHashMap<>();

    public LongConnectionDetector(LongConnectionThresholds thresholds) {
        this.thresholds = thresholds;
    }

    private record Endpoints(String src, String dst, Integer port) {
    }

    private static final class Longest {
        long millis;
        /** Each connection's first and last instants and bytes both ways, its rows counting as one. */
        final Map<FlowKey, long[]> connections = new HashMap<>();
        final Evidence evidence = new Evidence();
    }

    @Override
    public String name() {
        return "long-connections";
    }

    @Override
    public int version() {
        return 2;
    }

    @Override
    public Map<String, String> parameters() {
        return thresholds.parameters();
    }

    @Override
    public void accept(ConversationRow row) {
        long millis = row.traffic().durationMillis();
        if (millis < thresholds.minDurationSeconds() * 1000) {
            return;
        }
        Longest l = byEndpoints.computeIfAbsent(new Endpoints(row.identity().srcIp(), row.identity().dstIp(),
                row.identity().dstPort()), k -> new Longest());
        l.millis = Math.max(l.millis, millis);
        long[] c = l.connections.computeIfAbsent(row.identity().flowKey(),
                k -> new long[]{Long.MAX_VALUE, Long.MIN_VALUE, 0});
        c[0] = Math.min(c[0], row.traffic().startNanos());
        c[1] = Math.max(c[1], row.traffic().endNanos());
        c[2] += row.traffic().totalBytes();
        l.evidence.add(row);
    }

    @Override
    public List<Detection> detections() {
        List<Detection> found = new ArrayList<>();
        byEndpoints.forEach((e, l) -> {
            String to = e.dst() + (e.port() == null ? "" : ":" + e.port());
            String longest = Quantity.seconds(l.millis / 1000.0);
            String title = e.src() + " held a connection to " + to + " open for " + longest;
            String explanation = e.src() + " kept " + l.evidence.rows() + " session(s) to " + to + " open for "
                    + longest + " at the longest (the threshold is " + Quantity.seconds(thresholds.minDurationSeconds())
                    + "), sending " + Quantity.bytes(l.evidence.sentBytes()) + " and receiving "
                    + Quantity.bytes(l.evidence.receivedBytes()) + ". Sessions this long can be tunnels or remote"
                    + " access; check that the peer is expected.";
            long[] widest = l.connections.values().stream()
                    .max(java.util.Comparator.comparingLong(c -> c[1] - c[0])).orElseThrow();
            double perMinute = widest[2] / Math.max(1e-9, (widest[1] - widest[0]) / 60e9);
            boolean quiet = perMinute <= thresholds.maxQuietBytesPerMinute();
            if (quiet) {
                title = e.src() + " held a quiet always-on connection to " + to + " open for " + longest;
                explanation += " The longest connection carried " + Quantity.bytes(perMinute) + " a minute both ways (at most "
                        + Quantity.bytes(thresholds.maxQuietBytesPerMinute()) + " counts as quiet): always on yet"
                        + " almost idle, as a channel kept open to wait for commands is.";
            }
            String q = HuntExpression.of().source(e.src()).destination(e.dst()).destinationPort(e.port())
                    + " && duration >= " + thresholds.minDurationSeconds() + "s";
            found.add(new Detection(FindingKind.LONG_CONNECTION, quiet ? FindingSeverity.MEDIUM : FindingSeverity.LOW,
                    title, explanation,
                    l.evidence.hosts(), l.millis / 1000.0, l.evidence.ids(), q));
        });
        return found;
    }
}
