package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When what a host sends out looks like exfiltration: {@code pcaplens.findings.exfiltration.*}.
 *
 * @param minSentBytes the least a host must send to one external destination (10 MiB)
 * @param minRatio     how many times what it received the sent bytes must be (10: uploads, not downloads)
 */
public record ExfiltrationThresholds(long minSentBytes, double minRatio) {

    public static final ExfiltrationThresholds DEFAULT = new ExfiltrationThresholds(10L * 1024 * 1024, 10);

    Map<String, String> parameters() {
        return Map.of("min-sent-bytes", Long.toString(minSentBytes), "min-ratio", Double.toString(minRatio));
    }
}
