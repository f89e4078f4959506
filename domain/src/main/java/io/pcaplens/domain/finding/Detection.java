package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationId;

import java.util.List;
import java.util.Objects;

/**
 * What a detector reports of one thing it found, before it is stored as a {@link Finding}.
 *
 * @param hosts           the addresses (and names) involved, the acting host first
 * @param score           how strongly the evidence points at the kind, higher first within a severity; detector
 *                        specific, not comparable across kinds
 * @param conversationIds every conversation that proves it, in id order
 * @param query           a hunt expression (docs/hunt.md) selecting those conversations
 */
public record Detection(FindingKind kind, FindingSeverity severity, String title, String explanation,
                        List<String> hosts, double score, List<ConversationId> conversationIds, String query) {

    public Detection {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(explanation, "explanation");
        Objects.requireNonNull(query, "query");
        hosts = List.copyOf(hosts);
        conversationIds = conversationIds.stream().distinct().sorted().toList();
    }
}
