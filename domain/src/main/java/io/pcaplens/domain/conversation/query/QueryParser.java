package io.pcaplens.domain.conversation.query;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads the tokens of a query into its expression, by recursive descent over
 * <pre>
 * query   = or END
 * or      = and { ("||" | "or") and }
 * and     = unary { ("&amp;&amp;" | "and") unary }
 * unary   = ("!" | "not") unary | primary
 * primary = "(" or ")" | field [ compare value | "in" set ]
 * compare = "==" | "!=" | "&lt;" | "&lt;=" | "&gt;" | "&gt;=" | "eq" | "ne" | "lt" | "le" | "gt" | "ge"
 *         | "contains" | "matches"
 * set     = "{" value { [","] value } "}"
 * value   = STRING | WORD
 * </pre>
 * and checks each clause against the catalogue: the operators its field's type takes and the values it reads.
 */
final class QueryParser {

    private static final Map<String, Operator> SYMBOLS = Map.of("==", Operator.EQ, "!=", Operator.NE,
            "<", Operator.LT, "<=", Operator.LE, ">", Operator.GT, ">=", Operator.GE);
    private static final Map<String, Operator> KEYWORDS = Map.of("eq", Operator.EQ, "ne", Operator.NE,
            "lt", Operator.LT, "le", Operator.LE, "gt", Operator.GT, "ge", Operator.GE,
            "contains", Operator.CONTAINS, "matches", Operator.MATCHES, "in", Operator.IN);
    /** How many brackets and negations may nest, so that no query can exhaust the stack. */
    static final int DEEPEST = 100;
    private static final String OPERATORS = "==, !=, <, <=, >, >=, contains, matches or in";
    private static final String EXPRESSION = "a field, `(`, `!` or `not`";
    private static final String CONNECTIVE = "`&&`, `||`, `and`, `or` or the end of the query";

    private final String input;
    private final List<QueryToken> tokens;
    private final ValueReader values;
    private int next;
    private int depth;

    private QueryParser(String input) {
        this.input = input;
        this.tokens = QueryLexer.tokens(input);
        this.values = new ValueReader(input);
    }

    static Expression parse(String input) {
        return new QueryParser(input == null ? "" : input).query();
    }

    private Expression query() {
        if (peek().is(QueryToken.Kind.END)) {
            throw error("empty query", peek(), "an expression");
        }
        Expression e = or();
        QueryToken t = peek();
        if (t.is(QueryToken.Kind.CLOSE)) {
            throw error("unbalanced parentheses", t, CONNECTIVE + " (this `)` closes no `(`)");
        }
        if (!t.is(QueryToken.Kind.END)) {
            throw error("trailing input", t, CONNECTIVE);
        }
        return e;
    }

    private Expression or() {
        List<Expression> parts = new ArrayList<>(List.of(and()));
        while (peek().isSymbol("||") || peek().isKeyword("or")) {
            next++;
            parts.add(and());
        }
        return Expression.or(parts);
    }

    private Expression and() {
        List<Expression> parts = new ArrayList<>(List.of(unary()));
        while (peek().isSymbol("&&") || peek().isKeyword("and")) {
            next++;
            parts.add(unary());
        }
        return Expression.and(parts);
    }

    private Expression unary() {
        if (peek().isSymbol("!") || peek().isKeyword("not")) {
            deeper(take());
            Expression e = Expression.not(unary());
            depth--;
            return e;
        }
        return primary();
    }

    private Expression primary() {
        QueryToken t = take();
        if (t.is(QueryToken.Kind.OPEN)) {
            deeper(t);
            Expression inner = or();
            QueryToken close = peek();
            if (!close.is(QueryToken.Kind.CLOSE)) {
                throw error("unbalanced parentheses", close, "`)` closing the `(` at " + position(t));
            }
            next++;
            depth--;
            return inner;
        }
        if (t.is(QueryToken.Kind.END)) {
            throw error("unexpected end", t, EXPRESSION);
        }
        if (!t.is(QueryToken.Kind.WORD) || isConnective(t)) {
            throw error("unexpected " + (t.is(QueryToken.Kind.CLOSE) ? "`)`" : "token"), t, EXPRESSION);
        }
        QueryField field = field(t);
        return test(field);
    }

    private QueryField field(QueryToken t) {
        Optional<QueryField> field = QueryField.named(t.text().toLowerCase(Locale.ROOT));
        if (field.isPresent()) {
            return field.get();
        }
        throw new QuerySyntaxError("unknown field `" + t.text() + "`", position(t), "a field of the catalogue",
                t.text(), FieldSuggestions.closest(t.text()));
    }

    /** The field alone, or compared: what follows the field name. */
    private Expression test(QueryField field) {
        QueryToken t = peek();
        Optional<Operator> op = operator(t);
        if (op.isEmpty()) {
            if (t.is(QueryToken.Kind.END) || t.is(QueryToken.Kind.CLOSE) || isConnective(t)) {
                return bare(field);
            }
            throw error(t.is(QueryToken.Kind.SYMBOL) || t.is(QueryToken.Kind.WORD)
                    ? "unknown operator `" + t.source() + "`" : "missing operator", t, OPERATORS + ", or "
                    + CONNECTIVE);
        }
        next++;
        Operator o = op.get();
        Set<Operator> allowed = operators(field.type());
        if (!allowed.contains(o)) {
            throw error("`" + o.symbol() + "` does not apply to " + field.apiName() + " ("
                    + field.type().name().toLowerCase(Locale.ROOT) + ")", t, "one of "
                    + allowed.stream().map(Operator::symbol).collect(Collectors.joining(", ")));
        }
        if (o == Operator.IN) {
            return set(field);
        }
        return Expression.clause(field, o, values.read(field, o, value(field, o)));
    }

    private Expression bare(QueryField field) {
        if (field.type() == ValueType.BYTES) {
            throw error("missing operator", peek(), "`contains` and a pattern: " + field.apiName()
                    + " is only looked for");
        }
        if (field.type() == ValueType.BOOLEAN) {
            return Expression.clause(field, Operator.EQ, new Literal.Bool(true));
        }
        return new Expression.Present(field);
    }

    private Expression set(QueryField field) {
        QueryToken open = take();
        if (!open.is(QueryToken.Kind.OPEN_SET)) {
            throw error("missing set", open, "`{` opening the values");
        }
        List<Literal> in = new ArrayList<>();
        while (true) {
            QueryToken t = peek();
            if (t.is(QueryToken.Kind.CLOSE_SET) && !in.isEmpty()) {
                next++;
                return Expression.in(field, in);
            }
            if (!t.isValue() && !in.isEmpty()) {
                throw error(t.is(QueryToken.Kind.END) ? "unexpected end" : "unclosed set", t,
                        "a value or `}` closing the `{` at " + position(open));
            }
            in.add(values.read(field, Operator.EQ, value(field, Operator.IN)));
            if (peek().is(QueryToken.Kind.COMMA)) {
                next++;
                if (peek().is(QueryToken.Kind.CLOSE_SET)) {
                    throw error("missing value", peek(), ValueReader.kind(field, Operator.EQ));
                }
            }
        }
    }

    private QueryToken value(QueryField field, Operator op) {
        QueryToken t = peek();
        if (!t.isValue()) {
            throw error("missing value", t,
                    ValueReader.kind(field, op == Operator.IN ? Operator.EQ : op));
        }
        next++;
        return t;
    }

    private void deeper(QueryToken at) {
        if (++depth > DEEPEST) {
            throw error("too deeply nested", at, "at most " + DEEPEST + " nested `(`, `!` and `not`");
        }
    }

    private static Optional<Operator> operator(QueryToken t) {
        if (t.is(QueryToken.Kind.SYMBOL)) {
            return Optional.ofNullable(SYMBOLS.get(t.text()));
        }
        if (t.is(QueryToken.Kind.WORD)) {
            return Optional.ofNullable(KEYWORDS.get(t.text().toLowerCase(Locale.ROOT)));
        }
        return Optional.empty();
    }

    /** The operators a type takes. */
    static Set<Operator> operators(ValueType type) {
        switch (type) {
            case NUMBER:
            case TIME:
            case DURATION:
                return EnumSet.of(Operator.EQ, Operator.NE, Operator.LT, Operator.LE, Operator.GT, Operator.GE,
                        Operator.IN);
            case BOOLEAN:
                return EnumSet.of(Operator.EQ, Operator.NE, Operator.IN);
            case BYTES:
                return EnumSet.of(Operator.CONTAINS);
            default:
                return EnumSet.of(Operator.EQ, Operator.NE, Operator.IN, Operator.CONTAINS, Operator.MATCHES);
        }
    }

    private static boolean isConnective(QueryToken t) {
        return t.isSymbol("&&") || t.isSymbol("||") || t.isKeyword("and") || t.isKeyword("or");
    }

    private QueryToken peek() {
        return tokens.get(next);
    }

    private QueryToken take() {
        QueryToken t = tokens.get(next);
        if (!t.is(QueryToken.Kind.END)) {
            next++;
        }
        return t;
    }

    private int position(QueryToken t) {
        return QueryLexer.position(input, t.offset());
    }

    private QuerySyntaxError error(String problem, QueryToken at, String expected) {
        return new QuerySyntaxError(problem, position(at), expected, at.found());
    }
}
