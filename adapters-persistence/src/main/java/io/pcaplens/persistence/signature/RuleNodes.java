package io.pcaplens.persistence.signature;

import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/** Reading the values of a rule's YAML nodes, each mistake a problem at the node's line. */
final class RuleNodes {

    private RuleNodes() {
    }

    /** A problem in one rule; carries its line. */
    static final class Invalid extends RuntimeException {
        final int line;

        Invalid(Node at, String message) {
            super(message, null, false, false);
            this.line = line(at);
        }
    }

    /** A scalar, or each item of a list: a condition's value may be either. */
    static List<Node> items(Node n) {
        if (n instanceof SequenceNode s) {
            if (s.getValue().isEmpty()) {
                throw new Invalid(n, "an empty list matches nothing");
            }
            return s.getValue();
        }
        return List.of(n);
    }

    static List<String> strings(Node n, String key) {
        return items(n).stream().map(i -> text(i, key)).toList();
    }

    static String text(Node n, String key) {
        if (!(n instanceof ScalarNode s) || isNull(n)) {
            throw new Invalid(n, key + " must be a single value" + (n instanceof ScalarNode ? ", not empty" : ""));
        }
        return s.getValue();
    }

    static boolean bool(Node n, String key) {
        String v = n instanceof ScalarNode s ? s.getValue().toLowerCase(Locale.ROOT) : "";
        return switch (v) {
            case "true", "yes", "on" -> true;
            case "false", "no", "off" -> false;
            default -> throw new Invalid(n, key + " must be true or false");
        };
    }

    static <T> T checked(Node at, Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new Invalid(at, e.getMessage());
        }
    }

    static boolean isNull(Node n) {
        return n instanceof ScalarNode s && s.getTag().equals(Tag.NULL);
    }

    static String scalarOrNull(Node n) {
        return n instanceof ScalarNode s ? s.getValue() : null;
    }

    static int line(Node n) {
        return n == null || n.getStartMark() == null ? 0 : n.getStartMark().getLine() + 1;
    }
}
