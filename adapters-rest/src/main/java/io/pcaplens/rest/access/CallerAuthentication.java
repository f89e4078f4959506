package io.pcaplens.rest.access;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;
import jakarta.security.enterprise.AuthenticationException;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.security.enterprise.identitystore.CredentialValidationResult;
import jakarta.security.enterprise.identitystore.IdentityStoreHandler;
import jakarta.security.enterprise.identitystore.openid.OpenIdContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Who is calling: a client with the API token in {@code Authorization: Bearer}, checked by the identity stores
 * ({@link TokenIdentityStore}), or, when OpenID Connect is configured ({@link OpenIdSettings}), a browser that
 * signed in at the provider, which the OpenID Connect mechanism recognises by its session.
 *
 * <p>A request without credentials goes on anonymously and a request with bad ones goes on marked as
 * {@link #REJECTED}: whether that is acceptable depends on the address, which {@link AccessPolicy} decides, so
 * that the UI's pages, health and metrics stay open.
 *
 * <p>Jakarta Security 3 asks one mechanism per application; this one is chosen (an enabled alternative) and
 * hands browsers to the one {@code @OpenIdAuthenticationMechanismDefinition} defines.
 */
@Alternative
@Priority(Interceptor.Priority.APPLICATION)
@ApplicationScoped
public class CallerAuthentication implements HttpAuthenticationMechanism {

    private static final Logger LOG = Logger.getLogger(CallerAuthentication.class.getName());
    /** Request attribute: why the credentials sent were refused. */
    static final String REJECTED = "io.pcaplens.access.rejected";
    private static final String SCHEME = "bearer ";
    /** Session attribute: the ID token the service checked itself. */
    private static final String VERIFIED_ID_TOKEN = "io.pcaplens.access.verifiedIdToken";

    @Inject
    AccessSettings settings;
    @Inject
    OpenIdSettings openId;
    @Inject
    IdentityStoreHandler identityStores;
    @Inject
    BeanManager beans;
    @Inject
    IdTokenSignatures idTokens;
    @Inject
    Instance<OpenIdContext> openIdContext;
    private volatile HttpAuthenticationMechanism openIdMechanism;

    @Override
    public AuthenticationStatus validateRequest(HttpServletRequest request, HttpServletResponse response,
                                                HttpMessageContext context) {
        if (!settings.enabled()) {
            return context.doNothing();
        }
        String header = request.getHeader("Authorization");
        if (header != null) {
            return bearer(header, request, context);
        }
        return openId.on() ? signIn(request, response, context) : context.doNothing();
    }

    /**
     * A browser's session, or its way through the provider's sign-in. An answer from the provider that cannot be
     * trusted (a forged or expired ID token, a refused code) signs nobody in: 401, and the reason in the log.
     */
    private AuthenticationStatus signIn(HttpServletRequest request, HttpServletResponse response,
                                        HttpMessageContext context) {
        try {
            AuthenticationStatus status = openIdMechanism().validateRequest(new QueryOnlyParameters(request), response,
                    context);
            if (status == AuthenticationStatus.SUCCESS && !idTokenTrusted(request)) {
                openIdMechanism().cleanSubject(request, response, context);
                HttpSession session = request.getSession(false);
                if (session != null) {
                    session.invalidate();
                }
                return context.responseUnauthorized();
            }
            return status;
        } catch (AuthenticationException | RuntimeException e) {
            LOG.log(Level.WARNING, "OpenID Connect sign-in refused: " + e.getMessage(), e);
            return context.responseUnauthorized();
        }
    }

    /**
     * The container's mechanism let the ID token through; the service checks it again itself
     * ({@link IdTokenSignatures}), once per token and session, since the container's check has let an unsigned
     * token pass.
     */
    private boolean idTokenTrusted(HttpServletRequest request) {
        String token = openIdContext.get().getIdentityToken().getToken();
        HttpSession session = request.getSession(false);
        if (session != null && token.equals(session.getAttribute(VERIFIED_ID_TOKEN))) {
            return true;
        }
        if (!idTokens.trusted(token)) {
            return false;
        }
        if (session != null) {
            session.setAttribute(VERIFIED_ID_TOKEN, token);
        }
        return true;
    }

    @Override
    public void cleanSubject(HttpServletRequest request, HttpServletResponse response, HttpMessageContext context) {
        if (openId.on()) {
            openIdMechanism().cleanSubject(request, response, context);
        }
        HttpAuthenticationMechanism.super.cleanSubject(request, response, context);
    }

    private AuthenticationStatus bearer(String header, HttpServletRequest request, HttpMessageContext context) {
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

    /** The OpenID Connect mechanism: the other mechanism bean of the application. */
    private HttpAuthenticationMechanism openIdMechanism() {
        if (openIdMechanism == null) {
            for (Bean<?> bean : beans.getBeans(HttpAuthenticationMechanism.class)) {
                if (!CallerAuthentication.class.equals(bean.getBeanClass())) {
                    openIdMechanism = (HttpAuthenticationMechanism) beans.getReference(bean,
                            HttpAuthenticationMechanism.class, beans.createCreationalContext(bean));
                    return openIdMechanism;
                }
            }
            throw new IllegalStateException("no OpenID Connect mechanism although one is configured");
        }
        return openIdMechanism;
    }
}
