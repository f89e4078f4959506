package io.pcaplens.rest.query;

import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.Operator;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The syntax tree of a query as JSON, for a client that shows or rewrites it: each node has a {@code kind}
 * (and, or, not, present, clause); and/or hold {@code parts}, not its {@code inner} node, present its
 * {@code field}, a clause its {@code field}, {@code operator} and {@code values}, each value as the query
 * language writes it.
 */
public final class ExpressionTree {

    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());

    private ExpressionTree() {
    }

    public static JsonObject of(Expression e) {
        JsonObjectBuilder node = BUILDERS.createObjectBuilder();
        if (e instanceof Expression.And a) {
            node.add("kind", "and").add("parts", parts(a.parts()));
        } else if (e instanceof Expression.Or o) {
            node.add("kind", "or").add("parts", parts(o.parts()));
        } else if (e instanceof Expression.Not n) {
            node.add("kind", "not").add("inner", of(n.inner()));
        } else if (e instanceof Expression.Present p) {
            node.add("kind", "present").add("field", p.field().apiName());
        } else {
            Expression.Clause c = (Expression.Clause) e;
            JsonArrayBuilder values = BUILDERS.createArrayBuilder();
            c.values().forEach(v -> values.add(written(c, v)));
            node.add("kind", "clause").add("field", c.field().apiName()).add("operator", c.op().symbol())
                    .add("values", values);
        }
        return node.build();
    }

    /** The names of the fields the expression reads, each once, in the order they first appear. */
    public static Set<String> fields(Expression e) {
        Set<String> names = new LinkedHashSet<>();
        collect(e, names);
        return names;
    }

    private static void collect(Expression e, Set<String> names) {
        if (e instanceof Expression.And a) {
            a.parts().forEach(p -> collect(p, names));
        } else if (e instanceof Expression.Or o) {
            o.parts().forEach(p -> collect(p, names));
        } else if (e instanceof Expression.Not n) {
            collect(n.inner(), names);
        } else if (e instanceof Expression.Present p) {
            names.add(p.field().apiName());
        } else {
            names.add(((Expression.Clause) e).field().apiName());
        }
    }

    private static JsonArrayBuilder parts(List<Expression> parts) {
        JsonArrayBuilder array = BUILDERS.createArrayBuilder();
        parts.forEach(p -> array.add(of(p)));
        return array;
    }

    /** A value as the clause's text writes it (times as instants, durations with a unit). */
    private static String written(Expression.Clause c, Literal v) {
        String one = new Expression.Clause(c.field(), Operator.EQ, List.of(v)).text();
        return one.substring(c.field().apiName().length() + " == ".length());
    }
}
