package io.pcaplens.application.fakes;

import io.pcaplens.domain.hunt.QueryName;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Saved queries in a list, with the database's rule that a name is unique among one owner's queries. */
public class InMemorySavedQueryRepository implements SavedQueryRepository {

    private final List<SavedQuery> queries = new ArrayList<>();

    @Override
    public synchronized boolean add(SavedQuery query) {
        if (find(query.owner(), query.name()).isPresent()) {
            return false;
        }
        queries.add(query);
        return true;
    }

    @Override
    public synchronized Optional<SavedQuery> find(String owner, QueryName name) {
        return queries.stream().filter(q -> Objects.equals(q.owner(), owner) && q.name().equals(name)).findFirst();
    }

    @Override
    public synchronized List<SavedQuery> list(String owner) {
        // the store sorts by COLLATE "C", code point order, which String's order is below the surrogates
        return queries.stream().filter(q -> Objects.equals(q.owner(), owner))
                .sorted(Comparator.comparing(q -> q.name().value())).toList();
    }

    @Override
    public synchronized boolean delete(String owner, QueryName name) {
        return find(owner, name).map(queries::remove).orElse(false);
    }
}
