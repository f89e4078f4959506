package io.pcaplens.application.access;

import io.pcaplens.application.Page;
import io.pcaplens.application.StoreClock;
import io.pcaplens.domain.access.ApiToken.IssuedToken;
import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.Role;
import io.pcaplens.domain.access.port.TokenRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.UUID;

/**
 * Creating, listing and revoking API tokens, for the admin endpoints and the command line alike. A new token's
 * secret is returned once and never stored.
 */
@ApplicationScoped
public class TokenAdministration {

    private TokenRepository tokens;
    private Clock clock;
    private SecureRandom random;

    /** For the container's proxy. */
    protected TokenAdministration() {
    }

    @Inject
    public TokenAdministration(TokenRepository tokens) {
        this(tokens, StoreClock.system());
    }

    public TokenAdministration(TokenRepository tokens, Clock clock) {
        this.tokens = tokens;
        this.clock = clock;
        this.random = new SecureRandom();
    }

    public IssuedToken create(String name, String role) throws AccessRefusal {
        IssuedToken issued;
        try {
            issued = ApiToken.issue(name, Role.of(role), clock.instant(), random);
        } catch (IllegalArgumentException e) {
            throw new AccessRefusal(AccessRefusal.Reason.INVALID, e.getMessage());
        }
        if (!tokens.add(issued.token())) {
            throw new AccessRefusal(AccessRefusal.Reason.NAME_IN_USE, "an active token is named '"
                    + issued.token().name() + "' already; revoke it or choose another name");
        }
        return issued;
    }

    /** Oldest first, revoked tokens included. */
    public Page<ApiToken> page(int page, int size) {
        return new Page<>(tokens.page((page - 1) * size, size), page, size, tokens.count());
    }

    /** Revoking a revoked token again changes nothing. */
    public ApiToken revoke(UUID id) throws AccessRefusal {
        if (!tokens.revoke(id, clock.instant())) {
            throw unknown(id.toString());
        }
        return tokens.find(id).orElseThrow(() -> unknown(id.toString()));
    }

    /** Revokes the active token of that name. */
    public ApiToken revokeNamed(String name) throws AccessRefusal {
        ApiToken token = tokens.findActive(name == null ? "" : name.strip()).orElseThrow(() -> unknown(name));
        return revoke(token.id());
    }

    private static AccessRefusal unknown(String token) {
        return new AccessRefusal(AccessRefusal.Reason.UNKNOWN_TOKEN, "there is no token " + token);
    }
}
