package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.domain.tracer.port.ExplanationRepository;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/** The explanations table in memory: it outlives a service instance the way the database does. */
final class KeptExplanations implements ExplanationRepository {

    private record Row(String explainer, Explanation explanation) {
    }

    private record Key(long conversationId, ReplayScope scope) {
    }

    private final Map<Key, Map<Integer, Row>> rows = new HashMap<>();

    @Override
    public Map<Integer, Explanation> find(long conversationId, ReplayScope scope, String explainer, int from, int to) {
        Map<Integer, Explanation> found = new HashMap<>();
        rows.getOrDefault(new Key(conversationId, scope), Map.of()).forEach((index, row) -> {
            if (index >= from && index <= to && row.explainer().equals(explainer)) {
                found.put(index, row.explanation());
            }
        });
        return found;
    }

    @Override
    public void save(long conversationId, ReplayScope scope, String explainer, Collection<Explanation> explanations) {
        explanations.forEach(e -> rows.computeIfAbsent(new Key(conversationId, scope), id -> new HashMap<>())
                .put(e.index(), new Row(explainer, e)));
    }

    int size(long conversationId) {
        return size(conversationId, ReplayScope.ROW);
    }

    int size(long conversationId, ReplayScope scope) {
        return rows.getOrDefault(new Key(conversationId, scope), Map.of()).size();
    }
}
