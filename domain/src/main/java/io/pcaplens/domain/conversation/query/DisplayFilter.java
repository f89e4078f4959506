package io.pcaplens.domain.conversation.query;

import java.util.ArrayList;
import java.util.List;

/**
 * The explorer's query as a Wireshark display filter, where Wireshark can express it: addresses and blocks
 * of either end (OR-ed among themselves) and either end's port. Every other clause, a partial address or a
 * host name included, has no display filter over the packets.
 */
public final class DisplayFilter {

    private DisplayFilter() {
    }

    /** The filter, or null when the query holds a part Wireshark cannot express; "" for no filter. */
    public static String of(ConversationQuery q) {
        if (!inexpressible(q).isEmpty()) {
            return null;
        }
        List<String> and = new ArrayList<>();
        for (Expression part : q.filter().conjuncts()) {
            and.add(expressed(part));
        }
        return String.join(" && ", and);
    }

    /** The form's names (see {@link FilterForm#parameterOf}) of the parts Wireshark cannot express. */
    public static List<String> inexpressible(ConversationQuery q) {
        List<String> out = new ArrayList<>();
        for (Expression part : q.filter().conjuncts()) {
            if (expressed(part) == null) {
                out.add(FilterForm.parameterOf(part));
            }
        }
        if (!q.window().isAll()) {
            out.add("from/to");
        }
        return out;
    }

    /** The part's display filter, null when it has none. */
    private static String expressed(Expression part) {
        if (part instanceof Expression.Clause c && c.field() == QueryField.PORT && c.op() == Operator.EQ) {
            String port = c.value().text();
            return "(tcp.port==" + port + " || udp.port==" + port + ")";
        }
        List<Expression> terms = part instanceof Expression.Or o ? o.parts() : List.of(part);
        List<String> ranges = new ArrayList<>();
        for (Expression t : terms) {
            if (!(t instanceof Expression.Clause c && c.field() == QueryField.IP
                    && (c.op() == Operator.EQ || c.op() == Operator.IN))) {
                return null;
            }
            for (Literal v : c.values()) {
                if (!(v instanceof Literal.Block b)) {
                    return null;
                }
                ranges.add((b.cidr().network().length == 4 ? "ip" : "ipv6") + ".addr==" + b.text());
            }
        }
        return ranges.size() == 1 ? ranges.get(0) : "(" + String.join(" || ", ranges) + ")";
    }
}
