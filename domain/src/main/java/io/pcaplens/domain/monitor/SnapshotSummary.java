package io.pcaplens.domain.monitor;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One point of a network's timeline: how big the snapshot was and how many changes of each severity it
 * brought compared with the one before it.
 *
 * @param changes every severity, zero included
 */
public record SnapshotSummary(int hosts, long conversations, long bytes, Map<ChangeSeverity, Integer> changes) {

    public SnapshotSummary {
        EnumMap<ChangeSeverity, Integer> all = new EnumMap<>(ChangeSeverity.class);
        for (ChangeSeverity s : ChangeSeverity.values()) {
            all.put(s, changes == null ? 0 : changes.getOrDefault(s, 0));
        }
        changes = Collections.unmodifiableMap(all);
    }

    public static SnapshotSummary of(SnapshotFacts facts, List<ChangeEvent> events) {
        Map<ChangeSeverity, Integer> counts = new EnumMap<>(ChangeSeverity.class);
        for (ChangeEvent e : events) {
            counts.merge(e.severity(), 1, Integer::sum);
        }
        TrafficSummary traffic = facts.summary();
        return new SnapshotSummary(traffic.hosts(), traffic.conversations(), traffic.bytes(), counts);
    }

    public int changeCount() {
        return changes.values().stream().mapToInt(Integer::intValue).sum();
    }
}
