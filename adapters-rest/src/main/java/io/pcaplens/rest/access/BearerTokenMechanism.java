package io.pcaplens.rest.access;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.security.enterprise.identitystore.CredentialValidationResult;
import jakarta.security.enterprise.identitystore.IdentityStoreHandler;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.util.Locale;

/**
 * Authenticates callers by the API token in {@code Authorization: Bearer}, through the identity stores
 * ({@link TokenIdentityStore}). A request without credentials goes on anonymously and a request with bad ones
 * goes on marked as {@link #REJECTED}: whether that is acceptable depends on the address, which
 * {@link AccessPolicy} decides, so that the UI's pages, health and metrics stay open.
 */
@ApplicationScoped
public class BearerTokenMechanism implements HttpAuthenticationMechanism {

    /** Request attribute: why the credentials sent were refused. */
    static final String REJECTED = "io.pcaplens.access.rejected";
    private static final String SCHEME = "bearer ";

    @Inject
    AccessSettings settings;
    @Inject
    IdentityStoreHandler identityStores;

    @Override
    public AuthenticationStatus validateRequest(HttpServletRequest request, HttpServletResponse response,
                                                HttpMessageContext context) {
        String header = request.getHeader("Authorization");
        if (!settings.enabled() || header == null) {
            return context.doNothing();
        }
        if (!header.toLowerCase(Locale.ROOT).startsWith(SCHEME) || header.substring(SCHEME.length()).isBlank()) {
            request.setAttribute(REJECTED, "The Authorization header must be 'Bearer <token>'.");
            return context.doNothing();
        }
        CredentialValidationResult result = identityStores.validate(
                new BearerCredential(header.substring(SCHEME.length()).strip()));
        if (result.getStatus() == CredentialValidationResult.Status.VALID) {
            return context.notifyContainerAboutLogin(result);
        }
        request.setAttribute(REJECTED, "The token is unknown or was revoked.");
        return context.doNothing();
    }
}
