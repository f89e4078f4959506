package io.pcaplens.domain.conversation.query;

import java.util.List;

/**
 * An expression as the store's query language writes it, for a reader who wants to see what a query will ask:
 * the condition with a placeholder per value, and the values, written out, in the placeholders' order.
 *
 * @param condition  the condition text, every value a placeholder
 * @param parameters the values bound to the placeholders, in order, as text
 */
public record CompiledCondition(String condition, List<String> parameters) {

    public CompiledCondition {
        parameters = List.copyOf(parameters);
    }
}
