package io.pcaplens.domain.conversation.query;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Which conversations a query selects: clauses {@code field op value(s)} and bare fields (present), combined
 * with AND, OR and NOT. As in Wireshark, a conversation without the field matches no clause on it, neither
 * {@code ==} nor {@code !=}, while the negation of a clause does hold for it.
 */
public sealed interface Expression {

    /** Every conversation: the AND of no clause. */
    Expression ALL = new And(List.of());

    /** The expression written out, fully parenthesised where it combines others. */
    String text();

    /** The parts an AND holds (one part for anything else, none for {@link #ALL}). */
    default List<Expression> conjuncts() {
        return List.of(this);
    }

    /** The AND of the parts, nested ANDs flattened; one part is itself. */
    static Expression and(List<Expression> parts) {
        List<Expression> flat = new ArrayList<>();
        parts.forEach(p -> flat.addAll(p.conjuncts()));
        return flat.size() == 1 ? flat.get(0) : new And(flat);
    }

    /** The OR of the parts (at least one), nested ORs flattened; one part is itself. */
    static Expression or(List<Expression> parts) {
        List<Expression> flat = new ArrayList<>();
        parts.forEach(p -> flat.addAll(p instanceof Or o ? o.parts() : List.of(p)));
        if (flat.isEmpty()) {
            throw new IllegalArgumentException("an OR needs at least one part");
        }
        return flat.size() == 1 ? flat.get(0) : new Or(flat);
    }

    static Expression not(Expression inner) {
        return new Not(inner);
    }

    /** {@code field op value}. */
    static Expression clause(QueryField field, Operator op, Literal value) {
        return new Clause(field, op, List.of(value));
    }

    /** {@code field in {values}}; one value is {@code field == value}. */
    static Expression in(QueryField field, List<? extends Literal> values) {
        return values.size() == 1 ? new Clause(field, Operator.EQ, List.of(values.get(0)))
                : new Clause(field, Operator.IN, List.copyOf(values));
    }

    /** All of the parts hold; none is every conversation. */
    record And(List<Expression> parts) implements Expression {
        public And {
            parts = List.copyOf(parts);
        }

        @Override
        public List<Expression> conjuncts() {
            return parts;
        }

        @Override
        public String text() {
            return parts.isEmpty() ? "" : parts.stream().map(p -> p instanceof Or ? "(" + p.text() + ")" : p.text())
                    .collect(Collectors.joining(" && "));
        }
    }

    /** Some part holds. */
    record Or(List<Expression> parts) implements Expression {
        public Or {
            if (parts.isEmpty()) {
                throw new IllegalArgumentException("an OR needs at least one part");
            }
            parts = List.copyOf(parts);
        }

        @Override
        public String text() {
            return parts.stream().map(Expression::text).collect(Collectors.joining(" || "));
        }
    }

    /** The part does not hold, or its field is missing. */
    record Not(Expression inner) implements Expression {
        @Override
        public String text() {
            return inner instanceof Clause || inner instanceof Present ? "!" + inner.text() : "!(" + inner.text() + ")";
        }
    }

    /** The field holds a value. */
    record Present(QueryField field) implements Expression {
        @Override
        public String text() {
            return field.apiName();
        }
    }

    /**
     * A field compared with one value, or with a set of them ({@link Operator#IN}); an array field matches when
     * any of its elements does.
     */
    record Clause(QueryField field, Operator op, List<Literal> values) implements Expression {
        public Clause {
            values = List.copyOf(values);
            if (op == Operator.IN ? values.isEmpty() : values.size() != 1) {
                throw new IllegalArgumentException(op.symbol() + " takes " + (op == Operator.IN ? "one or more values"
                        : "one value"));
            }
        }

        /** The only value of a clause that is not IN. */
        public Literal value() {
            return values.get(0);
        }

        /** Written as the query language reads it back: times as ISO-8601 instants, durations with a unit. */
        @Override
        public String text() {
            String written = op == Operator.IN
                    ? "{" + values.stream().map(this::written).collect(Collectors.joining(", ")) + "}"
                    : written(value());
            return field.apiName() + " " + op.symbol() + " " + written;
        }

        private String written(Literal v) {
            if (v instanceof Literal.Number n && field.type() == ValueType.TIME) {
                return Quantities.instantText(n.value());
            }
            if (v instanceof Literal.Number n && field.type() == ValueType.DURATION) {
                return Quantities.durationText(n.value());
            }
            return v.text();
        }
    }
}
