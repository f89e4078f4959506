package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When a session is long-lived: {@code pcaplens.findings.long-connections.*}.
 *
 * @param minDurationSeconds from its first packet to its last (an hour: longer than ordinary web sessions)
 */
public record LongConnectionThresholds(long minDurationSeconds) {

    public static final LongConnectionThresholds DEFAULT = new LongConnectionThresholds(3600);

    Map<String, String> parameters() {
        return Map.of("min-duration-seconds", Long.toString(minDurationSeconds));
    }
}
