package io.pcaplens.domain.access.port;

import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.TokenDigest;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The API tokens, by digest only: no clear secret is ever stored. */
public interface TokenRepository {

    /** Stores a new token; false when an active token has the same name already. */
    boolean add(ApiToken token);

    Optional<ApiToken> find(UUID id);

    Optional<ApiToken> findByDigest(TokenDigest digest);

    /** The active token of that name, if any (names are unique among active tokens). */
    Optional<ApiToken> findActive(String name);

    /** Oldest first, revoked ones included. */
    List<ApiToken> page(int offset, int limit);

    long count();

    /** Marks the token revoked at {@code at} unless it already is; false when there is no such token. */
    boolean revoke(UUID id, Instant at);

    void recordUse(UUID id, Instant at);
}
