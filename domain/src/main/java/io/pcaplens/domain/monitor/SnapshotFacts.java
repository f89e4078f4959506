package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.RuleMatch;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What change detection sees in one snapshot, computed once from the capture's stored analysis and kept, so
 * that comparing two snapshots never reads their packets again. Plain values only: an adapter stores and
 * serves them as they are (API: {@code .../snapshots/{id}/facts}).
 *
 * <p>Lists are kept sorted and free of repeats, so two snapshots with the same facts are equal values and
 * serialise to the same text.
 *
 * @param hosts        the network's own hosts (never peers beyond the router)
 * @param bindings     address-to-card bindings shown by local-segment evidence only
 * @param services     services that accepted connections, local or off-site
 * @param applications DPI application names
 * @param protocols    protocol labels (spec 2.1 rule 6, as conversations store them)
 * @param gateway      the local default gateway, null when no traffic left the network
 * @param upstreamPeer the off-site address most of the outbound traffic went to, null when none carried
 *                     enough of it to be the network's way out ({@link GatewayTally#UPSTREAM_MIN_SHARE})
 * @param risks        DPI risk names (spec 2.2 flowRisks)
 * @param idsAlerts    intrusion-detection signature names; null when IDS did not run for the capture
 * @param ruleMatches  custom rules that fired, with their severity
 * @param countries    countries of off-site addresses (spec 2.5)
 * @param organisations organisations (else AS numbers) of the autonomous systems of off-site addresses; null for
 *                     facts kept from before they were recorded, so that all of a later snapshot's are not new
 * @param destinations what the network's hosts sent to each off-site address; null for facts kept from before
 *                     they were recorded, which the volume rule then does not compare
 * @param findings     the capture's findings as (kind, host) facts; null for facts kept from before they were
 *                     recorded, which the finding rule then does not compare
 * @param naming       the hosts' own names and the users logged in from them; null for facts kept from before
 *                     they were recorded, which the rename and identity rules then do not compare
 */
public record SnapshotFacts(
        List<HostFact> hosts,
        List<Binding> bindings,
        List<ServiceFact> services,
        List<String> applications,
        List<String> protocols,
        LocalGateway gateway,
        String upstreamPeer,
        List<String> risks,
        List<String> idsAlerts,
        List<RuleMatch> ruleMatches,
        List<String> countries,
        List<String> organisations,
        TrafficSummary summary,
        List<DestinationVolume> destinations,
        List<FindingFact> findings,
        HostNaming naming) {

    public SnapshotFacts {
        hosts = sorted(hosts, HostFact.ORDER);
        bindings = sorted(mergedBindings(bindings), Binding.ORDER);
        services = sorted(services, ServiceFact.ORDER);
        applications = names(applications);
        protocols = names(protocols);
        risks = names(risks);
        idsAlerts = idsAlerts == null ? null : names(idsAlerts);
        ruleMatches = sorted(ruleMatches, Comparator.comparing(RuleMatch::name)
                .thenComparing(RuleMatch::severity));
        countries = names(countries);
        organisations = organisations == null ? null : names(organisations);
        summary = Objects.requireNonNullElse(summary, TrafficSummary.NONE);
        destinations = destinations == null ? null : sorted(destinations, DestinationVolume.ORDER);
        findings = findings == null ? null : sorted(findings, FindingFact.ORDER);
    }

    /** Facts without names and identities: kept from before they were recorded, or a scenario that needs none. */
    public SnapshotFacts(List<HostFact> hosts, List<Binding> bindings, List<ServiceFact> services,
                         List<String> applications, List<String> protocols, LocalGateway gateway, String upstreamPeer,
                         List<String> risks, List<String> idsAlerts, List<RuleMatch> ruleMatches,
                         List<String> countries, List<String> organisations, TrafficSummary summary,
                         List<DestinationVolume> destinations, List<FindingFact> findings) {
        this(hosts, bindings, services, applications, protocols, gateway, upstreamPeer, risks, idsAlerts,
                ruleMatches, countries, organisations, summary, destinations, findings, null);
    }

    /** Facts without findings: kept from before they were recorded, or a scenario that needs none. */
    public SnapshotFacts(List<HostFact> hosts, List<Binding> bindings, List<ServiceFact> services,
                         List<String> applications, List<String> protocols, LocalGateway gateway, String upstreamPeer,
                         List<String> risks, List<String> idsAlerts, List<RuleMatch> ruleMatches,
                         List<String> countries, List<String> organisations, TrafficSummary summary,
                         List<DestinationVolume> destinations) {
        this(hosts, bindings, services, applications, protocols, gateway, upstreamPeer, risks, idsAlerts,
                ruleMatches, countries, organisations, summary, destinations, null);
    }

    /** These facts with the capture's findings. */
    public SnapshotFacts withFindings(List<FindingFact> capturesFindings) {
        return new SnapshotFacts(hosts, bindings, services, applications, protocols, gateway, upstreamPeer, risks,
                idsAlerts, ruleMatches, countries, organisations, summary, destinations, capturesFindings, naming);
    }

    /**
     * These facts with the names and users of the capture's hosts, kept for the network's own hosts only, and of
     * the names those from a source that names the host itself.
     */
    public SnapshotFacts withNaming(HostNaming capturesNaming) {
        Set<String> own = hostsByIp().keySet();
        HostNaming ours = new HostNaming(
                capturesNaming.names().stream().filter(n -> own.contains(n.ip())
                        && HostNameFact.OWN_SOURCES.contains(n.source())).toList(),
                capturesNaming.identities().stream().filter(i -> own.contains(i.ip())).toList());
        return new SnapshotFacts(hosts, bindings, services, applications, protocols, gateway, upstreamPeer, risks,
                idsAlerts, ruleMatches, countries, organisations, summary, destinations, findings, ours);
    }

    /** Facts without destination volumes: kept from before they were recorded, or a scenario that needs none. */
    public SnapshotFacts(List<HostFact> hosts, List<Binding> bindings, List<ServiceFact> services,
                         List<String> applications, List<String> protocols, LocalGateway gateway, String upstreamPeer,
                         List<String> risks, List<String> idsAlerts, List<RuleMatch> ruleMatches,
                         List<String> countries, List<String> organisations, TrafficSummary summary) {
        this(hosts, bindings, services, applications, protocols, gateway, upstreamPeer, risks, idsAlerts,
                ruleMatches, countries, organisations, summary, null, null);
    }

    /** Addresses that two or more cards claimed within this snapshot. */
    public List<ContestedAddress> contestedAddresses() {
        List<ContestedAddress> contested = new ArrayList<>();
        macsByIp().forEach((ip, macs) -> {
            if (macs.size() > 1) {
                contested.add(new ContestedAddress(ip, List.copyOf(macs)));
            }
        });
        return contested;
    }

    /** Every address with the cards bound to it, addresses and cards sorted. */
    public Map<String, Set<String>> macsByIp() {
        Map<String, Set<String>> byIp = new TreeMap<>();
        for (Binding b : bindings) {
            byIp.computeIfAbsent(b.ip(), k -> new TreeSet<>()).add(b.mac());
        }
        return byIp;
    }

    /** Every card seen, by local evidence or as a host's own, with the addresses it held. */
    public Map<String, Set<String>> ipsByMac() {
        Map<String, Set<String>> byMac = new TreeMap<>();
        for (Binding b : bindings) {
            byMac.computeIfAbsent(b.mac(), k -> new TreeSet<>()).add(b.ip());
        }
        for (HostFact h : hosts) {
            if (h.mac() != null) {
                Set<String> ips = byMac.computeIfAbsent(h.mac(), k -> new TreeSet<>());
                if (h.ip() != null) {
                    ips.add(h.ip());
                }
            }
        }
        return byMac;
    }

    /** The hosts that have an address, by address. */
    public Map<String, HostFact> hostsByIp() {
        Map<String, HostFact> byIp = new LinkedHashMap<>();
        for (HostFact h : hosts) {
            if (h.ip() != null) {
                byIp.putIfAbsent(h.ip(), h);
            }
        }
        return byIp;
    }

    /** The maker of a card, from the host whose card it is or from a binding of it; null when unknown. */
    String vendorOf(String mac) {
        for (HostFact h : hosts) {
            if (mac.equals(h.mac()) && h.vendor() != null && !h.vendor().isBlank()) {
                return h.vendor();
            }
        }
        for (Binding b : bindings) {
            if (mac.equals(b.mac()) && b.vendor() != null) {
                return b.vendor();
            }
        }
        return null;
    }

    private static <T> List<T> sorted(Collection<T> values, Comparator<T> order) {
        if (values == null) {
            return List.of();
        }
        TreeSet<T> distinct = new TreeSet<>(order);
        distinct.addAll(values);
        return List.copyOf(distinct);
    }

    private static List<String> names(Collection<String> values) {
        if (values == null) {
            return List.of();
        }
        TreeSet<String> distinct = new TreeSet<>();
        for (String v : values) {
            if (v != null && !v.isBlank()) {
                distinct.add(v.strip());
            }
        }
        return List.copyOf(distinct);
    }

    /** One binding per address and card, its evidence the union of all that showed it. */
    private static List<Binding> mergedBindings(Collection<Binding> values) {
        if (values == null) {
            return List.of();
        }
        Map<List<String>, Binding> merged = new LinkedHashMap<>();
        for (Binding b : values) {
            merged.merge(List.of(b.ip(), b.mac()), b, (x, y) -> {
                Set<BindingEvidence> both = new TreeSet<>(x.evidence());
                both.addAll(y.evidence());
                return new Binding(x.ip(), x.mac(), both, x.vendor() != null ? x.vendor() : y.vendor());
            });
        }
        return new ArrayList<>(merged.values());
    }
}
