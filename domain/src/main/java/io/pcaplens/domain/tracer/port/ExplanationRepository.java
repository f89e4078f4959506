package io.pcaplens.domain.tracer.port;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ReplayScope;

import java.util.Collection;
import java.util.Map;

/**
 * Explanations kept beyond one service's memory, so that a restart or a second analyst does not pay for a
 * language model again. Each is kept with the identity of the explainer that wrote it; one of another
 * identity reads as missing. A row replayed alone and its whole connection number their steps differently, so
 * each scope keeps its own.
 */
public interface ExplanationRepository {

    /** The kept explanations of the steps {@code from..to} (1-based, inclusive) written by that explainer. */
    Map<Integer, Explanation> find(long conversationId, ReplayScope scope, String explainer, int from, int to);

    /** Keeps explanations written by that explainer, replacing what was kept for the same steps. */
    void save(long conversationId, ReplayScope scope, String explainer, Collection<Explanation> explanations);
}
