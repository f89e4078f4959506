package io.pcaplens.persistence.signature;

import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.packet.Cidr;
import io.pcaplens.domain.signature.AddressCondition;
import io.pcaplens.domain.signature.DeviceOverride;
import io.pcaplens.domain.signature.HostnameCondition;
import io.pcaplens.domain.signature.PayloadCondition;
import io.pcaplens.domain.signature.PayloadProbe;
import io.pcaplens.domain.signature.PortCondition;
import io.pcaplens.domain.signature.RowCondition;
import io.pcaplens.domain.signature.RuleProblem;
import io.pcaplens.domain.signature.SignatureFile;
import io.pcaplens.domain.signature.SignatureRule;
import io.pcaplens.domain.signature.TextCondition;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import static io.pcaplens.persistence.signature.RuleNodes.checked;
import static io.pcaplens.persistence.signature.RuleNodes.isNull;
import static io.pcaplens.persistence.signature.RuleNodes.items;
import static io.pcaplens.persistence.signature.RuleNodes.line;
import static io.pcaplens.persistence.signature.RuleNodes.scalarOrNull;
import static io.pcaplens.persistence.signature.RuleNodes.strings;
import static io.pcaplens.persistence.signature.RuleNodes.text;
import static io.pcaplens.persistence.signature.RuleNodes.bool;

/**
 * Reads signatures.yml into rules, or into the list of what is wrong with it, each problem with its rule
 * and line. It works on SnakeYAML's node tree rather than on constructed Java objects, because the nodes
 * keep their position in the file. Schema: docs/analysis.md, "Custom rules".
 */
final class SignatureYaml {

    static final Set<String> KEYS = Set.of("name", "description", "severity", "ip", "cidr", "port", "srcPort",
            "dstPort", "protocol", "dissectorProtocol", "app", "category", "hostname", "ja3", "risk",
            "payload_contains", "payload_regex", "match_all", "device_type");

    private SignatureYaml() {
    }

    static SignatureFile parse(String text) {
        String version = fingerprint(text);
        Node root;
        try {
            root = new Yaml(new SafeConstructor(new LoaderOptions())).compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            int line = e.getProblemMark() == null ? 0 : e.getProblemMark().getLine() + 1;
            return invalid(version, new RuleProblem(null, line, "not valid YAML: " + e.getProblem()));
        } catch (YAMLException e) {
            return invalid(version, new RuleProblem(null, 0, "not valid YAML: " + e.getMessage()));
        }
        if (root == null) {
            return new SignatureFile(List.of(), List.of(), version);
        }
        if (!(root instanceof MappingNode top)) {
            return invalid(version, new RuleProblem(null, line(root), "the file must be a mapping with a 'rules' list"));
        }
        List<RuleProblem> problems = new ArrayList<>();
        SequenceNode list = null;
        for (NodeTuple t : top.getValue()) {
            String key = scalarOrNull(t.getKeyNode());
            if (!"rules".equals(key)) {
                problems.add(new RuleProblem(null, line(t.getKeyNode()), "unknown key '" + key + "' (only 'rules' is allowed)"));
            } else if (t.getValueNode() instanceof SequenceNode s) {
                list = s;
            } else if (!isNull(t.getValueNode())) {
                problems.add(new RuleProblem(null, line(t.getValueNode()), "'rules' must be a list"));
            }
        }
        List<SignatureRule> rules = new ArrayList<>();
        Map<String, Integer> names = new HashMap<>();
        for (Node entry : list == null ? List.<Node>of() : list.getValue()) {
            String name = nameOf(entry);
            try {
                SignatureRule rule = rule(entry);
                Integer first = names.putIfAbsent(rule.name(), rule.line());
                if (first != null) {
                    problems.add(new RuleProblem(rule.name(), rule.line(), "duplicate name: line " + first
                            + " already defines a rule of this name"));
                }
                rules.add(rule);
            } catch (RuleNodes.Invalid e) {
                problems.add(new RuleProblem(name, e.line, e.getMessage()));
            }
        }
        return problems.isEmpty() ? new SignatureFile(rules, List.of(), version) : new SignatureFile(List.of(), problems, version);
    }

    private static SignatureFile invalid(String version, RuleProblem problem) {
        return new SignatureFile(List.of(), List.of(problem), version);
    }

    private static SignatureRule rule(Node entry) {
        if (!(entry instanceof MappingNode map)) {
            throw new RuleNodes.Invalid(entry, "a rule must be a mapping of keys to values");
        }
        Map<String, Node> fields = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            String key = scalarOrNull(t.getKeyNode());
            if (key == null || !KEYS.contains(key)) {
                throw new RuleNodes.Invalid(t.getKeyNode(), "unknown key '" + key + "'");
            }
            if (fields.put(key, t.getValueNode()) != null) {
                throw new RuleNodes.Invalid(t.getKeyNode(), "'" + key + "' is given twice");
            }
        }
        String name = text(required(map, fields, "name"), "name");
        String description = fields.containsKey("description") ? text(fields.get("description"), "description") : "";
        Node severityNode = required(map, fields, "severity");
        Severity severity = Severity.parse(text(severityNode, "severity")).orElseThrow(() -> new RuleNodes.Invalid(severityNode,
                "severity must be critical, high, medium or low, not '" + scalarOrNull(severityNode) + "'"));
        List<RowCondition> conditions = new ArrayList<>();
        addresses(fields, "ip", conditions);
        addresses(fields, "cidr", conditions);
        ports(fields, "port", PortCondition.Side.EITHER, conditions);
        ports(fields, "srcPort", PortCondition.Side.SOURCE, conditions);
        ports(fields, "dstPort", PortCondition.Side.DESTINATION, conditions);
        texts(fields, "protocol", TextCondition::protocol, conditions);
        texts(fields, "dissectorProtocol", TextCondition::dissectorProtocol, conditions);
        texts(fields, "app", TextCondition::app, conditions);
        texts(fields, "category", TextCondition::category, conditions);
        texts(fields, "ja3", TextCondition::ja3, conditions);
        texts(fields, "risk", TextCondition::risk, conditions);
        if (fields.containsKey("hostname")) {
            Node n = fields.get("hostname");
            conditions.add(checked(n, () -> new HostnameCondition(strings(n, "hostname"))));
        }
        List<PayloadProbe> probes = new ArrayList<>();
        if (fields.containsKey("payload_contains")) {
            for (Node n : items(fields.get("payload_contains"))) {
                probes.add(PayloadProbes.contains(n));
            }
        }
        if (fields.containsKey("payload_regex")) {
            for (Node n : items(fields.get("payload_regex"))) {
                probes.add(PayloadProbes.regex(n));
            }
        }
        boolean matchAll = fields.containsKey("match_all") && bool(fields.get("match_all"), "match_all");
        if (fields.containsKey("match_all") && probes.isEmpty()) {
            throw new RuleNodes.Invalid(fields.get("match_all"), "match_all needs payload_contains or payload_regex");
        }
        String deviceType = null;
        if (fields.containsKey("device_type")) {
            Node n = fields.get("device_type");
            deviceType = DeviceOverride.canonicalType(text(n, "device_type")).orElseThrow(() -> new RuleNodes.Invalid(n,
                    "device_type must be one of " + String.join(", ", DeviceOverride.TYPES)));
        }
        PayloadCondition payload = probes.isEmpty() ? null : checked(map, () -> new PayloadCondition(probes, matchAll));
        String dt = deviceType;
        return checked(map, () -> new SignatureRule(name, description, severity, dt, conditions, payload, line(map)));
    }

    private static Node required(MappingNode map, Map<String, Node> fields, String key) {
        Node n = fields.get(key);
        if (n == null || isNull(n)) {
            throw new RuleNodes.Invalid(n == null ? map : n, "'" + key + "' is required");
        }
        return n;
    }

    private static void addresses(Map<String, Node> fields, String key, List<RowCondition> out) {
        Node n = fields.get(key);
        if (n == null) {
            return;
        }
        List<Cidr> blocks = new ArrayList<>();
        for (Node item : items(n)) {
            String value = text(item, key);
            if (key.equals("ip") && value.contains("/")) {
                throw new RuleNodes.Invalid(item, "ip takes addresses; write '" + value + "' under cidr");
            }
            blocks.add(checked(item, () -> Cidr.parse(value)));
        }
        out.add(new AddressCondition(key, blocks));
    }

    private static void ports(Map<String, Node> fields, String key, PortCondition.Side side, List<RowCondition> out) {
        Node n = fields.get(key);
        if (n == null) {
            return;
        }
        Set<Integer> ports = new java.util.LinkedHashSet<>();
        for (Node item : items(n)) {
            String v = text(item, key);
            if (!v.matches("[0-9]{1,5}") || Integer.parseInt(v) > 65535) {
                throw new RuleNodes.Invalid(item, key + " must be a port number 0-65535 or a list of them, not '" + v + "'");
            }
            ports.add(Integer.parseInt(v));
        }
        out.add(new PortCondition(side, ports));
    }

    private static void texts(Map<String, Node> fields, String key, Function<List<String>, TextCondition> make,
                              List<RowCondition> out) {
        Node n = fields.get(key);
        if (n != null) {
            out.add(make.apply(strings(n, key)));
        }
    }

    /** The rule's name as written, for messages about a rule that could not be read. */
    private static String nameOf(Node entry) {
        if (entry instanceof MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                if ("name".equals(scalarOrNull(t.getKeyNode())) && t.getValueNode() instanceof ScalarNode s && !isNull(s)) {
                    return s.getValue();
                }
            }
        }
        return null;
    }

    private static String fingerprint(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
