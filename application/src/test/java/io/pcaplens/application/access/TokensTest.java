package io.pcaplens.application.access;

import io.pcaplens.application.fakes.InMemoryTokenRepository;
import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.Role;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TokensTest {

    private final InMemoryTokenRepository repository = new InMemoryTokenRepository();
    private final MovableClock clock = new MovableClock(Instant.parse("2026-03-01T10:00:00Z"));
    private final TokenAdministration admin = new TokenAdministration(repository, clock);
    private final TokenAuthentication authentication = new TokenAuthentication(repository, clock);

    @Test
    void aCreatedTokenAuthenticatesWithItsRoleAndIsStoredWithoutItsSecret() throws Exception {
        ApiToken.IssuedToken issued = admin.create("nightly upload", "analyst");

        ApiToken caller = authentication.authenticate(issued.secret().reveal()).orElseThrow();
        assertEquals("nightly upload", caller.name());
        assertEquals(Role.ANALYST, caller.role());
        assertFalse(repository.find(caller.id()).orElseThrow().toString().contains(issued.secret().reveal()));
    }

    @Test
    void anUnknownOrEmptyTokenAuthenticatesNobody() throws Exception {
        admin.create("someone", "viewer");
        assertTrue(authentication.authenticate("pcaplens_notatoken").isEmpty());
        assertTrue(authentication.authenticate("").isEmpty());
        assertTrue(authentication.authenticate(null).isEmpty());
    }

    @Test
    void aRevokedTokenAuthenticatesNobodyAndStaysListed() throws Exception {
        ApiToken.IssuedToken issued = admin.create("laptop", "admin");
        clock.advance(30);

        ApiToken revoked = admin.revoke(issued.token().id());

        assertEquals(clock.instant(), revoked.revokedAt());
        assertTrue(authentication.authenticate(issued.secret().reveal()).isEmpty());
        assertEquals(1, admin.page(1, 25).total());
    }

    @Test
    void revokingByNameTakesTheActiveTokenAndFreesTheName() throws Exception {
        ApiToken.IssuedToken first = admin.create("ci", "viewer");
        admin.revokeNamed("ci");

        ApiToken.IssuedToken second = admin.create("ci", "analyst");

        assertTrue(authentication.authenticate(first.secret().reveal()).isEmpty());
        assertEquals(Role.ANALYST, authentication.authenticate(second.secret().reveal()).orElseThrow().role());
    }

    @Test
    void twoActiveTokensCannotShareAName() throws Exception {
        admin.create("ci", "viewer");
        AccessRefusal refusal = assertThrows(AccessRefusal.class, () -> admin.create(" ci ", "admin"));
        assertEquals(AccessRefusal.Reason.NAME_IN_USE, refusal.reason());
    }

    @Test
    void anUnknownRoleOrBlankNameIsInvalid() {
        assertEquals(AccessRefusal.Reason.INVALID,
                assertThrows(AccessRefusal.class, () -> admin.create("x", "superuser")).reason());
        assertEquals(AccessRefusal.Reason.INVALID,
                assertThrows(AccessRefusal.class, () -> admin.create("", "viewer")).reason());
    }

    @Test
    void revokingAnUnknownTokenIsRefused() {
        assertEquals(AccessRefusal.Reason.UNKNOWN_TOKEN,
                assertThrows(AccessRefusal.class, () -> admin.revoke(UUID.randomUUID())).reason());
        assertEquals(AccessRefusal.Reason.UNKNOWN_TOKEN,
                assertThrows(AccessRefusal.class, () -> admin.revokeNamed("nobody")).reason());
    }

    @Test
    void theLastUseIsWrittenAtMostOnceAMinute() throws Exception {
        String secret = admin.create("poller", "viewer").secret().reveal();

        for (int i = 0; i < 10; i++) {
            authentication.authenticate(secret);
        }
        assertEquals(1, repository.usesRecorded);
        Instant first = clock.instant();
        clock.advance(61);
        authentication.authenticate(secret);

        assertEquals(2, repository.usesRecorded);
        assertEquals(first.plusSeconds(61), admin.page(1, 25).items().get(0).lastUsedAt());
    }

    /** A clock a test moves on. */
    private static final class MovableClock extends Clock {
        private Instant now;

        MovableClock(Instant start) {
            now = start;
        }

        void advance(long seconds) {
            now = now.plusSeconds(seconds);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
