package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.SeenName;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Beaconing: one host connecting to one destination (its TLS server name when it gave one, else its address)
 * and port again and again at regular gaps, as implants calling home do; and one host looking up one name in DNS
 * at regular gaps, as implants finding their controller do. A DNS lookup is a row of its own (a flow per query
 * port), so DNS rows to port 53 that name what they asked for are grouped by the name, not by the resolver.
 */
public final class BeaconDetector implements Detector {

    private final BeaconThresholds thresholds;
    private final Map<Target, Connections> byTarget = new LinkedHashMap<>();

    public BeaconDetector(BeaconThresholds thresholds) {
        this.thresholds = thresholds;
    }

    /** DNS: the port whose rows are grouped by the names they ask for. */
    private static final int DNS_PORT = 53;

    /** @param lookup the name is a DNS question's, not a TLS server name */
    private record Target(String src, String dstIp, String name, Integer port, boolean lookup) {
    }

    /** The connections to one target: each flow's first start, the rows of a flow being one connection. */
    private static final class Connections {
        final Map<FlowKey, Long> starts = new HashMap<>();
        final Evidence evidence = new Evidence();
    }

    @Override
    public String name() {
        return "beaconing";
    }

    @Override
    public int version() {
        return 2;
    }

    @Override
    public Map<String, String> parameters() {
        return thresholds.parameters();
    }

    @Override
    public void accept(ConversationRow row) {
        if (row.identity().dstPort() == null) {
            return;
        }
        Set<String> asked = lookups(row);
        if (!asked.isEmpty()) {
            for (String n : asked) {
                add(new Target(row.identity().srcIp(), null, n, DNS_PORT, true), row);
            }
            return;
        }
        String name = row.flow() == null ? null : row.flow().tls().hostname();
        add(new Target(row.identity().srcIp(), name == null ? row.identity().dstIp() : null, name,
                row.identity().dstPort(), false), row);
    }

    private void add(Target target, ConversationRow row) {
        Connections c = byTarget.computeIfAbsent(target, t -> new Connections());
        c.starts.merge(row.identity().flowKey(), row.traffic().startNanos(), Math::min);
        c.evidence.add(row);
    }

    /** The names a row to port 53 asked DNS for, lower-cased; none for any other row. */
    private static Set<String> lookups(ConversationRow row) {
        Set<String> names = new TreeSet<>();
        if (row.identity().dstPort() == DNS_PORT) {
            for (SeenName n : row.labels().names()) {
                if (n.source() == SeenName.Source.DNS) {
                    names.add(n.name().toLowerCase(Locale.ROOT));
                }
            }
        }
        return names;
    }

    @Override
    public List<Detection> detections() {
        List<Detection> found = new ArrayList<>();
        byTarget.forEach((target, c) -> {
            if (c.starts.size() < thresholds.minConnections()) {
                return;
            }
            Gaps gaps = Gaps.between(c.starts.values());
            if (gaps.meanNanos() < thresholds.minPeriodMillis() * 1_000_000.0
                    || gaps.variation() > thresholds.maxVariation()) {
                return;
            }
            found.add(detection(target, c, gaps));
        });
        return found;
    }

    private Detection detection(Target target, Connections c, Gaps gaps) {
        int count = c.starts.size();
        String destination = target.name() != null ? target.name() : target.dstIp();
        double period = gaps.meanNanos() / 1e9;
        double jitter = gaps.deviationNanos() / 1e9;
        double perBeacon = (double) c.evidence.totalBytes() / count;
        String title = target.src() + " beacons to " + destination + ":" + target.port() + " every "
                + Quantity.seconds(period);
        if (target.lookup()) {
            return lookupDetection(target, c, gaps, title);
        }
        String explanation = target.src() + " opened " + count + " connections to " + destination + " port "
                + target.port() + " at a mean gap of " + Quantity.seconds(period) + " with a jitter of "
                + Quantity.seconds(jitter) + " (coefficient of variation " + Quantity.decimal(gaps.variation())
                + ", at most " + thresholds.maxVariation() + " counts as regular), " + Quantity.bytes(perBeacon)
                + " per connection. Regular call-backs like these are how implants reach their controller.";
        HuntExpression q = HuntExpression.of().source(target.src());
        if (target.name() != null) {
            q.text("sni", target.name());
        } else {
            q.destination(target.dstIp());
        }
        q.destinationPort(target.port());
        List<String> hosts = new ArrayList<>(c.evidence.hosts());
        if (target.name() != null) {
            hosts.add(target.name());
        }
        double score = count * (1 - gaps.variation());
        return new Detection(FindingKind.BEACONING, FindingSeverity.MEDIUM, title, explanation, hosts, score,
                c.evidence.ids(), q.toString());
    }

    private Detection lookupDetection(Target target, Connections c, Gaps gaps, String title) {
        int count = c.starts.size();
        String explanation = target.src() + " looked up " + target.name() + " " + count + " times at a mean gap of "
                + Quantity.seconds(gaps.meanNanos() / 1e9) + " with a jitter of "
                + Quantity.seconds(gaps.deviationNanos() / 1e9) + " (coefficient of variation "
                + Quantity.decimal(gaps.variation()) + ", at most " + thresholds.maxVariation()
                + " counts as regular). Regular lookups of one name are how implants find their controller, whatever"
                + " address it answers with; a resolver's own cache and ordinary software ask at irregular times.";
        String q = HuntExpression.of().source(target.src()).destinationPort(DNS_PORT).text("name", target.name())
                .toString();
        List<String> hosts = new ArrayList<>(c.evidence.hosts());
        hosts.add(target.name());
        double score = count * (1 - gaps.variation());
        return new Detection(FindingKind.BEACONING, FindingSeverity.MEDIUM, title, explanation, hosts, score,
                c.evidence.ids(), q);
    }
}
