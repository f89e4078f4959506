package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.conversation.FacetFilters;
import io.pcaplens.domain.conversation.IpFilter;
import io.pcaplens.domain.packet.Cidr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The explorer's filter form as clauses of the query expression (spec 10.2): each filter of the form is one
 * part of the top-level AND, so the form is a view of the same tree an expression builds.
 */
public final class FilterForm {

    private FilterForm() {
    }

    /**
     * The ip filter's terms OR-ed (see {@link IpFilter}): a block or whole address either end lies in, and for
     * anything else a substring of either address, of the SNI host name, or of a name seen in the flow.
     */
    public static Optional<Expression> ip(String terms) {
        IpFilter ip = IpFilter.parse(terms);
        if (ip.isEmpty()) {
            return Optional.empty();
        }
        List<Expression> or = new ArrayList<>();
        for (Cidr range : ip.ranges()) {
            or.add(Expression.clause(QueryField.IP, Operator.EQ, new Literal.Block(range)));
        }
        for (String partial : ip.partials()) {
            Literal text = new Literal.Text(partial);
            or.add(Expression.clause(QueryField.IP, Operator.CONTAINS, text));
            or.add(Expression.clause(QueryField.SNI, Operator.CONTAINS, text));
            or.add(Expression.clause(QueryField.NAME, Operator.CONTAINS, text));
        }
        return Optional.of(Expression.or(or));
    }

    /** Either end's port. */
    public static Expression port(int port) {
        return Expression.clause(QueryField.PORT, Operator.EQ, new Literal.Number(port));
    }

    /** Some packet's payload holds the bytes. */
    public static Expression payload(byte[] bytes) {
        return Expression.clause(QueryField.PAYLOAD, Operator.CONTAINS, new Literal.Bytes(bytes));
    }

    /** Only conversations of flows with a DPI risk. */
    public static Expression risky() {
        return new Expression.Present(QueryField.RISK);
    }

    /** One of the values (OR-ed). */
    public static Expression selected(QueryField field, List<String> values) {
        return Expression.in(field, values.stream().map(Literal.Text::new).toList());
    }

    /** None of the values: a conversation without the field at all has none of them. */
    public static Expression excluded(QueryField field, List<String> values) {
        return Expression.not(selected(field, values));
    }

    /** Autonomous systems as rows hold them, "AS15169", a bare number being the same system. */
    public static Expression asns(List<String> values) {
        return selected(QueryField.ASN, values.stream().map(a -> a.strip().toUpperCase(Locale.ROOT))
                .map(a -> a.startsWith("AS") ? a : "AS" + a).toList());
    }

    /**
     * The form's parameter (api.md) a top-level part of the expression stands for: "ip", "port", "payload",
     * "risksOnly", a pill group's parameter, "!" and the parameter for its exclusion, "ja4", "asn",
     * "communityId"; any other part by its expression.
     */
    public static String parameterOf(Expression part) {
        if (isIpTerms(part)) {
            return "ip";
        }
        if (part instanceof Expression.Present p && p.field() == QueryField.RISK) {
            return "risksOnly";
        }
        if (part instanceof Expression.Not n && n.inner() instanceof Expression.Clause c && c.field().facet().isPresent()) {
            return "!" + FacetFilters.parameter(c.field().facet().get());
        }
        if (part instanceof Expression.Clause c) {
            if (c.field().facet().isPresent()) {
                return FacetFilters.parameter(c.field().facet().get());
            }
            switch (c.field()) {
                case PORT: return "port";
                case PAYLOAD: return "payload";
                case JA4: return "ja4";
                case ASN: return "asn";
                case COMMUNITY_ID: return "communityId";
                default: break;
            }
        }
        return part.text();
    }

    private static boolean isIpTerms(Expression part) {
        List<Expression> terms = part instanceof Expression.Or o ? o.parts() : List.of(part);
        return terms.stream().allMatch(t -> t instanceof Expression.Clause c
                && (c.field() == QueryField.IP && (c.op() == Operator.EQ || c.op() == Operator.CONTAINS)
                || (c.field() == QueryField.SNI || c.field() == QueryField.NAME) && c.op() == Operator.CONTAINS));
    }
}
