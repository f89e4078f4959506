package io.pcaplens.application.tracer;

import io.pcaplens.domain.port.ExplanationRepository;
import io.pcaplens.domain.tracer.Explanation;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/** The explanations table in memory: it outlives a service instance the way the database does. */
final class KeptExplanations implements ExplanationRepository {

    private record Row(String explainer, Explanation explanation) {
    }

    private final Map<Long, Map<Integer, Row>> rows = new HashMap<>();

    @Override
    public Map<Integer, Explanation> find(long conversationId, String explainer, int from, int to) {
        Map<Integer, Explanation> found = new HashMap<>();
        rows.getOrDefault(conversationId, Map.of()).forEach((index, row) -> {
            if (index >= from && index <= to && row.explainer().equals(explainer)) {
                found.put(index, row.explanation());
            }
        });
        return found;
    }

    @Override
    public void save(long conversationId, String explainer, Collection<Explanation> explanations) {
        explanations.forEach(e -> rows.computeIfAbsent(conversationId, id -> new HashMap<>())
                .put(e.index(), new Row(explainer, e)));
    }

    int size(long conversationId) {
        return rows.getOrDefault(conversationId, Map.of()).size();
    }
}
