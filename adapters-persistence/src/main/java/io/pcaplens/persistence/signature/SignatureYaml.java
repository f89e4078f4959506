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
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

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

    /** A problem in one rule; carries its line. */
    private static final class Invalid extends RuntimeException {
        final int line;

        Invalid(Node at, String message) {
            super(message, null, false, false);
            this.line = line(at);
        }
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
            } catch (Invalid e) {
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
            throw new Invalid(entry, "a rule must be a mapping of keys to values");
        }
        Map<String, Node> fields = new LinkedHashMap<>();
        for (NodeTuple t : map.getValue()) {
            String key = scalarOrNull(t.getKeyNode());
            if (key == null || !KEYS.contains(key)) {
                throw new Invalid(t.getKeyNode(), "unknown key '" + key + "'");
            }
            if (fields.put(key, t.getValueNode()) != null) {
                throw new Invalid(t.getKeyNode(), "'" + key + "' is given twice");
            }
        }
        String name = text(required(map, fields, "name"), "name");
        String description = fields.containsKey("description") ? text(fields.get("description"), "description") : "";
        Node severityNode = required(map, fields, "severity");
        Severity severity = Severity.parse(text(severityNode, "severity")).orElseThrow(() -> new Invalid(severityNode,
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
                probes.add(contains(n));
            }
        }
        if (fields.containsKey("payload_regex")) {
            for (Node n : items(fields.get("payload_regex"))) {
                probes.add(regex(n));
            }
        }
        boolean matchAll = fields.containsKey("match_all") && bool(fields.get("match_all"), "match_all");
        if (fields.containsKey("match_all") && probes.isEmpty()) {
            throw new Invalid(fields.get("match_all"), "match_all needs payload_contains or payload_regex");
        }
        String deviceType = null;
        if (fields.containsKey("device_type")) {
            Node n = fields.get("device_type");
            deviceType = DeviceOverride.canonicalType(text(n, "device_type")).orElseThrow(() -> new Invalid(n,
                    "device_type must be one of " + String.join(", ", DeviceOverride.TYPES)));
        }
        PayloadCondition payload = probes.isEmpty() ? null : checked(map, () -> new PayloadCondition(probes, matchAll));
        String dt = deviceType;
        return checked(map, () -> new SignatureRule(name, description, severity, dt, conditions, payload, line(map)));
    }

    private static Node required(MappingNode map, Map<String, Node> fields, String key) {
        Node n = fields.get(key);
        if (n == null || isNull(n)) {
            throw new Invalid(n == null ? map : n, "'" + key + "' is required");
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
                throw new Invalid(item, "ip takes addresses; write '" + value + "' under cidr");
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
                throw new Invalid(item, key + " must be a port number 0-65535 or a list of them, not '" + v + "'");
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

    private static PayloadProbe contains(Node n) {
        if (!(n instanceof MappingNode m) || m.getValue().size() != 1) {
            throw new Invalid(n, "each payload_contains item is {ascii: text} or {hex: bytes}");
        }
        NodeTuple t = m.getValue().get(0);
        String kind = scalarOrNull(t.getKeyNode());
        String value = text(t.getValueNode(), "payload_contains " + kind);
        if ("ascii".equals(kind)) {
            return checked(t.getValueNode(), () -> new PayloadProbe.Bytes(value.getBytes(StandardCharsets.UTF_8)));
        }
        if ("hex".equals(kind)) {
            String hex = value.strip();
            hex = hex.startsWith("0x") || hex.startsWith("0X") ? hex.substring(2) : hex;
            hex = hex.replaceAll("[\\s:]", "");
            if (hex.isEmpty() || hex.length() % 2 != 0 || !hex.matches("[0-9A-Fa-f]+")) {
                throw new Invalid(t.getValueNode(), "'" + value + "' is not whole hex bytes");
            }
            byte[] bytes = HexFormat.of().parseHex(hex);
            return new PayloadProbe.Bytes(bytes);
        }
        throw new Invalid(t.getKeyNode(), "each payload_contains item is {ascii: text} or {hex: bytes}, not '" + kind + "'");
    }

    private static PayloadProbe regex(Node n) {
        String pattern;
        boolean ignoreCase = false;
        Node at = n;
        if (n instanceof ScalarNode) {
            pattern = text(n, "payload_regex");
        } else if (n instanceof MappingNode m) {
            Map<String, Node> f = new HashMap<>();
            for (NodeTuple t : m.getValue()) {
                String k = scalarOrNull(t.getKeyNode());
                if (!"regex".equals(k) && !"ignore_case".equals(k)) {
                    throw new Invalid(t.getKeyNode(), "a payload_regex item has 'regex' and 'ignore_case', not '" + k + "'");
                }
                f.put(k, t.getValueNode());
            }
            if (!f.containsKey("regex")) {
                throw new Invalid(n, "a payload_regex item needs 'regex'");
            }
            at = f.get("regex");
            pattern = text(at, "regex");
            ignoreCase = f.containsKey("ignore_case") && bool(f.get("ignore_case"), "ignore_case");
        } else {
            throw new Invalid(n, "payload_regex is a pattern, {regex: pattern, ignore_case: true} or a list of them");
        }
        if (pattern.isEmpty()) {
            throw new Invalid(at, "an empty payload_regex matches everything");
        }
        try {
            return new PayloadProbe.Regex(Pattern.compile(pattern, ignoreCase ? Pattern.CASE_INSENSITIVE : 0));
        } catch (PatternSyntaxException e) {
            throw new Invalid(at, "payload_regex does not compile: " + e.getDescription() + " near index " + e.getIndex());
        }
    }

    /** A scalar, or each item of a list: a condition's value may be either. */
    private static List<Node> items(Node n) {
        if (n instanceof SequenceNode s) {
            if (s.getValue().isEmpty()) {
                throw new Invalid(n, "an empty list matches nothing");
            }
            return s.getValue();
        }
        return List.of(n);
    }

    private static List<String> strings(Node n, String key) {
        return items(n).stream().map(i -> text(i, key)).toList();
    }

    private static String text(Node n, String key) {
        if (!(n instanceof ScalarNode s) || isNull(n)) {
            throw new Invalid(n, key + " must be a single value" + (n instanceof ScalarNode ? ", not empty" : ""));
        }
        return s.getValue();
    }

    private static boolean bool(Node n, String key) {
        String v = n instanceof ScalarNode s ? s.getValue().toLowerCase(Locale.ROOT) : "";
        return switch (v) {
            case "true", "yes", "on" -> true;
            case "false", "no", "off" -> false;
            default -> throw new Invalid(n, key + " must be true or false");
        };
    }

    private static <T> T checked(Node at, java.util.function.Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new Invalid(at, e.getMessage());
        }
    }

    private static boolean isNull(Node n) {
        return n instanceof ScalarNode s && s.getTag().equals(org.yaml.snakeyaml.nodes.Tag.NULL);
    }

    private static String scalarOrNull(Node n) {
        return n instanceof ScalarNode s ? s.getValue() : null;
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

    private static int line(Node n) {
        return n == null || n.getStartMark() == null ? 0 : n.getStartMark().getLine() + 1;
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
