package io.pcaplens.application.fakes;

import io.pcaplens.domain.hunt.QueryName;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;

import java.util.ArrayList;
import java.util.Arrays;
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
        return queries.stream().filter(q -> Objects.equals(q.owner(), owner))
                .sorted(Comparator.comparing(q -> q.name().value(), InMemorySavedQueryRepository::byCodePoint))
                .toList();
    }

    /** The store's COLLATE "C" order; String's own order differs from it above the surrogates. */
    private static int byCodePoint(String a, String b) {
        return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
    }

    @Override
    public synchronized boolean delete(String owner, QueryName name) {
        return find(owner, name).map(queries::remove).orElse(false);
    }
}
