package io.pcaplens.domain.tracer;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One conversation's explanations kept for replay (spec section 8, "Explanation cache": per conversation, up
 * to {@value #CAPACITY} entries, LRU). Reading an entry makes it the most recently used; adding one beyond the
 * capacity evicts the least recently used. Each entry remembers the identity of the explainer that wrote it,
 * so that after a change of model or of the built-in explainer's version an old entry reads as missing.
 *
 * <p>Methods are synchronized: the cache is small and held by one service, which may serve several requests
 * for the same conversation at once.
 */
public final class ExplanationCache {

    /** Spec section 8, "Explanation cache": up to 500 entries per conversation. */
    public static final int CAPACITY = 500;

    private record Entry(String explainer, Explanation explanation) {
    }

    private final Map<Integer, Entry> entries = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, Entry> eldest) {
            return size() > CAPACITY;
        }
    };

    /**
     * @param index     the step's 1-based index
     * @param explainer the identity of the explainer now in use
     * @return the kept explanation when that explainer wrote it; empty otherwise (and a stale entry is dropped)
     */
    public synchronized Optional<Explanation> get(int index, String explainer) {
        Entry entry = entries.get(index);
        if (entry == null) {
            return Optional.empty();
        }
        if (!entry.explainer().equals(explainer)) {
            entries.remove(index);
            return Optional.empty();
        }
        return Optional.of(entry.explanation());
    }

    /** Keeps an explanation written by the explainer of that identity, replacing one for the same step. */
    public synchronized void put(String explainer, Explanation explanation) {
        entries.put(explanation.index(), new Entry(explainer, explanation));
    }

    public synchronized int size() {
        return entries.size();
    }
}
