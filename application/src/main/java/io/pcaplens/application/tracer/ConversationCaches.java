package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.ExplanationCache;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One explanation cache per conversation (spec 8: per conversation, up to 500 entries), for the conversations
 * traced most recently: memory follows how many are replayed at once, not how many were ever traced.
 */
final class ConversationCaches {

    /** Conversations whose caches stay in memory; older ones are read back from the database when traced again. */
    static final int CONVERSATIONS = 200;

    private final Map<Long, ExplanationCache> caches = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, ExplanationCache> eldest) {
            return size() > CONVERSATIONS;
        }
    };

    synchronized ExplanationCache of(long conversationId) {
        return caches.computeIfAbsent(conversationId, id -> new ExplanationCache());
    }
}
