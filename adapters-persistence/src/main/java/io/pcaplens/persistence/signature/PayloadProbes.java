package io.pcaplens.persistence.signature;

import io.pcaplens.domain.signature.PayloadProbe;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import static io.pcaplens.persistence.signature.RuleNodes.bool;
import static io.pcaplens.persistence.signature.RuleNodes.checked;
import static io.pcaplens.persistence.signature.RuleNodes.scalarOrNull;
import static io.pcaplens.persistence.signature.RuleNodes.text;

/** A rule's payload probes: the items of payload_contains (ascii or hex bytes) and of payload_regex. */
final class PayloadProbes {

    private PayloadProbes() {
    }

    static PayloadProbe contains(Node n) {
        if (!(n instanceof MappingNode m) || m.getValue().size() != 1) {
            throw new RuleNodes.Invalid(n, "each payload_contains item is {ascii: text} or {hex: bytes}");
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
                throw new RuleNodes.Invalid(t.getValueNode(), "'" + value + "' is not whole hex bytes");
            }
            byte[] bytes = HexFormat.of().parseHex(hex);
            return new PayloadProbe.Bytes(bytes);
        }
        throw new RuleNodes.Invalid(t.getKeyNode(), "each payload_contains item is {ascii: text} or {hex: bytes}, not '" + kind + "'");
    }

    static PayloadProbe regex(Node n) {
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
                    throw new RuleNodes.Invalid(t.getKeyNode(), "a payload_regex item has 'regex' and 'ignore_case', not '" + k + "'");
                }
                f.put(k, t.getValueNode());
            }
            if (!f.containsKey("regex")) {
                throw new RuleNodes.Invalid(n, "a payload_regex item needs 'regex'");
            }
            at = f.get("regex");
            pattern = text(at, "regex");
            ignoreCase = f.containsKey("ignore_case") && bool(f.get("ignore_case"), "ignore_case");
        } else {
            throw new RuleNodes.Invalid(n, "payload_regex is a pattern, {regex: pattern, ignore_case: true} or a list of them");
        }
        if (pattern.isEmpty()) {
            throw new RuleNodes.Invalid(at, "an empty payload_regex matches everything");
        }
        try {
            return new PayloadProbe.Regex(Pattern.compile(pattern, ignoreCase ? Pattern.CASE_INSENSITIVE : 0));
        } catch (PatternSyntaxException e) {
            throw new RuleNodes.Invalid(at, "payload_regex does not compile: " + e.getDescription() + " near index " + e.getIndex());
        }
    }
}
