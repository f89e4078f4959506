package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.flow.FlowFacts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Classifies every host of a capture once its conversations are built: the packets' observations, plus what
 * each conversation says about its two sides (which one was the client, the DPI application, the user
 * agents), plus the makers of the hosts' own MACs.
 *
 * <p>A host that crossed a router arrives with the router's MAC, so a MAC is only read as the host's own when
 * its TTL shows no hop (or it came from the host's ARP); such foreign MACs instead count for the gateway that
 * owns them.
 */
public final class CaptureHosts {

    private final DeviceClassifier classifier = new DeviceClassifier();

    /** The result: the hosts, and the initiator of every conversation whose opening SYN was captured. */
    public record Result(List<HostProfile> hosts, Map<Long, Initiator> initiators) {

        public Map<String, DeviceType> deviceTypeByIp() {
            Map<String, DeviceType> types = new HashMap<>();
            for (HostProfile h : hosts) {
                types.put(h.ip(), h.effectiveType());
            }
            return types;
        }
    }

    private static final class Usage {
        final Set<String> used = new TreeSet<>();
        final Set<String> served = new TreeSet<>();
        final Set<String> agents = new TreeSet<>();
    }

    /**
     * @param vendors the OUI lookup: a MAC to its maker's name, null when unknown
     */
    public Result classify(HostTable table, List<ConversationRow> rows, Function<String, String> vendors) {
        Map<Long, Initiator> initiators = new LinkedHashMap<>();
        Map<String, Usage> usage = new HashMap<>();
        for (ConversationRow row : rows) {
            Initiator opener = table.openerOf(row.identity().flowKey()).map(HostTable.Opener::initiator).orElse(null);
            if (opener != null) {
                initiators.put(row.id().value(), opener);
            }
            boolean srcClient = ConversationRole.sourceIsClient(row.identity(), opener);
            String client = srcClient ? row.identity().srcIp() : row.identity().dstIp();
            String server = srcClient ? row.identity().dstIp() : row.identity().srcIp();
            FlowFacts flow = row.flow();
            if (flow != null && flow.dpi().appName() != null && !client.equals(server)) {
                usage.computeIfAbsent(client, k -> new Usage()).used.add(flow.dpi().appName());
                usage.computeIfAbsent(server, k -> new Usage()).served.add(flow.dpi().appName());
            }
            if (!row.labels().httpUserAgents().isEmpty()) {
                usage.computeIfAbsent(client, k -> new Usage()).agents.addAll(row.labels().httpUserAgents());
            }
        }
        Map<String, Integer> forwarded = new HashMap<>();
        for (HostObservations h : table.hosts()) {
            if (h.mac() != null && !h.macIsOwn() && Addresses.isUnicastIp(h.node())) {
                forwarded.merge(h.mac().toLowerCase(java.util.Locale.ROOT), 1, Integer::sum);
            }
        }
        List<HostProfile> hosts = new ArrayList<>(table.size());
        for (HostObservations h : table.hosts()) {
            hosts.add(profile(h, usage.getOrDefault(h.node(), new Usage()), forwarded, vendors));
        }
        hosts.sort(Comparator.comparing(HostProfile::ip));
        return new Result(hosts, initiators);
    }

    private HostProfile profile(HostObservations h, Usage usage, Map<String, Integer> forwarded,
                                Function<String, String> vendors) {
        String mac = h.macIsOwn() ? h.mac() : null;
        String vendor = mac == null ? null : vendors.apply(mac);
        if (!Addresses.isDevice(h.node())) {
            return new HostProfile(h.node(), null, null, Classification.unknown(List.of(new Vote(
                    h.node() + " is a broadcast, multicast or unspecified address, not one device",
                    DeviceType.UNKNOWN, 0))), null);
        }
        int forwardedHosts = mac == null ? 0 : forwarded.getOrDefault(mac.toLowerCase(java.util.Locale.ROOT), 0);
        HostEvidence evidence = new HostEvidence(h, vendor, forwardedHosts, usage.used, usage.served, usage.agents);
        return new HostProfile(h.node(), mac, vendor, classifier.classify(evidence).withOs(OsHint.of(evidence)), null);
    }
}
