package io.pcaplens.application.access;

import io.pcaplens.application.StoreClock;
import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.TokenSecret;
import io.pcaplens.domain.access.port.TokenRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/** Who presents a token: its active record, found by the digest of what was presented, with the use noted. */
@ApplicationScoped
public class TokenAuthentication {

    private TokenRepository tokens;
    private Clock clock;

    /** For the container's proxy. */
    protected TokenAuthentication() {
    }

    @Inject
    public TokenAuthentication(TokenRepository tokens) {
        this(tokens, StoreClock.system());
    }

    public TokenAuthentication(TokenRepository tokens, Clock clock) {
        this.tokens = tokens;
        this.clock = clock;
    }

    /** Empty for an unknown or revoked token; the token as used now otherwise. */
    public Optional<ApiToken> authenticate(String presented) {
        if (presented == null || presented.isBlank()) {
            return Optional.empty();
        }
        Optional<ApiToken> token = tokens.findByDigest(TokenSecret.presented(presented).digest())
                .filter(ApiToken::active);
        Instant now = clock.instant();
        return token.map(t -> {
            if (!t.lastUseIsStale(now)) {
                return t;
            }
            tokens.recordUse(t.id(), now);
            return t.usedAt(now);
        });
    }
}
