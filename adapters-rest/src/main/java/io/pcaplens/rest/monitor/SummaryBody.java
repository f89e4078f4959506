package io.pcaplens.rest.monitor;

import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.SnapshotSummary;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A snapshot's point on the timeline: its hosts, conversations and bytes; the changes its pair found by
 * severity ({"INFO", "WARNING", "CRITICAL"}, zeros included); and the violations it holds, new or not
 * ({"WARNING", "CRITICAL"}).
 */
public record SummaryBody(int hosts, long conversations, long bytes, int changeCount, Map<String, Integer> changes,
                          int violationCount, Map<String, Integer> violations) {

    static SummaryBody from(SnapshotSummary s) {
        return new SummaryBody(s.hosts(), s.conversations(), s.bytes(), s.changeCount(), named(s.changes()),
                s.violationCount(), named(s.violations()));
    }

    private static Map<String, Integer> named(Map<ChangeSeverity, Integer> counts) {
        Map<String, Integer> bySeverity = new LinkedHashMap<>();
        counts.forEach((severity, count) -> bySeverity.put(severity.name(), count));
        return bySeverity;
    }
}
