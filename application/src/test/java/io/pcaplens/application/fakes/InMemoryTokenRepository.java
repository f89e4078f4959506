package io.pcaplens.application.fakes;

import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.TokenDigest;
import io.pcaplens.domain.access.port.TokenRepository;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Tokens in a map, with the database's rule that names are unique among active tokens. */
public class InMemoryTokenRepository implements TokenRepository {

    private final Map<UUID, ApiToken> tokens = new LinkedHashMap<>();
    /** How many times a use was written, to see that uses are not written on every request. */
    public int usesRecorded;

    @Override
    public synchronized boolean add(ApiToken token) {
        if (findActive(token.name()).isPresent()) {
            return false;
        }
        tokens.put(token.id(), token);
        return true;
    }

    @Override
    public synchronized Optional<ApiToken> find(UUID id) {
        return Optional.ofNullable(tokens.get(id));
    }

    @Override
    public synchronized Optional<ApiToken> findByDigest(TokenDigest digest) {
        return tokens.values().stream().filter(t -> t.digest().equals(digest)).findFirst();
    }

    @Override
    public synchronized Optional<ApiToken> findActive(String name) {
        return tokens.values().stream().filter(t -> t.active() && t.name().equals(name)).findFirst();
    }

    @Override
    public synchronized List<ApiToken> page(int offset, int limit) {
        List<ApiToken> all = new ArrayList<>(tokens.values());
        all.sort(Comparator.comparing(ApiToken::createdAt));
        return all.subList(Math.min(offset, all.size()), Math.min(offset + limit, all.size()));
    }

    @Override
    public synchronized long count() {
        return tokens.size();
    }

    @Override
    public synchronized boolean revoke(UUID id, Instant at) {
        ApiToken token = tokens.get(id);
        if (token == null) {
            return false;
        }
        tokens.put(id, token.revoked(at));
        return true;
    }

    @Override
    public synchronized void recordUse(UUID id, Instant at) {
        usesRecorded++;
        tokens.computeIfPresent(id, (k, t) -> t.usedAt(at));
    }
}
