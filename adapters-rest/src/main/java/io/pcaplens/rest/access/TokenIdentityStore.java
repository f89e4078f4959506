package io.pcaplens.rest.access;

import io.pcaplens.application.access.TokenAuthentication;
import io.pcaplens.domain.access.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.CallerPrincipal;
import jakarta.security.enterprise.credential.Credential;
import jakarta.security.enterprise.identitystore.CredentialValidationResult;
import jakarta.security.enterprise.identitystore.IdentityStore;

import java.util.Set;
import java.util.stream.Collectors;

/**
 * The API tokens as a Jakarta Security identity store: a valid token's caller is named after the token and is
 * in the group of its role and of every role that role includes, which the container maps to the roles of the
 * same names.
 */
@ApplicationScoped
public class TokenIdentityStore implements IdentityStore {

    @Inject
    TokenAuthentication tokens;

    @Override
    public CredentialValidationResult validate(Credential credential) {
        if (!(credential instanceof BearerCredential bearer)) {
            return CredentialValidationResult.NOT_VALIDATED_RESULT;
        }
        return tokens.authenticate(bearer.token())
                .map(t -> new CredentialValidationResult(new CallerPrincipal("token:" + t.name()), groups(t.role())))
                .orElse(CredentialValidationResult.INVALID_RESULT);
    }

    static Set<String> groups(Role role) {
        return role.granted().stream().map(Role::label).collect(Collectors.toSet());
    }
}
