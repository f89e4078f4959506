package io.pcaplens.application.contract;

import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.Role;
import io.pcaplens.domain.access.port.TokenRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link TokenRepository} does, whether it keeps tokens in memory or in a database: the use cases
 * are tested against the fake, so the fake must answer as the real store does. A store may hold other tokens
 * already (a shared database), so each test uses names of its own and counts only what it added.
 */
public abstract class TokenRepositoryContract {

    private static final SecureRandom RANDOM = new SecureRandom();

    private TokenRepository tokens;

    /** The store under test; it may be shared by the tests of a class. */
    protected abstract TokenRepository repository();

    @BeforeEach
    void store() {
        tokens = repository();
    }

    /** Instants as a database keeps them: to the microsecond. */
    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    private static ApiToken token(String name, Instant at) {
        return ApiToken.issue(name, Role.ANALYST, at, RANDOM).token();
    }

    private static String unique(String name) {
        return name + " " + UUID.randomUUID();
    }

    @Test
    void aTokenAddedIsFoundByIdByDigestAndByItsActiveName() {
        ApiToken token = token(unique("uploader"), now());

        assertTrue(tokens.add(token));

        assertEquals(token, tokens.find(token.id()).orElseThrow());
        assertEquals(token, tokens.findByDigest(token.digest()).orElseThrow());
        assertEquals(token, tokens.findActive(token.name()).orElseThrow());
    }

    @Test
    void whatWasNeverAddedIsNotFound() {
        assertTrue(tokens.find(UUID.randomUUID()).isEmpty());
        assertTrue(tokens.findByDigest(token("never", now()).digest()).isEmpty());
        assertTrue(tokens.findActive(unique("never")).isEmpty());
        assertFalse(tokens.revoke(UUID.randomUUID(), now()));
    }

    @Test
    void aNameIsTakenOnlyWhileItsTokenIsActive() {
        String name = unique("ci");
        ApiToken first = token(name, now());
        assertTrue(tokens.add(first));

        assertFalse(tokens.add(token(name, now())), "a second active token of the same name");
        assertTrue(tokens.revoke(first.id(), now()));
        ApiToken second = token(name, now());

        assertTrue(tokens.add(second));
        assertEquals(second.id(), tokens.findActive(name).orElseThrow().id());
    }

    @Test
    void aTokenRevokedTwiceKeepsTheFirstTime() {
        ApiToken token = token(unique("twice"), now());
        tokens.add(token);
        Instant first = now();

        assertTrue(tokens.revoke(token.id(), first));
        assertTrue(tokens.revoke(token.id(), first.plusSeconds(60)), "the token is there, so revoking answers true");

        ApiToken stored = tokens.find(token.id()).orElseThrow();
        assertEquals(first, stored.revokedAt());
        assertFalse(stored.active());
        assertTrue(tokens.findActive(token.name()).isEmpty());
        assertEquals(token.id(), tokens.findByDigest(token.digest()).orElseThrow().id(),
                "a revoked token is still found, so that its refusal can say it was revoked");
    }

    @Test
    void aUseIsRecordedAtTheInstantGiven() {
        ApiToken token = token(unique("poller"), now());
        tokens.add(token);
        Instant used = now().plusSeconds(5);

        tokens.recordUse(token.id(), used);

        assertEquals(used, tokens.find(token.id()).orElseThrow().lastUsedAt());
    }

    @Test
    void pagesListOldestFirstWithRevokedTokensAndCountAll() {
        long before = tokens.count();
        Instant start = Instant.parse("2100-01-01T00:00:00Z");
        ApiToken newer = token(unique("newer"), start.plusSeconds(2));
        ApiToken older = token(unique("older"), start.plusSeconds(1));
        tokens.add(newer);
        tokens.add(older);
        tokens.revoke(older.id(), start.plusSeconds(3));

        assertEquals(before + 2, tokens.count());
        List<UUID> all = tokens.page(0, (int) before + 2).stream().map(ApiToken::id).toList();
        // dated in the future, after any other token of a shared store, so they come last
        assertEquals(List.of(older.id(), newer.id()), all.subList(all.size() - 2, all.size()));
        assertEquals(List.of(newer.id()), tokens.page((int) before + 1, 5).stream().map(ApiToken::id).toList());
    }
}
