package io.pcaplens.rest.access;

import io.pcaplens.domain.access.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.identitystore.CredentialValidationResult;
import jakarta.security.enterprise.identitystore.IdentityStore;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Turns the groups an OpenID Connect provider says a caller is in into the service's roles
 * ({@link OpenIdSettings#roles}), as a Jakarta Security identity store that only provides groups: the
 * container adds them to whatever the validating store found.
 */
@ApplicationScoped
public class RoleGroups implements IdentityStore {

    @Inject
    OpenIdSettings openId;

    @Override
    public Set<String> getCallerGroups(CredentialValidationResult validated) {
        if (!openId.on()) {
            return Set.of();
        }
        return openId.roles(validated.getCallerGroups()).stream().map(Role::label).collect(Collectors.toSet());
    }

    @Override
    public Set<ValidationType> validationTypes() {
        return EnumSet.of(ValidationType.PROVIDE_GROUPS);
    }
}
