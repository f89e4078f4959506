package io.pcaplens.rest.monitor;

import io.pcaplens.domain.monitor.SnapshotSummary;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A snapshot's point on the timeline: its hosts, conversations and bytes, and the changes its pair found by
 * severity ({"INFO", "WARNING", "CRITICAL"}, zeros included).
 */
public record SummaryBody(int hosts, long conversations, long bytes, int changeCount, Map<String, Integer> changes) {

    static SummaryBody from(SnapshotSummary s) {
        Map<String, Integer> bySeverity = new LinkedHashMap<>();
        s.changes().forEach((severity, count) -> bySeverity.put(severity.name(), count));
        return new SummaryBody(s.hosts(), s.conversations(), s.bytes(), s.changeCount(), bySeverity);
    }
}
