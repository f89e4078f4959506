package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When one source's probes make a scan: {@code pcaplens.findings.scans.*}.
 *
 * @param minPorts          distinct destination ports of one host (a vertical scan)
 * @param minHosts          distinct hosts probed on one port (a horizontal scan)
 * @param maxAnsweredShare  the largest share of its rows the targets may answer (a destination that sent two
 *                          packets or more answered; a lone SYN-ACK or RST is a port's reply to a probe)
 * @param manyTargets       targets from which a scan is high rather than medium severity
 */
public record ScanThresholds(int minPorts, int minHosts, double maxAnsweredShare, int manyTargets) {

    public static final ScanThresholds DEFAULT = new ScanThresholds(5, 10, 0.2, 100);

    Map<String, String> parameters() {
        return Map.of("min-ports", Integer.toString(minPorts), "min-hosts", Integer.toString(minHosts),
                "max-answered-share", Double.toString(maxAnsweredShare), "many-targets",
                Integer.toString(manyTargets));
    }
}
