package io.pcaplens.application.hunt;

import io.pcaplens.application.fakes.InMemorySavedQueryRepository;
import io.pcaplens.domain.conversation.query.QuerySyntaxError;
import io.pcaplens.domain.hunt.QueryScope;
import io.pcaplens.domain.hunt.SavedQuery;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SavedQueriesTest {

    private static final Instant NOW = Instant.parse("2026-03-04T05:06:07Z");
    private static final String FILE = "0f8fad5b-d9cb-469f-a165-70867728950e";

    private final InMemorySavedQueryRepository store = new InMemorySavedQueryRepository();
    private final SavedQueries queries = new SavedQueries(store, Clock.fixed(NOW, ZoneOffset.UTC));

    @Test
    void aSavedQueryKeepsItsTextScopeOwnerAndTime() throws SavedQueryRefusal {
        SavedQuery saved = queries.save("token:ops", " no sni ", "port == 443 && !sni", "file:" + FILE);

        assertEquals("no sni", saved.name().value());
        assertEquals("port == 443 && !sni", saved.expression());
        assertEquals("file:" + FILE, saved.scope().text());
        assertEquals("token:ops", saved.owner());
        assertEquals(NOW, saved.createdAt());
        assertEquals(saved, queries.find("token:ops", "no sni"));
    }

    @Test
    void noScopeIsEveryCapture() throws SavedQueryRefusal {
        assertEquals(QueryScope.Everywhere.INSTANCE, queries.save(null, "dns", "port == 53", null).scope());
    }

    @Test
    void aTextThatDoesNotParseLeavesAsTheParsersErrorAndIsNotSaved() {
        QuerySyntaxError e = assertThrows(QuerySyntaxError.class, () -> queries.save(null, "bad", "snii", "all"));

        assertEquals(List.of("sni"), e.suggestions());
        assertTrue(queries.list(null).isEmpty());
    }

    @Test
    void aBadNameOrScopeIsInvalid() {
        assertEquals(SavedQueryRefusal.Reason.INVALID,
                assertThrows(SavedQueryRefusal.class, () -> queries.save(null, " ", "port == 53", "all")).reason());
        assertEquals(SavedQueryRefusal.Reason.INVALID, assertThrows(SavedQueryRefusal.class,
                () -> queries.save(null, "x".repeat(101), "port == 53", "all")).reason());
        assertEquals(SavedQueryRefusal.Reason.INVALID, assertThrows(SavedQueryRefusal.class,
                () -> queries.save(null, "tab\there", "port == 53", "all")).reason());
        SavedQueryRefusal scope = assertThrows(SavedQueryRefusal.class,
                () -> queries.save(null, "dns", "port == 53", "file:not-an-id"));
        assertEquals(SavedQueryRefusal.Reason.INVALID, scope.reason());
        assertEquals("scope must be all, file:<fileId> or network:<networkId>, was 'file:not-an-id'",
                scope.getMessage());
    }

    @Test
    void payloadAcrossCapturesIsInvalid() {
        SavedQueryRefusal e = assertThrows(SavedQueryRefusal.class,
                () -> queries.save(null, "logins", "payload contains \"PASS \"", "all"));
        assertEquals(SavedQueryRefusal.Reason.INVALID, e.reason());
    }

    @Test
    void aNameTakenByTheSameOwnerIsRefusedAndFreeForAnother() throws SavedQueryRefusal {
        queries.save("token:a", "dns", "port == 53", "all");

        SavedQueryRefusal e = assertThrows(SavedQueryRefusal.class,
                () -> queries.save("token:a", "dns", "port == 853", "all"));
        assertEquals(SavedQueryRefusal.Reason.NAME_TAKEN, e.reason());
        assertEquals("port == 53", queries.find("token:a", "dns").expression(), "the first stays as it was");
        assertEquals("port == 853", queries.save("token:b", "dns", "port == 853", "all").expression());
    }

    @Test
    void eachOwnerListsAndDeletesOnlyTheirOwn() throws SavedQueryRefusal {
        queries.save("token:a", "dns", "port == 53", "all");
        queries.save("token:b", "dns", "port == 53", "all");
        queries.save("token:b", "web", "port in {80, 443}", "all");

        assertEquals(List.of("dns"), queries.list("token:a").stream().map(q -> q.name().value()).toList());
        assertThrows(SavedQueryRefusal.class, () -> queries.delete("token:a", "web"));
        queries.delete("token:a", "dns");

        assertTrue(queries.list("token:a").isEmpty());
        assertEquals(2, queries.list("token:b").size());
    }

    @Test
    void anUnknownNameIsUnknownEvenWhenNoQueryCouldHaveIt() {
        for (String name : new String[]{"never saved", "", "a/b"}) {
            assertEquals(SavedQueryRefusal.Reason.UNKNOWN_QUERY,
                    assertThrows(SavedQueryRefusal.class, () -> queries.find(null, name)).reason(), name);
            assertEquals(SavedQueryRefusal.Reason.UNKNOWN_QUERY,
                    assertThrows(SavedQueryRefusal.class, () -> queries.delete(null, name)).reason(), name);
        }
    }
}
