package io.pcaplens.domain.hunt.port;

import io.pcaplens.domain.hunt.QueryName;
import io.pcaplens.domain.hunt.SavedQuery;

import java.util.List;
import java.util.Optional;

/**
 * The saved hunt queries, each owner's apart: a name is unique among one owner's queries, and the owner null
 * (authentication off) is an owner like any other.
 */
public interface SavedQueryRepository {

    /** Stores a new query; false when its owner has a query of that name already. */
    boolean add(SavedQuery query);

    Optional<SavedQuery> find(String owner, QueryName name);

    /** The owner's queries, by name. */
    List<SavedQuery> list(String owner);

    /** False when the owner has no query of that name. */
    boolean delete(String owner, QueryName name);
}
