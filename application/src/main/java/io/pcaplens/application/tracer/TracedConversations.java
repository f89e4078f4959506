package io.pcaplens.application.tracer;

import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.port.ConversationRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.Optional;

/** Finds the conversation to trace. */
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
}
