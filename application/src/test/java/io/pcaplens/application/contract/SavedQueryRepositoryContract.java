package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.hunt.QueryName;
import io.pcaplens.domain.hunt.QueryScope;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;
import io.pcaplens.domain.monitor.NetworkId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link SavedQueryRepository} does, in memory or in a database. A store may be shared by the tests
 * of a class, so each test saves under an owner, or for the owner null under names, of its own.
 */
public abstract class SavedQueryRepositoryContract {

    private SavedQueryRepository queries;

    /** The store under test; it may be shared by the tests of a class. */
    protected abstract SavedQueryRepository repository();

    @BeforeEach
    void store() {
        queries = repository();
    }

    /** Instants as a database keeps them: to the microsecond. */
    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    private static String unique(String text) {
        return text + " " + UUID.randomUUID();
    }

    private static SavedQuery query(String owner, String name, QueryScope scope) {
        return SavedQuery.of(new QueryName(name), "port == 53 && !(ip.dst in {10.0.0.53})", scope, owner, now());
    }

    @Test
    void aQuerySavedIsFoundByItsOwnerAndNameAsSaved() {
        String owner = unique("token:ops");
        SavedQuery query = query(owner, "dns elsewhere", QueryScope.Everywhere.INSTANCE);

        assertTrue(queries.add(query));

        assertEquals(query, queries.find(owner, query.name()).orElseThrow());
        assertTrue(queries.find(unique("token:other"), query.name()).isEmpty(), "another owner's name");
    }

    @Test
    void eachScopeIsReadBack() {
        String owner = unique("token:scopes");
        QueryScope capture = new QueryScope.InCapture(new CaptureId(UUID.randomUUID().toString()));
        SavedQuery file = query(owner, "in a file", capture);
        SavedQuery network = query(owner, "in a network", new QueryScope.InNetwork(NetworkId.random()));
        queries.add(file);
        queries.add(network);

        assertEquals(file.scope(), queries.find(owner, file.name()).orElseThrow().scope());
        assertEquals(network.scope(), queries.find(owner, network.name()).orElseThrow().scope());
    }

    @Test
    void aNameIsUniqueAmongOneOwnersQueriesOnly() {
        String owner = unique("token:ci");
        String name = unique("long tls");
        assertTrue(queries.add(query(owner, name, QueryScope.Everywhere.INSTANCE)));

        assertFalse(queries.add(query(owner, name, QueryScope.Everywhere.INSTANCE)), "the same owner's name again");
        assertTrue(queries.add(query(unique("token:other"), name, QueryScope.Everywhere.INSTANCE)));
        assertTrue(queries.add(query(null, name, QueryScope.Everywhere.INSTANCE)), "no owner is an owner apart");
        assertFalse(queries.add(query(null, name, QueryScope.Everywhere.INSTANCE)), "the owner null's name again");
        assertEquals(owner, queries.find(owner, new QueryName(name)).orElseThrow().owner());
        assertNull(queries.find(null, new QueryName(name)).orElseThrow().owner());
    }

    @Test
    void anOwnersQueriesAreListedByNameAndNoOneElses() {
        String owner = unique("token:lister");
        queries.add(query(owner, "b second", QueryScope.Everywhere.INSTANCE));
        queries.add(query(owner, "a first", QueryScope.Everywhere.INSTANCE));
        queries.add(query(owner, "C upper", QueryScope.Everywhere.INSTANCE));
        queries.add(query(unique("token:other"), "a other", QueryScope.Everywhere.INSTANCE));

        List<String> names = queries.list(owner).stream().map(q -> q.name().value()).toList();

        assertEquals(List.of("C upper", "a first", "b second"), names, "by code point, upper case first");
    }

    @Test
    void aDeletedQueryIsGoneAndOthersStay() {
        String owner = unique("token:cleaner");
        String other = unique("token:other");
        SavedQuery mine = query(owner, "old", QueryScope.Everywhere.INSTANCE);
        SavedQuery theirs = query(other, "old", QueryScope.Everywhere.INSTANCE);
        queries.add(mine);
        queries.add(theirs);

        assertTrue(queries.delete(owner, mine.name()));

        assertTrue(queries.find(owner, mine.name()).isEmpty());
        assertFalse(queries.delete(owner, mine.name()), "deleted already");
        assertEquals(theirs, queries.find(other, theirs.name()).orElseThrow());
        assertTrue(queries.add(query(owner, "old", QueryScope.Everywhere.INSTANCE)), "the name is free again");
    }

    @Test
    void whatWasNeverSavedIsNotFound() {
        String owner = unique("token:nobody");
        QueryName name = new QueryName(unique("never"));

        assertTrue(queries.find(owner, name).isEmpty());
        assertTrue(queries.find(null, name).isEmpty());
        assertTrue(queries.list(owner).isEmpty());
        assertFalse(queries.delete(owner, name));
        assertFalse(queries.delete(null, name));
    }
}
