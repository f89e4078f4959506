package io.pcaplens.application.finding;

import io.pcaplens.domain.finding.BeaconThresholds;
import io.pcaplens.domain.finding.DnsMisuseThresholds;
import io.pcaplens.domain.finding.ExfiltrationThresholds;
import io.pcaplens.domain.finding.FindingThresholds;
import io.pcaplens.domain.finding.LongConnectionThresholds;
import io.pcaplens.domain.finding.ScanThresholds;
import io.pcaplens.domain.finding.TlsThresholds;
import io.pcaplens.domain.finding.TunnelThresholds;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The detectors' thresholds as configured, each {@code pcaplens.findings.<detector>.<threshold>} (a
 * PCAPLENS_FINDINGS_* variable; docs/findings.md). The defaults are the domain's.
 */
@ApplicationScoped
public class FindingSettings {

    private FindingThresholds thresholds;

    /** For the container's proxy. */
    protected FindingSettings() {
    }

    @Inject
    public FindingSettings(
            @ConfigProperty(name = "pcaplens.findings.beaconing.min-connections", defaultValue = "6") int beacons,
            @ConfigProperty(name = "pcaplens.findings.beaconing.max-variation", defaultValue = "0.2") double variation,
            @ConfigProperty(name = "pcaplens.findings.beaconing.min-period-millis", defaultValue = "1000") long period,
            @ConfigProperty(name = "pcaplens.findings.scans.min-ports", defaultValue = "5") int ports,
            @ConfigProperty(name = "pcaplens.findings.scans.min-hosts", defaultValue = "10") int hosts,
            @ConfigProperty(name = "pcaplens.findings.scans.max-answered-share", defaultValue = "0.2") double answered,
            @ConfigProperty(name = "pcaplens.findings.scans.many-targets", defaultValue = "100") int many,
            @ConfigProperty(name = "pcaplens.findings.long-connections.min-duration-seconds", defaultValue = "3600")
            long duration,
            @ConfigProperty(name = "pcaplens.findings.long-connections.max-quiet-bytes-per-minute",
                    defaultValue = "1024") long quietBytes,
            @ConfigProperty(name = "pcaplens.findings.exfiltration.min-sent-bytes", defaultValue = "10485760")
            long sent,
            @ConfigProperty(name = "pcaplens.findings.exfiltration.min-ratio", defaultValue = "10") double ratio,
            @ConfigProperty(name = "pcaplens.findings.dns.min-label-length", defaultValue = "30") int labelLength,
            @ConfigProperty(name = "pcaplens.findings.dns.min-entropy", defaultValue = "3.5") double entropy,
            @ConfigProperty(name = "pcaplens.findings.dns.min-long-names", defaultValue = "10") int longNames,
            @ConfigProperty(name = "pcaplens.findings.dns.min-unique-subdomains", defaultValue = "50") int names,
            @ConfigProperty(name = "pcaplens.findings.dns.min-data-record-queries", defaultValue = "20")
            int dataRecords,
            @ConfigProperty(name = "pcaplens.findings.dns.min-nxdomain-answers", defaultValue = "20") int nxdomains,
            @ConfigProperty(name = "pcaplens.findings.dns.min-nxdomain-names", defaultValue = "15") int nxNames,
            @ConfigProperty(name = "pcaplens.findings.tunnels.min-icmp-packets", defaultValue = "50") int icmpPackets,
            @ConfigProperty(name = "pcaplens.findings.tunnels.min-icmp-payload-bytes", defaultValue = "128")
            int icmpPayload,
            @ConfigProperty(name = "pcaplens.findings.tls.min-destination-conversations", defaultValue = "10")
            int destinationConversations) {
        this.thresholds = new FindingThresholds(new BeaconThresholds(beacons, variation, period),
                new ScanThresholds(ports, hosts, answered, many), new LongConnectionThresholds(duration, quietBytes),
                new ExfiltrationThresholds(sent, ratio), new DnsMisuseThresholds(labelLength, entropy, longNames, names,
                        dataRecords, nxdomains, nxNames),
                new TunnelThresholds(icmpPackets, icmpPayload), new TlsThresholds(destinationConversations));
    }

    /** The defaults, for tests and tools that have no configuration. */
    public static FindingSettings defaults() {
        FindingSettings s = new FindingSettings();
        s.thresholds = FindingThresholds.DEFAULT;
        return s;
    }

    public FindingThresholds thresholds() {
        return thresholds;
    }
}
