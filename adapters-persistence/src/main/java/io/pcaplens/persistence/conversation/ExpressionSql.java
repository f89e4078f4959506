package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.Operator;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryField;
import io.pcaplens.domain.conversation.query.ValueType;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * An expression compiled to a WHERE condition over conversation rows: the SQL text comes only from
 * {@link FieldColumns} and fixed operators, every value is a bound parameter. Each clause under a NOT is true or
 * false, never null (a row without the field matches no clause on it), so NOT is the plain negation. A clause
 * outside every NOT is left as its bare comparison, which may be null: under AND and OR alone a null decides as
 * false would, and the WHERE drops it as it drops false, so the rows are the same; and only a bare comparison
 * ({@code hostname ILIKE ?}, {@code total_bytes > ?}) is one the planner can serve from an index, not one
 * wrapped in coalesce.
 */
final class ExpressionSql {

    private final PayloadHits hits;
    private final List<Object> params;

    private ExpressionSql(PayloadHits hits, List<Object> params) {
        this.hits = hits;
        this.params = params;
    }

    /** The condition, its parameters appended to {@code params} in order. */
    static String compile(Expression e, PayloadHits hits, List<Object> params) {
        return new ExpressionSql(hits, params).of(e, true);
    }

    /**
     * @param bare whether the expression stands outside every NOT, where its clauses may be null (see the
     *             class comment)
     */
    private String of(Expression e, boolean bare) {
        if (e instanceof Expression.And a) {
            return a.parts().isEmpty() ? "true" : joined(a.parts(), " AND ", bare);
        }
        if (e instanceof Expression.Or o) {
            return joined(o.parts(), " OR ", bare);
        }
        if (e instanceof Expression.Not n) {
            return "NOT (" + of(n.inner(), false) + ")";
        }
        if (e instanceof Expression.Present p) {
            return present(p.field());
        }
        return clause((Expression.Clause) e, bare);
    }

    private String joined(List<Expression> parts, String with, boolean bare) {
        List<String> sql = new ArrayList<>();
        parts.forEach(p -> sql.add("(" + of(p, bare) + ")"));
        return String.join(with, sql);
    }

    private String present(QueryField field) {
        FieldColumns.Column column = FieldColumns.of(field);
        if (column instanceof FieldColumns.Elements el) {
            return "EXISTS (SELECT 1 FROM " + el.from() + ")";
        }
        if (column instanceof FieldColumns.Values v) {
            return "(" + String.join(" OR ", v.expressions().stream().map(x -> x + " IS NOT NULL").toList()) + ")";
        }
        throw new IllegalArgumentException("payload is looked for with contains, it is no value of its own");
    }

    private String clause(Expression.Clause c, boolean bare) {
        FieldColumns.Column column = FieldColumns.of(c.field());
        if (column instanceof FieldColumns.Payload) {
            return payload(c);
        }
        // no stored text holds a NUL character (PostgreSQL refuses one), so a value holding it matches nothing
        List<Literal> storable = c.values().stream()
                .filter(v -> !(v instanceof Literal.Text t && t.value().indexOf('\0') >= 0)).toList();
        if (storable.isEmpty()) {
            return c.op() == Operator.NE ? present(c.field()) : "false";
        }
        if (storable.size() < c.values().size()) {
            return clause(new Expression.Clause(c.field(), c.op(), storable), bare);
        }
        if (c.op() == Operator.NE) {
            // as in Wireshark: the field is there, and no value of it is the one named
            Expression.Clause eq = new Expression.Clause(c.field(), Operator.EQ, c.values());
            return present(c.field()) + " AND NOT (" + clause(eq, false) + ")";
        }
        if (column instanceof FieldColumns.Elements el) {
            return "EXISTS (SELECT 1 FROM " + el.from() + " WHERE coalesce(" + predicate(c, el.value()) + ", false))";
        }
        List<String> any = new ArrayList<>();
        for (String expression : ((FieldColumns.Values) column).expressions()) {
            any.add(predicate(c, expression));
        }
        return bare ? "(" + String.join(" OR ", any) + ")" : "coalesce(" + String.join(" OR ", any) + ", false)";
    }

    /** The clause on one value expression; it may be null where the row lacks the value. */
    private String predicate(Expression.Clause c, String value) {
        ValueType type = c.field().type();
        switch (c.op()) {
            case EQ:
            case IN:
                return equalsAny(type, value, c.values());
            case LT:
            case LE:
            case GT:
            case GE:
                requireNumeric(c);
                params.add(number(c.value()));
                return value + " " + c.op().symbol() + " ?";
            case CONTAINS:
                params.add("%" + escapedLike(text(c.value())) + "%");
                return value + " ILIKE ? ESCAPE '\\'";
            case MATCHES:
                params.add(text(c.value()));
                return value + (type == ValueType.LABEL ? " ~* ?" : " ~ ?");
            default:
                throw new IllegalArgumentException("no SQL for " + c.op());
        }
    }

    private String equalsAny(ValueType type, String value, List<Literal> values) {
        if (type == ValueType.ADDRESS && values.stream().allMatch(v -> v instanceof Literal.Block)) {
            List<String> or = new ArrayList<>();
            for (Literal v : values) {
                // node identifiers that are no address (MACs of layer-2 rows) read as null and never match
                or.add("address_or_null(" + value + ") <<= ?::inet");
                params.add(((Literal.Block) v).cidr().text());
            }
            return "(" + String.join(" OR ", or) + ")";
        }
        if (type == ValueType.BOOLEAN) {
            List<String> or = new ArrayList<>();
            for (Literal v : values) {
                or.add(value + " = ?");
                params.add(truth(v));
            }
            return "(" + String.join(" OR ", or) + ")";
        }
        if (type == ValueType.NUMBER || type == ValueType.TIME || type == ValueType.DURATION) {
            params.add(values.stream().map(ExpressionSql::number).toArray(Long[]::new));
            return value + " = ANY(?)";
        }
        boolean ignoreCase = type == ValueType.LABEL || type == ValueType.ADDRESS;
        params.add(values.stream().map(ExpressionSql::text).map(t -> ignoreCase ? t.toLowerCase(Locale.ROOT) : t)
                .toArray(String[]::new));
        return (ignoreCase ? "lower(" + value + ")" : value) + " = ANY(?)";
    }

    private String payload(Expression.Clause c) {
        if (c.op() != Operator.CONTAINS || !(c.value() instanceof Literal.Bytes pattern)) {
            throw new IllegalArgumentException("payload is looked for with contains and bytes");
        }
        Set<ConversationId> found = hits.of(pattern).orElseThrow(() -> new IllegalStateException(
                "a payload search must be made before the query is run"));
        params.add(found.stream().map(ConversationId::value).toArray(Long[]::new));
        return "id = ANY(?)";
    }

    private static void requireNumeric(Expression.Clause c) {
        ValueType t = c.field().type();
        if (t != ValueType.NUMBER && t != ValueType.TIME && t != ValueType.DURATION) {
            throw new IllegalArgumentException(c.field().apiName() + " has no order: " + c.op().symbol()
                    + " takes numbers, times and durations");
        }
    }

    private static long number(Literal v) {
        if (v instanceof Literal.Number n) {
            return n.value();
        }
        throw new IllegalArgumentException("a number was expected, not " + v.text());
    }

    private static boolean truth(Literal v) {
        if (v instanceof Literal.Bool b) {
            return b.value();
        }
        throw new IllegalArgumentException("true or false was expected, not " + v.text());
    }

    private static String text(Literal v) {
        if (v instanceof Literal.Text t) {
            return t.value();
        }
        if (v instanceof Literal.Block b) {
            return b.text();
        }
        if (v instanceof Literal.Number n) {
            return Long.toString(n.value());
        }
        throw new IllegalArgumentException("a text was expected, not " + v.text());
    }

    private static String escapedLike(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}
