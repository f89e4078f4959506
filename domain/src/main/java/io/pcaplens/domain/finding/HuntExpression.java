package io.pcaplens.domain.finding;

import java.util.ArrayList;
import java.util.List;

/**
 * A hunt expression (docs/hunt.md) written clause by clause, all joined by {@code &&}: how a finding names the
 * conversations that prove it, so that the explorer can open them.
 */
final class HuntExpression {

    private final List<String> clauses = new ArrayList<>();

    static HuntExpression of() {
        return new HuntExpression();
    }

    HuntExpression source(String ip) {
        clauses.add("ip.src == " + ip);
        return this;
    }

    /** Either end is the address: two of these select the rows between two hosts. */
    HuntExpression either(String ip) {
        clauses.add("ip == " + ip);
        return this;
    }

    /** The address and port are one end's, whichever end of the row it is: a server seen from both directions. */
    HuntExpression endpoint(String ip, Integer port) {
        if (port == null) {
            clauses.add("ip == " + ip);
        } else {
            clauses.add("((ip.dst == " + ip + " && port.dst == " + port + ") || (ip.src == " + ip + " && port.src == "
                    + port + "))");
        }
        return this;
    }

    HuntExpression destination(String ip) {
        clauses.add("ip.dst == " + ip);
        return this;
    }

    /** The field holds one of the values (for a field of many values: any of its values is one of them). */
    HuntExpression anyOf(String field, List<String> values) {
        List<String> quoted = values.stream().map(HuntExpression::quoted).toList();
        clauses.add(field + " in {" + String.join(", ", quoted) + "}");
        return this;
    }

    HuntExpression destinationPort(Integer port) {
        if (port != null) {
            clauses.add("port.dst == " + port);
        }
        return this;
    }

    HuntExpression text(String field, String value) {
        clauses.add(field + " == " + quoted(value));
        return this;
    }

    /** The field holds the value somewhere in its text, e.g. a name under a domain. */
    HuntExpression containing(String field, String value) {
        clauses.add(field + " contains " + quoted(value));
        return this;
    }

    HuntExpression flag(String field) {
        clauses.add(field);
        return this;
    }

    @Override
    public String toString() {
        return String.join(" && ", clauses);
    }

    private static String quoted(String value) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : value.toCharArray()) {
            if (c == '"' || c == '\\') {
                b.append('\\');
            }
            b.append(c);
        }
        return b.append('"').toString();
    }
}
