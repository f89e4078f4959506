package io.pcaplens.rest.query;

import io.pcaplens.application.hunt.SavedQueries;
import io.pcaplens.application.hunt.SavedQueryRefusal;
import io.pcaplens.domain.hunt.QueryName;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;
import io.pcaplens.rest.access.AccessSettings;
import jakarta.ws.rs.core.SecurityContext;
import org.junit.jupiter.api.Test;

import java.security.Principal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Whose queries a call reads: the caller's with authentication on, no one's with it off. */
class SavedQueriesResourceTest {

    private final Store store = new Store();
    private final SavedQueries queries = new SavedQueries(store,
            Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC));

    private SavedQueriesResource resource(boolean authentication, String callerName) {
        SavedQueriesResource resource = new SavedQueriesResource();
        resource.queries = queries;
        resource.access = new AccessSettings(authentication);
        resource.caller = caller(callerName);
        return resource;
    }

    @Test
    void withAuthenticationOnEachCallerReadsTheirOwn() throws SavedQueryRefusal {
        queries.save("token:alice", "dns", "port == 53", "all");
        queries.save("token:bob", "web", "port in {80, 443}", "all");

        SavedQueriesResource alice = resource(true, "token:alice");

        assertEquals(List.of("dns"), alice.list().items().stream().map(SavedQueryBody::name).toList());
        assertEquals("token:alice", alice.get("dns").owner());
        SavedQueryRefusal e = assertThrows(SavedQueryRefusal.class, () -> alice.get("web"));
        assertEquals(SavedQueryRefusal.Reason.UNKNOWN_QUERY, e.reason());
    }

    @Test
    void withAuthenticationOffNoCallerIsNamedEvenWhenTheContainerNamesOne() throws SavedQueryRefusal {
        queries.save(null, "dns", "port == 53", "all");

        SavedQueryBody body = resource(false, "token:alice").get("dns");

        assertNull(body.owner());
        assertEquals(List.of("dns"), resource(false, null).list().items().stream().map(SavedQueryBody::name).toList());
    }

    @Test
    void theBodyWritesTheScopeAsItsTextAndTheTimeAsTheApiDoes() throws SavedQueryRefusal {
        String file = "0f8fad5b-d9cb-469f-a165-70867728950e";
        queries.save(null, "ftp", "port == 21", "file:" + file);

        SavedQueryBody body = resource(false, null).get("ftp");

        assertEquals(new SavedQueryBody("ftp", "port == 21", "file:" + file, null,
                io.pcaplens.rest.Timestamps.of(Instant.parse("2026-01-02T03:04:05Z"))), body);
    }

    private static SecurityContext caller(String name) {
        return new SecurityContext() {
            @Override
            public Principal getUserPrincipal() {
                return name == null ? null : () -> name;
            }

            @Override
            public boolean isUserInRole(String role) {
                return true;
            }

            @Override
            public boolean isSecure() {
                return false;
            }

            @Override
            public String getAuthenticationScheme() {
                return null;
            }
        };
    }

    /** The least store that keeps owners apart; the port's contract tests the real ones. */
    private static final class Store implements SavedQueryRepository {
        private final List<SavedQuery> all = new ArrayList<>();

        @Override
        public boolean add(SavedQuery query) {
            return find(query.owner(), query.name()).isEmpty() && all.add(query);
        }

        @Override
        public Optional<SavedQuery> find(String owner, QueryName name) {
            return all.stream().filter(q -> Objects.equals(q.owner(), owner) && q.name().equals(name)).findFirst();
        }

        @Override
        public List<SavedQuery> list(String owner) {
            return all.stream().filter(q -> Objects.equals(q.owner(), owner))
                    .sorted(Comparator.comparing(q -> q.name().value())).toList();
        }

        @Override
        public boolean delete(String owner, QueryName name) {
            return all.removeIf(q -> Objects.equals(q.owner(), owner) && q.name().equals(name));
        }
    }
}
