package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When connections repeat regularly enough to be a beacon: {@code pcaplens.findings.beaconing.*}.
 *
 * @param minConnections  connections from one host to one destination and port (6: fewer gaps say little)
 * @param maxVariation    the most the gaps may vary, as their coefficient of variation (standard deviation over
 *                        mean): 0.2 tolerates the jitter implants add
 * @param minPeriodMillis the shortest mean gap counted: below it, bursts of a client's parallel connections
 *                        would look regular
 */
public record BeaconThresholds(int minConnections, double maxVariation, long minPeriodMillis) {

    public static final BeaconThresholds DEFAULT = new BeaconThresholds(6, 0.2, 1000);

    Map<String, String> parameters() {
        return Map.of("min-connections", Integer.toString(minConnections), "max-variation",
                Double.toString(maxVariation), "min-period-millis", Long.toString(minPeriodMillis));
    }
}
