package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.packet.Transport;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Scans: one source touching many ports of one host (vertical) or one port on many hosts (horizontal), with
 * most of its probes left unanswered.
 */
public final class ScanDetector implements Detector {

    private final ScanThresholds thresholds;
    private final Map<HostPair, Targets<Integer>> vertical = new LinkedHashMap<>();
    private final Map<SourcePort, Targets<String>> horizontal = new LinkedHashMap<>();

    public ScanDetector(ScanThresholds thresholds) {
        this.thresholds = thresholds;
    }

    private record HostPair(String src, String dst) {
    }

    private record SourcePort(String src, Transport transport, int port) {
    }

    private static final class Targets<T> {
        final Set<T> targets = new HashSet<>();
        final Evidence evidence = new Evidence();
    }

    @Override
    public String name() {
        return "scans";
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public Map<String, String> parameters() {
        return thresholds.parameters();
    }

    @Override
    public void accept(ConversationRow row) {
        Integer port = row.identity().dstPort();
        Transport transport = row.identity().transport();
        if (port == null || (transport != Transport.TCP && transport != Transport.UDP)) {
            return;
        }
        String src = row.identity().srcIp();
        String dst = row.identity().dstIp();
        Targets<Integer> ports = vertical.computeIfAbsent(new HostPair(src, dst), k -> new Targets<>());
        ports.targets.add(port);
        ports.evidence.add(row);
        Targets<String> hosts = horizontal.computeIfAbsent(new SourcePort(src, transport, port), k -> new Targets<>());
        hosts.targets.add(dst);
        hosts.evidence.add(row);
    }

    @Override
    public List<Detection> detections() {
        List<Detection> found = new ArrayList<>();
        vertical.forEach((pair, t) -> {
            if (t.targets.size() >= thresholds.minPorts() && quiet(t)) {
                found.add(verticalScan(pair, t));
            }
        });
        horizontal.forEach((key, t) -> {
            if (t.targets.size() >= thresholds.minHosts() && quiet(t)) {
                found.add(horizontalScan(key, t));
            }
        });
        return found;
    }

    private boolean quiet(Targets<?> t) {
        return t.evidence.answeredShare() <= thresholds.maxAnsweredShare();
    }

    private Detection verticalScan(HostPair pair, Targets<Integer> t) {
        int ports = t.targets.size();
        String title = pair.src() + " scanned " + ports + " ports of " + pair.dst();
        String explanation = pair.src() + " sent probes to " + ports + " ports of " + pair.dst() + " ("
                + sample(t.targets) + ") in " + t.evidence.rows() + " conversations; " + Quantity.percent(t.evidence.answeredShare())
                + " of them were answered with more than a single SYN-ACK or reset. Many ports of one host tried"
                + " and left is a port scan looking for services.";
        String q = HuntExpression.of().source(pair.src()).destination(pair.dst()).toString();
        return new Detection(FindingKind.VERTICAL_SCAN, severity(ports), title, explanation,
                List.of(pair.src(), pair.dst()), ports * (1 - t.evidence.answeredShare()), t.evidence.ids(), q);
    }

    private Detection horizontalScan(SourcePort key, Targets<String> t) {
        int hosts = t.targets.size();
        String title = key.src() + " swept port " + key.port() + " on " + hosts + " hosts";
        String explanation = key.src() + " sent " + key.transport().name() + " probes to port " + key.port() + " of "
                + hosts + " hosts (" + sample(t.targets) + ") in " + t.evidence.rows() + " conversations; "
                + Quantity.percent(t.evidence.answeredShare()) + " of them were answered with more than a single"
                + " SYN-ACK or reset. One port tried across many hosts is a sweep for one service.";
        String q = HuntExpression.of().source(key.src()).destinationPort(key.port()).toString();
        List<String> involved = new ArrayList<>();
        involved.add(key.src());
        involved.addAll(new TreeSet<>(t.targets));
        return new Detection(FindingKind.HORIZONTAL_SCAN, severity(hosts), title, explanation, involved,
                hosts * (1 - t.evidence.answeredShare()), t.evidence.ids(), q);
    }

    private FindingSeverity severity(int targets) {
        return targets >= thresholds.manyTargets() ? FindingSeverity.HIGH : FindingSeverity.MEDIUM;
    }

    /** The first few targets in order, enough for a reader to see what was tried. */
    private static <T extends Comparable<T>> String sample(Set<T> targets) {
        List<T> sorted = new ArrayList<>(new TreeSet<>(targets));
        List<String> shown = sorted.stream().limit(10).map(String::valueOf).toList();
        return String.join(", ", shown) + (sorted.size() > shown.size() ? ", …" : "");
    }
}
