package io.pcaplens.application.hunt;

import io.pcaplens.application.StoreClock;
import io.pcaplens.domain.hunt.QueryName;
import io.pcaplens.domain.hunt.QueryScope;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Clock;
import java.util.List;

/**
 * Saving hunt queries under a name, listing, reading and deleting them, each caller's apart (the owner null
 * when authentication is off). A text is parsed before it is saved: the parser's
 * {@link io.pcaplens.domain.conversation.query.QuerySyntaxError} leaves as it does for {@code q}.
 */
@ApplicationScoped
public class SavedQueries {

    private SavedQueryRepository queries;
    private Clock clock;

    /** For the container's proxy. */
    protected SavedQueries() {
    }

    @Inject
    public SavedQueries(SavedQueryRepository queries) {
        this(queries, StoreClock.system());
    }

    public SavedQueries(SavedQueryRepository queries, Clock clock) {
        this.queries = queries;
        this.clock = clock;
    }

    /**
     * @param scope {@code all}, {@code file:<fileId>} or {@code network:<networkId>}; null for {@code all}
     */
    public SavedQuery save(String owner, String name, String expression, String scope) throws SavedQueryRefusal {
        QueryName queryName = name(name);
        QueryScope queryScope = QueryScope.parse(scope).orElseThrow(() -> SavedQueryRefusal.invalid("scope must be"
                + " all, file:<fileId> or network:<networkId>, was '" + scope + "'"));
        SavedQuery query;
        try {
            query = SavedQuery.of(queryName, expression == null ? "" : expression, queryScope, owner, clock.instant());
        } catch (IllegalArgumentException e) {
            throw SavedQueryRefusal.invalid(e.getMessage());
        }
        if (!queries.add(query)) {
            throw new SavedQueryRefusal(SavedQueryRefusal.Reason.NAME_TAKEN, "a query named '" + queryName
                    + "' is saved already; delete it or choose another name");
        }
        return query;
    }

    /** The owner's queries, by name. */
    public List<SavedQuery> list(String owner) {
        return queries.list(owner);
    }

    public SavedQuery find(String owner, String name) throws SavedQueryRefusal {
        return queries.find(owner, known(name)).orElseThrow(() -> SavedQueryRefusal.unknown(name));
    }

    public void delete(String owner, String name) throws SavedQueryRefusal {
        if (!queries.delete(owner, known(name))) {
            throw SavedQueryRefusal.unknown(name);
        }
    }

    private static QueryName name(String name) throws SavedQueryRefusal {
        try {
            return new QueryName(name);
        } catch (IllegalArgumentException e) {
            throw SavedQueryRefusal.invalid(e.getMessage());
        }
    }

    /** A name no query can have names none that is saved. */
    private static QueryName known(String name) throws SavedQueryRefusal {
        try {
            return new QueryName(name);
        } catch (IllegalArgumentException e) {
            throw SavedQueryRefusal.unknown(name);
        }
    }
}
