package io.pcaplens.rest.access;

import io.pcaplens.domain.access.Role;
import io.pcaplens.rest.Endpoint;
import io.pcaplens.rest.Problem;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.ext.Provider;

import java.util.Map;
import java.util.Set;

/**
 * Which role each endpoint needs, decided here and nowhere else, and enforced on the caller the container
 * authenticated ({@link CallerAuthentication}):
 * <ul>
 *   <li>token management ({@code /admin/...}): admin;</li>
 *   <li>every other GET: viewer, except the tracer's explanations and the findings' narrative, which may send
 *       capture content to a paid or remote language model: analyst;</li>
 *   <li>a read sent as a POST because its parameters outgrow a request line (the bulk exports' ids): viewer;</li>
 *   <li>every other method (uploads, deletions, rule runs, monitor edits and reviews, saving a query): analyst.</li>
 * </ul>
 * With authentication off, nothing is checked.
 */
@Provider
@Priority(Priorities.AUTHORIZATION)
public class AccessPolicy implements ContainerRequestFilter {

    /** Reads that ask the language model. */
    static final Set<String> MODEL_CALLS = Set.of("/tracer/{conversationId}/steps/{index}/explanation",
            "/tracer/{conversationId}/explanations", "/files/{fileId}/findings/narrative");
    /** Reads sent as POST, with the same answer as their GET. */
    static final Set<String> POSTED_READS = Set.of("/files/{fileId}/conversations.pcap",
            "/files/{fileId}/conversations.csv");

    @Inject
    AccessSettings settings;
    @Inject
    OpenIdSettings openId;
    @Context
    ResourceInfo resource;

    /** The role an endpoint needs. */
    public static Role required(Endpoint endpoint) {
        if (endpoint.template().startsWith("/admin/")) {
            return Role.ADMIN;
        }
        if (endpoint.method().equals("GET") && !MODEL_CALLS.contains(endpoint.template())
                || endpoint.method().equals("POST") && POSTED_READS.contains(endpoint.template())) {
            return Role.VIEWER;
        }
        return Role.ANALYST;
    }

    @Override
    public void filter(ContainerRequestContext context) {
        if (!settings.enabled()) {
            return;
        }
        // a method outside the API's resources (the framework's own OPTIONS answers): readers may see it
        Role role = resource.getResourceMethod() == null ? Role.VIEWER
                : Endpoint.of(resource.getResourceClass(), resource.getResourceMethod()).map(AccessPolicy::required)
                .orElse(Role.VIEWER);
        SecurityContext caller = context.getSecurityContext();
        // in a servlet container, the request's properties are its servlet attributes
        Object rejected = context.getProperty(CallerAuthentication.REJECTED);
        if (rejected != null) {
            context.abortWith(unauthorized("invalid_token", rejected.toString(), context));
        } else if (caller.getUserPrincipal() == null) {
            context.abortWith(unauthorized(null, "This address needs an API token: send 'Authorization: Bearer"
                    + " <token>'" + (openId.on() ? ", or sign in at " + OpenIdSettings.LOGIN : "") + ".", context));
        } else if (!caller.isUserInRole(role.label())) {
            context.abortWith(withChallenge(new Problem(Response.Status.FORBIDDEN, "Forbidden", "This needs the "
                    + role.label() + " role; the caller's role is weaker.").toResponse(path(context)),
                    "insufficient_scope"));
        }
    }

    /** With OpenID Connect on, the problem's {@code login} member tells a browser where to sign in. */
    private Response unauthorized(String error, String detail, ContainerRequestContext context) {
        Map<String, String> login = openId.on() ? Map.of("login", OpenIdSettings.LOGIN) : Map.of();
        return withChallenge(new Problem(Response.Status.UNAUTHORIZED, "Unauthorized", detail, login)
                .toResponse(path(context)), error);
    }

    /** RFC 6750's challenge, with its error code when the caller sent something that failed. */
    private static Response withChallenge(Response problem, String error) {
        String challenge = "Bearer realm=\"pcaplens\"" + (error == null ? "" : ", error=\"" + error + "\"");
        return Response.fromResponse(problem).header(HttpHeaders.WWW_AUTHENTICATE, challenge).build();
    }

    private static String path(ContainerRequestContext context) {
        return context.getUriInfo().getRequestUri().getRawPath();
    }
}
