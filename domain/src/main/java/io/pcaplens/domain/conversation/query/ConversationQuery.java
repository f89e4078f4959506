package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.PayloadScope;
import io.pcaplens.domain.conversation.TimeWindow;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which conversations of a capture to list and in what order (spec 10.2, 10.3): the expression they match,
 * the stretch of capture time they were active in, the sort keys, and where payload bytes are looked for.
 * A pill group's selection is a clause {@code field in {values}} of the expression's top-level AND, and its
 * exclusion {@code !(field in {values})} beside it: the facets count around the one and the other.
 *
 * @param filter       the conversations selected, never null ({@link Expression#ALL} for all)
 * @param window       the stretch of capture time in which they were active, never null
 * @param sort         the sort keys, applied in order
 * @param payloadScope where payload bytes are looked for: the stored 64 bytes (the spec's default) or each
 *                     packet's whole payload in the capture file; never null
 */
public record ConversationQuery(Expression filter, TimeWindow window, List<Sort> sort, PayloadScope payloadScope) {

    public ConversationQuery {
        filter = filter == null ? Expression.ALL : filter;
        window = window == null ? TimeWindow.ALL : window;
        sort = sort == null ? List.of() : List.copyOf(sort);
        payloadScope = payloadScope == null ? PayloadScope.STORED : payloadScope;
    }

    /** One sort key: a field and its direction. */
    public record Sort(ConversationField field, boolean ascending) {
    }

    public static ConversationQuery all() {
        return new ConversationQuery(Expression.ALL, TimeWindow.ALL, List.of(), PayloadScope.STORED);
    }

    /** Every conversation the expression selects, in the default order. */
    public static ConversationQuery where(Expression filter) {
        return all().matching(filter);
    }

    /** The same query selecting only what it did and also matches {@code more}. */
    public ConversationQuery matching(Expression more) {
        return new ConversationQuery(Expression.and(List.of(filter, more)), window, sort, payloadScope);
    }

    /** The same query narrowed to a time window. */
    public ConversationQuery within(TimeWindow w) {
        return new ConversationQuery(filter, w, sort, payloadScope);
    }

    /** The same query in another order. */
    public ConversationQuery sortedBy(List<Sort> keys) {
        return new ConversationQuery(filter, window, keys, payloadScope);
    }

    /** The same query searching payload bytes in the given scope. */
    public ConversationQuery withPayloadScope(PayloadScope scope) {
        return new ConversationQuery(filter, window, sort, scope);
    }

    /** The pill group's selection: the first top-level clause {@code field == v} or {@code field in {…}}. */
    public Optional<Expression.Clause> selection(Facet facet) {
        return filter.conjuncts().stream().map(c -> groupClause(c, facet)).flatMap(Optional::stream).findFirst();
    }

    /** The values the pill group selects (OR-ed); empty when it selects none. */
    public List<String> included(Facet facet) {
        return selection(facet).map(ConversationQuery::texts).orElse(List.of());
    }

    /** The values the pill group excludes, from every top-level {@code !(field in {…})}; empty for none. */
    public List<String> excluded(Facet facet) {
        Set<String> out = new LinkedHashSet<>();
        for (Expression c : filter.conjuncts()) {
            if (c instanceof Expression.Not n) {
                groupClause(n.inner(), facet).ifPresent(clause -> out.addAll(texts(clause)));
            }
        }
        return List.copyOf(out);
    }

    /** The expression without the pill group's selection (every other part kept, its exclusions too). */
    public Expression withoutSelection(Facet facet) {
        Optional<Expression.Clause> selection = selection(facet);
        if (selection.isEmpty()) {
            return filter;
        }
        List<Expression> rest = new ArrayList<>(filter.conjuncts());
        rest.remove(selection.get());
        return Expression.and(rest);
    }

    /**
     * The same query with one more value selected in a pill group (OR-ed with those already selected); a value
     * the group excluded is no longer excluded.
     */
    public ConversationQuery including(Facet facet, String value) {
        QueryField field = QueryField.of(facet);
        Optional<Expression.Clause> selection = selection(facet);
        List<Expression> parts = new ArrayList<>();
        boolean placed = false;
        for (Expression c : filter.conjuncts()) {
            if (selection.isPresent() && c == selection.get()) {
                List<String> more = new ArrayList<>(texts(selection.get()));
                if (!more.contains(value)) {
                    more.add(value);
                }
                parts.add(FilterForm.selected(field, more));
                placed = true;
            } else if (c instanceof Expression.Not n && groupClause(n.inner(), facet).isPresent()) {
                List<String> still = texts(groupClause(n.inner(), facet).get()).stream()
                        .filter(v -> !v.equals(value)).toList();
                if (!still.isEmpty()) {
                    parts.add(FilterForm.excluded(field, still));
                }
            } else {
                parts.add(c);
            }
        }
        if (!placed) {
            parts.add(FilterForm.selected(field, List.of(value)));
        }
        return new ConversationQuery(Expression.and(parts), window, sort, payloadScope);
    }

    /** Every payload pattern the expression looks for, each once. */
    public Set<Literal.Bytes> payloadPatterns() {
        Set<Literal.Bytes> found = new LinkedHashSet<>();
        collectPatterns(filter, found);
        return found;
    }

    private static void collectPatterns(Expression e, Set<Literal.Bytes> found) {
        if (e instanceof Expression.And a) {
            a.parts().forEach(p -> collectPatterns(p, found));
        } else if (e instanceof Expression.Or o) {
            o.parts().forEach(p -> collectPatterns(p, found));
        } else if (e instanceof Expression.Not n) {
            collectPatterns(n.inner(), found);
        } else if (e instanceof Expression.Clause c) {
            c.values().stream().filter(v -> v instanceof Literal.Bytes).forEach(v -> found.add((Literal.Bytes) v));
        }
    }

    private static Optional<Expression.Clause> groupClause(Expression e, Facet facet) {
        if (e instanceof Expression.Clause c && c.field() == QueryField.of(facet)
                && (c.op() == Operator.EQ || c.op() == Operator.IN)
                && c.values().stream().allMatch(v -> v instanceof Literal.Text)) {
            return Optional.of(c);
        }
        return Optional.empty();
    }

    private static List<String> texts(Expression.Clause c) {
        return c.values().stream().map(v -> ((Literal.Text) v).value()).toList();
    }
}
