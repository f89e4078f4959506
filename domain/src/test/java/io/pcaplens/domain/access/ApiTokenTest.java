package io.pcaplens.domain.access;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ApiTokenTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private final SecureRandom random = new SecureRandom();

    @Test
    void anIssuedSecretIsThirtyTwoRandomBytesInBase64UrlBehindThePrefix() {
        String secret = ApiToken.issue("ci", Role.VIEWER, NOW, random).secret().reveal();

        assertTrue(secret.startsWith("pcaplens_"), secret);
        String encoded = secret.substring("pcaplens_".length());
        assertTrue(encoded.matches("[A-Za-z0-9_-]+"), "base64url without padding: " + encoded);
        assertEquals(32, Base64.getUrlDecoder().decode(encoded).length);
    }

    @Test
    void secretsDoNotRepeat() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            assertTrue(seen.add(ApiToken.issue("t", Role.VIEWER, NOW, random).secret().reveal()));
        }
    }

    @Test
    void theTokenKeepsTheSecretsSha256NotTheSecret() throws Exception {
        ApiToken.IssuedToken issued = ApiToken.issue("uploader", Role.ANALYST, NOW, random);
        String clear = issued.secret().reveal();
        String expected = HexFormat.of().formatHex(
                MessageDigest.getInstance("SHA-256").digest(clear.getBytes(StandardCharsets.UTF_8)));

        assertEquals(expected, issued.token().digest().hex());
        assertEquals(issued.token().digest(), TokenSecret.presented(clear).digest());
        assertFalse(issued.token().toString().contains(clear), issued.token().toString());
        assertFalse(issued.secret().toString().contains(clear));
    }

    @Test
    void aPresentedValueThatDiffersInOneCharacterHasAnotherDigest() {
        String clear = ApiToken.issue("t", Role.VIEWER, NOW, random).secret().reveal();
        String changed = clear.substring(0, clear.length() - 1) + (clear.endsWith("A") ? "B" : "A");
        assertNotEquals(TokenSecret.presented(clear).digest(), TokenSecret.presented(changed).digest());
    }

    @Test
    void aNameIsRequiredStrippedAndShort() {
        assertThrows(IllegalArgumentException.class, () -> ApiToken.issue(" ", Role.VIEWER, NOW, random));
        assertThrows(IllegalArgumentException.class, () -> ApiToken.issue("a\nb", Role.VIEWER, NOW, random));
        assertThrows(IllegalArgumentException.class, () -> ApiToken.issue("x".repeat(101), Role.VIEWER, NOW, random));
        assertEquals("nightly upload", ApiToken.issue("  nightly upload ", Role.VIEWER, NOW, random).token().name());
    }

    @Test
    void aRevokedTokenIsInactiveAndKeepsItsFirstRevocationTime() {
        ApiToken token = ApiToken.issue("t", Role.ADMIN, NOW, random).token();
        assertTrue(token.active());

        ApiToken revoked = token.revoked(NOW.plusSeconds(5));
        assertFalse(revoked.active());
        assertEquals(NOW.plusSeconds(5), revoked.revoked(NOW.plusSeconds(9)).revokedAt());
    }

    @Test
    void aUseIsWorthStoringOnceAMinute() {
        ApiToken token = ApiToken.issue("t", Role.VIEWER, NOW, random).token();
        assertTrue(token.lastUseIsStale(NOW));

        ApiToken used = token.usedAt(NOW);
        assertFalse(used.lastUseIsStale(NOW.plusSeconds(59)));
        assertTrue(used.lastUseIsStale(NOW.plusSeconds(60)));
    }

    @Test
    void eachRoleIncludesTheOnesBelowIt() {
        assertEquals(EnumSet.of(Role.VIEWER), Role.VIEWER.granted());
        assertEquals(EnumSet.of(Role.VIEWER, Role.ANALYST), Role.ANALYST.granted());
        assertEquals(EnumSet.allOf(Role.class), Role.ADMIN.granted());
        assertFalse(Role.ANALYST.includes(Role.ADMIN));
        assertTrue(Role.ADMIN.includes(Role.VIEWER));
    }

    @Test
    void rolesAreReadByTheirLabelsInAnyCase() {
        assertEquals(Role.ANALYST, Role.of("Analyst"));
        assertEquals("admin", Role.ADMIN.label());
        assertThrows(IllegalArgumentException.class, () -> Role.of("root"));
        assertThrows(IllegalArgumentException.class, () -> Role.of(null));
    }
}
