package io.pcaplens.domain.access;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * An API token as stored: who it is for (a name), what it allows (a role), when it was created and last used,
 * and whether it was revoked. The secret itself is never kept, only its digest. A revoked token stays listed,
 * so that an administrator sees what existed and when it last worked.
 */
public record ApiToken(UUID id, String name, Role role, TokenDigest digest, Instant createdAt, Instant lastUsedAt,
                       Instant revokedAt) {

    public static final int MAX_NAME_LENGTH = 100;
    /**
     * The last use is recorded at most this often per token: a client polling several times a second must not
     * turn every read into a write.
     */
    static final Duration LAST_USE_RESOLUTION = Duration.ofMinutes(1);

    public ApiToken {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(digest, "digest");
        Objects.requireNonNull(createdAt, "createdAt");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a token needs a name that says who or what uses it");
        }
        name = name.strip();
        if (name.length() > MAX_NAME_LENGTH || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a token name has at most " + MAX_NAME_LENGTH
                    + " characters and no control characters");
        }
    }

    /** A new token and its secret, which the caller hands over once and forgets. */
    public static IssuedToken issue(String name, Role role, Instant now, SecureRandom random) {
        TokenSecret secret = TokenSecret.generate(random);
        return new IssuedToken(new ApiToken(UUID.randomUUID(), name, role, secret.digest(), now, null, null), secret);
    }

    public boolean active() {
        return revokedAt == null;
    }

    public ApiToken revoked(Instant at) {
        return active() ? new ApiToken(id, name, role, digest, createdAt, lastUsedAt, at) : this;
    }

    /** Whether a use at {@code now} is news worth storing. */
    public boolean lastUseIsStale(Instant now) {
        return lastUsedAt == null || !now.isBefore(lastUsedAt.plus(LAST_USE_RESOLUTION));
    }

    public ApiToken usedAt(Instant now) {
        return new ApiToken(id, name, role, digest, createdAt, now, revokedAt);
    }

    /** A token just created, with the secret that opens it. */
    public record IssuedToken(ApiToken token, TokenSecret secret) {
    }
}
