package io.pcaplens.application.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.port.CrossCaptureConversations;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Map;

/** A query over the conversations of every completed capture at once, as a hunt across the store asks. */
@ApplicationScoped
public class ConversationHunt {

    private CrossCaptureConversations conversations;

    /** For the container's proxy. */
    protected ConversationHunt() {
    }

    @Inject
    public ConversationHunt(CrossCaptureConversations conversations) {
        this.conversations = conversations;
    }

    /** A page of the conversations the query selects, with how many it selects in all. */
    public Page<FiledConversation> page(ConversationQuery query, int page, int size) {
        return new Page<>(conversations.page(query, (page - 1) * size, size), page, size, conversations.count(query));
    }

    /** The pill groups' values over every completed capture, counted as a capture's facets are. */
    public Map<Facet, Map<String, Long>> facets(ConversationQuery query) {
        return conversations.facets(query);
    }

    /** The captures holding the query's conversations, each with its hits, most first; at most {@code limit}. */
    public List<CaptureHits> captures(ConversationQuery query, int limit) {
        return conversations.byCapture(query, limit);
    }
}
