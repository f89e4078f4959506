package io.pcaplens.domain.monitor;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One point of a network's timeline: how big the snapshot was, how many changes of each severity it
 * brought compared with the one before it, and how many violations it holds, new or not ({@link Violations}).
 *
 * @param changes    every severity, zero included
 * @param violations WARNING and CRITICAL, zero included
 */
public record SnapshotSummary(int hosts, long conversations, long bytes, Map<ChangeSeverity, Integer> changes,
                              Map<ChangeSeverity, Integer> violations) {

    public SnapshotSummary {
        EnumMap<ChangeSeverity, Integer> all = new EnumMap<>(ChangeSeverity.class);
        for (ChangeSeverity s : ChangeSeverity.values()) {
            all.put(s, changes == null ? 0 : changes.getOrDefault(s, 0));
        }
        changes = Collections.unmodifiableMap(all);
        violations = Violations.normalized(violations);
    }

    public static SnapshotSummary of(SnapshotFacts facts, List<ChangeEvent> events) {
        Map<ChangeSeverity, Integer> counts = new EnumMap<>(ChangeSeverity.class);
        for (ChangeEvent e : events) {
            counts.merge(e.severity(), 1, Integer::sum);
        }
        return of(SnapshotStanding.of(facts), counts);
    }

    /** A snapshot standing as it does, whose pair found these changes. */
    public static SnapshotSummary of(SnapshotStanding standing, Map<ChangeSeverity, Integer> changes) {
        TrafficSummary traffic = standing.traffic();
        return new SnapshotSummary(traffic.hosts(), traffic.conversations(), traffic.bytes(), changes,
                standing.violations());
    }

    public int changeCount() {
        return changes.values().stream().mapToInt(Integer::intValue).sum();
    }

    public int violationCount() {
        return violations.values().stream().mapToInt(Integer::intValue).sum();
    }
}
