package io.pcaplens.rest.access;

import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.rest.Timestamps;

/**
 * An API token as the admin endpoints show it. {@code token}, the secret, is there only in the answer that
 * created it; {@code lastUsedAt} and {@code revokedAt} are absent until they happen.
 */
public record TokenBody(String id, String name, String role, boolean active, String createdAt, String lastUsedAt,
                        String revokedAt, String token) {

    static TokenBody from(ApiToken t) {
        return new TokenBody(t.id().toString(), t.name(), t.role().label(), t.active(), Timestamps.of(t.createdAt()),
                Timestamps.of(t.lastUsedAt()), Timestamps.of(t.revokedAt()), null);
    }

    static TokenBody issued(ApiToken.IssuedToken issued) {
        TokenBody b = from(issued.token());
        return new TokenBody(b.id, b.name, b.role, b.active, b.createdAt, b.lastUsedAt, b.revokedAt,
                issued.secret().reveal());
    }
}
