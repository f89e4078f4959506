package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When a session is long-lived: {@code pcaplens.findings.long-connections.*}.
 *
 * @param minDurationSeconds      from its first packet to its last (an hour: longer than ordinary web sessions)
 * @param maxQuietBytesPerMinute  the most bytes a minute, both ways, of a long session that is always on but
 *                                carries almost nothing (1024: keep-alives and a command now and then, as an
 *                                implant's channel to its controller), which makes its finding medium
 */
public record LongConnectionThresholds(long minDurationSeconds, long maxQuietBytesPerMinute) {

    public static final LongConnectionThresholds DEFAULT = new LongConnectionThresholds(3600, 1024);

    Map<String, String> parameters() {
        return Map.of("min-duration-seconds", Long.toString(minDurationSeconds),
                "max-quiet-bytes-per-minute", Long.toString(maxQuietBytesPerMinute));
    }
}
