package io.pcaplens.rest.access;

import io.pcaplens.domain.access.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.security.enterprise.authentication.mechanism.http.OpenIdAuthenticationMechanismDefinition;
import jakarta.security.enterprise.authentication.mechanism.http.openid.ClaimsDefinition;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * OpenID Connect login for the web UI (docs/security.md, Authentication), on when authentication is on and a provider
 * and a client are configured ({@code pcaplens.auth.oidc.*}). The mechanism is Jakarta Security's own; its
 * settings are read from here through the expressions below, so they are MicroProfile Config settings like
 * every other. A browser signs in at {@code /login}, which is also where the provider sends it back.
 *
 * <p>The provider's groups claim ({@code roles-claim}, default {@code groups}) gives the roles: a group listed
 * in {@code admin-groups}, {@code analyst-groups} or {@code viewer-groups} (default: the group of the role's
 * own name) grants that role and the ones it includes.
 */
@ApplicationScoped
@Named("pcaplensOpenId")
@OpenIdAuthenticationMechanismDefinition(
        providerURI = "${pcaplensOpenId.providerUri}",
        clientId = "${pcaplensOpenId.clientId}",
        clientSecret = "${pcaplensOpenId.clientSecret}",
        redirectURI = "${baseURL}/login",
        claimsDefinition = @ClaimsDefinition(callerGroupsClaim = "${pcaplensOpenId.rolesClaim}"))
public class OpenIdSettings {

    /** Where the browser signs in, and where the provider sends it back. */
    public static final String LOGIN = "/login";
    /** What the mechanism is given while no provider is configured; it is never asked then. */
    private static final String NONE = "http://127.0.0.1/no-openid-provider";

    private boolean on;
    private String providerUri;
    private String clientId;
    private String clientSecret;
    private String rolesClaim;
    private Map<Role, Set<String>> groups;

    /** For the container's proxy. */
    protected OpenIdSettings() {
    }

    @Inject
    public OpenIdSettings(AccessSettings access,
                          @ConfigProperty(name = "pcaplens.auth.oidc.provider-uri") Optional<String> providerUri,
                          @ConfigProperty(name = "pcaplens.auth.oidc.client-id") Optional<String> clientId,
                          @ConfigProperty(name = "pcaplens.auth.oidc.client-secret") Optional<String> clientSecret,
                          @ConfigProperty(name = "pcaplens.auth.oidc.roles-claim", defaultValue = "groups")
                          String rolesClaim,
                          @ConfigProperty(name = "pcaplens.auth.oidc.viewer-groups", defaultValue = "viewer")
                          String viewerGroups,
                          @ConfigProperty(name = "pcaplens.auth.oidc.analyst-groups", defaultValue = "analyst")
                          String analystGroups,
                          @ConfigProperty(name = "pcaplens.auth.oidc.admin-groups", defaultValue = "admin")
                          String adminGroups) {
        this.on = access.enabled() && providerUri.filter(s -> !s.isBlank()).isPresent()
                && clientId.filter(s -> !s.isBlank()).isPresent();
        this.providerUri = providerUri.orElse(NONE);
        this.clientId = clientId.orElse("none");
        this.clientSecret = clientSecret.orElse("");
        this.rolesClaim = rolesClaim;
        this.groups = Map.of(Role.VIEWER, names(viewerGroups), Role.ANALYST, names(analystGroups),
                Role.ADMIN, names(adminGroups));
    }

    /** Whether browsers sign in through the provider. */
    public boolean on() {
        return on;
    }

    public String getProviderUri() {
        return providerUri;
    }

    public String getClientId() {
        return clientId;
    }

    public String getClientSecret() {
        return clientSecret;
    }

    public String getRolesClaim() {
        return rolesClaim;
    }

    /** The roles the provider's groups give, each with the roles it includes. */
    public Set<Role> roles(Set<String> providerGroups) {
        Set<Role> roles = EnumSet.noneOf(Role.class);
        groups.forEach((role, names) -> {
            if (providerGroups.stream().anyMatch(names::contains)) {
                roles.addAll(role.granted());
            }
        });
        return roles;
    }

    private static Set<String> names(String list) {
        return Set.copyOf(Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                .toList());
    }
}
