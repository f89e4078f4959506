package io.pcaplens.domain.finding;

import java.util.List;

/** The thresholds of every detector that has some, as configured; each analysis gets fresh detectors from them. */
public record FindingThresholds(BeaconThresholds beaconing, ScanThresholds scans,
                                LongConnectionThresholds longConnections, ExfiltrationThresholds exfiltration,
                                DnsMisuseThresholds dns, TunnelThresholds tunnels, TlsThresholds tls) {

    public static final FindingThresholds DEFAULT = new FindingThresholds(BeaconThresholds.DEFAULT,
            ScanThresholds.DEFAULT, LongConnectionThresholds.DEFAULT, ExfiltrationThresholds.DEFAULT,
            DnsMisuseThresholds.DEFAULT, TunnelThresholds.DEFAULT, TlsThresholds.DEFAULT);

    /** One of each detector, new: a detector keeps what it saw of one capture. */
    public List<Detector> newDetectors() {
        return List.of(new BeaconDetector(beaconing), new ScanDetector(scans),
                new LongConnectionDetector(longConnections), new ExfiltrationDetector(exfiltration),
                new TlsAnomalyDetector(tls), new ProtocolMismatchDetector(), new AlertRollupDetector(),
                new DnsMisuseDetector(dns), new TunnelDetector(tunnels), new CleartextCredentialsDetector());
    }
}
