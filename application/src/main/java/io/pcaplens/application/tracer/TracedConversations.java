package io.pcaplens.application.tracer;

import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.tracer.ReplayScope;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;

/** Finds the conversation to trace, and the rows a replay of it shows. */
@ApplicationScoped
public class TracedConversations {

    private final ConversationRepository conversations;

    @Inject
    public TracedConversations(ConversationRepository conversations) {
        this.conversations = conversations;
    }

    /** For the container's proxy only. */
    protected TracedConversations() {
        this(null);
    }

    public Optional<TracedConversation> find(ConversationId conversationId) {
        return conversations.find(conversationId).map(TracedConversation::of);
    }

    /**
     * The replay of a conversation in a scope: the row alone, or with every other row of its transport flow (the
     * rows the connection was split into by protocol label).
     */
    public Optional<Replay> replay(ConversationId conversationId, ReplayScope scope) {
        return conversations.find(conversationId).map(row -> scope == ReplayScope.ROW
                ? Replay.rowOnly(TracedConversation.of(row)) : connection(row));
    }

    private Replay connection(ConversationRow traced) {
        SortedSet<ConversationId> ids = conversations.sameConnections(traced.captureId(), List.of(traced.id()));
        List<ReplayRow> rows = new ArrayList<>(ids.size());
        for (ConversationId id : ids) {
            ConversationRow row = id.equals(traced.id()) ? traced : conversations.find(id).orElse(null);
            if (row != null) {
                rows.add(new ReplayRow(id.value(), row.labels().protocol(), row.traffic().packetCount()));
            }
        }
        if (rows.stream().noneMatch(r -> r.conversationId() == traced.id().value())) {
            rows.add(new ReplayRow(traced.id().value(), traced.labels().protocol(), traced.traffic().packetCount()));
        }
        return new Replay(TracedConversation.of(traced), ReplayScope.CONNECTION, rows);
    }
}
