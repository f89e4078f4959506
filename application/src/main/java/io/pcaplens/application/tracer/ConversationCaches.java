package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.ExplanationCache;
import io.pcaplens.domain.tracer.ReplayScope;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One explanation cache per replay (spec 8: per conversation, up to 500 entries; a row alone and its whole
 * connection number their steps differently), for the replays traced most recently: memory follows how many
 * are replayed at once, not how many were ever traced.
 */
final class ConversationCaches {

    /** Replays whose caches stay in memory; older ones are read back from the database when traced again. */
    static final int CONVERSATIONS = 200;

    private record Key(long conversationId, ReplayScope scope) {
    }

    private final Map<Key, ExplanationCache> caches = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, ExplanationCache> eldest) {
            return size() > CONVERSATIONS;
        }
    };

    synchronized ExplanationCache of(long conversationId, ReplayScope scope) {
        return caches.computeIfAbsent(new Key(conversationId, scope), id -> new ExplanationCache());
    }
}
