package io.pcaplens.domain.tracer;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec section 8, "Explanation cache": per conversation, up to 500 entries, LRU. */
class ExplanationCacheTest {

    private static final String MODEL = "llm gpt-4o-mini";

    private static Explanation explanation(int index) {
        return new Explanation(index, "step " + index, ExplanationSource.LLM, "gpt-4o-mini");
    }

    private static ExplanationCache filled(int entries) {
        ExplanationCache cache = new ExplanationCache();
        for (int i = 1; i <= entries; i++) {
            cache.put(MODEL, explanation(i));
        }
        return cache;
    }

    @Test
    void keepsWhatWasPut() {
        ExplanationCache cache = filled(3);
        assertEquals(Optional.of(explanation(2)), cache.get(2, MODEL));
        assertEquals(Optional.empty(), cache.get(4, MODEL));
    }

    @Test
    void holds500EntriesAndEvictsTheLeastRecentlyUsedBeyond() {
        ExplanationCache cache = filled(500);
        assertEquals(500, cache.size());
        cache.put(MODEL, explanation(501));
        assertEquals(500, cache.size());
        assertEquals(Optional.empty(), cache.get(1, MODEL));
        assertTrue(cache.get(2, MODEL).isPresent());
        assertTrue(cache.get(501, MODEL).isPresent());
    }

    @Test
    void readingAnEntryKeepsItOverOlderOnes() {
        ExplanationCache cache = filled(500);
        cache.get(1, MODEL);
        cache.put(MODEL, explanation(501));
        assertTrue(cache.get(1, MODEL).isPresent());
        assertEquals(Optional.empty(), cache.get(2, MODEL));
    }

    @Test
    void anEntryOfAnotherExplainerReadsAsMissingAndIsDropped() {
        ExplanationCache cache = filled(2);
        assertEquals(Optional.empty(), cache.get(1, "llm llama3.1"));
        assertEquals(1, cache.size());
        assertEquals(Optional.empty(), cache.get(1, MODEL));
    }

    @Test
    void aNewExplanationOfAStepReplacesTheOldOne() {
        ExplanationCache cache = filled(1);
        Explanation builtin = new Explanation(1, "again", ExplanationSource.BUILTIN, "builtin v1");
        cache.put("builtin v1", builtin);
        assertEquals(1, cache.size());
        assertEquals(Optional.of(builtin), cache.get(1, "builtin v1"));
    }
}
