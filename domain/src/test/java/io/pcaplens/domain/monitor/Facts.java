package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/** Builds a snapshot's facts by hand, a few lines per scenario. */
final class Facts {

    private final List<HostFact> hosts = new ArrayList<>();
    private final List<Binding> bindings = new ArrayList<>();
    private final List<ServiceFact> services = new ArrayList<>();
    private final List<String> applications = new ArrayList<>();
    private final List<String> protocols = new ArrayList<>();
    private LocalGateway gateway;
    private String upstream;
    private final List<String> risks = new ArrayList<>();
    private List<String> idsAlerts;
    private final List<RuleMatch> rules = new ArrayList<>();
    private final List<String> countries = new ArrayList<>();
    private List<String> organisations = new ArrayList<>();
    private TrafficSummary summary = TrafficSummary.NONE;
    private List<FindingFact> findings;

    static Facts facts() {
        return new Facts();
    }

    /** A host that announced itself by ARP: a host fact and its binding. */
    Facts host(String ip, String mac) {
        return host(ip, mac, DeviceType.LAPTOP_DESKTOP, null);
    }

    Facts host(String ip, String mac, DeviceType type, String vendor) {
        hosts.add(new HostFact(ip, mac, type, vendor));
        if (ip != null && mac != null) {
            bind(ip, mac);
        }
        return this;
    }

    /** An ARP claim without a host fact of its own (a second card on a host's address). */
    Facts bind(String ip, String mac) {
        bindings.add(new Binding(ip, mac, Set.of(BindingEvidence.ARP)));
        return this;
    }

    Facts service(String ip, int port) {
        services.add(new ServiceFact(ip, port, ServiceTransport.TCP));
        return this;
    }

    Facts udpService(String ip, int port) {
        services.add(new ServiceFact(ip, port, ServiceTransport.UDP));
        return this;
    }

    Facts applications(String... names) {
        applications.addAll(Arrays.asList(names));
        return this;
    }

    Facts protocols(String... names) {
        protocols.addAll(Arrays.asList(names));
        return this;
    }

    Facts gateway(String mac, String ip) {
        gateway = new LocalGateway(mac, ip);
        return this;
    }

    Facts upstream(String ip) {
        upstream = ip;
        return this;
    }

    Facts risks(String... names) {
        risks.addAll(Arrays.asList(names));
        return this;
    }

    Facts idsAlerts(String... names) {
        idsAlerts = new ArrayList<>(Arrays.asList(names));
        return this;
    }

    Facts rule(String name, Severity severity) {
        rules.add(new RuleMatch(name, severity));
        return this;
    }

    Facts countries(String... names) {
        countries.addAll(Arrays.asList(names));
        return this;
    }

    Facts organisations(String... names) {
        organisations.addAll(Arrays.asList(names));
        return this;
    }

    /** Facts kept from before organisations were recorded. */
    Facts organisationsUnknown() {
        organisations = null;
        return this;
    }

    /** A finding of the capture; facts built without any have none recorded. */
    Facts finding(String kind, String host, io.pcaplens.domain.finding.FindingSeverity severity, String id,
                  String title) {
        if (findings == null) {
            findings = new ArrayList<>();
        }
        findings.add(new FindingFact(kind, host, severity, id, title));
        return this;
    }

    /** Findings were recorded and there were none. */
    Facts noFindings() {
        findings = new ArrayList<>();
        return this;
    }

    Facts summary(int hostCount, long conversations, long bytes) {
        summary = new TrafficSummary(hostCount, conversations, bytes);
        return this;
    }

    SnapshotFacts build() {
        return new SnapshotFacts(hosts, bindings, services, applications, protocols, gateway, upstream, risks,
                idsAlerts, rules, countries, organisations, summary, null, findings);
    }

    static Comparison between(Facts previous, Facts current) {
        return new Comparison(previous.build(), current.build());
    }
}
