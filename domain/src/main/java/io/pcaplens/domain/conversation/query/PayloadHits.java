package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.conversation.ConversationId;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The conversations some packet of which holds each payload pattern of a query, found beforehand (in the
 * stored bytes or in the capture file, as the query's scope says): a query's payload clauses select these.
 */
public record PayloadHits(Map<Literal.Bytes, Set<ConversationId>> byPattern) {

    /** For a query without payload clauses. */
    public static final PayloadHits NONE = new PayloadHits(Map.of());

    public PayloadHits {
        byPattern = Map.copyOf(byPattern);
    }

    /** The conversations holding the pattern, empty when it was not looked for. */
    public Optional<Set<ConversationId>> of(Literal.Bytes pattern) {
        return Optional.ofNullable(byPattern.get(pattern));
    }
}
