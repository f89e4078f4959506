package io.pcaplens.domain.monitor;

import java.util.Map;
import java.util.Objects;

/**
 * How a snapshot stands on its own, whatever network holds it: its size and its standing violations. It
 * depends on the capture's facts only, so it is kept with them and read without them.
 *
 * @param violations WARNING and CRITICAL counts ({@link Violations}), zeros included
 */
public record SnapshotStanding(TrafficSummary traffic, Map<ChangeSeverity, Integer> violations) {

    public static final SnapshotStanding NONE = new SnapshotStanding(TrafficSummary.NONE, Map.of());

    public SnapshotStanding {
        Objects.requireNonNull(traffic, "traffic");
        violations = Violations.normalized(violations);
    }

    public static SnapshotStanding of(SnapshotFacts facts) {
        return new SnapshotStanding(facts.summary(), Violations.counted(facts));
    }
}
