package io.pcaplens.rest.access;

import io.pcaplens.domain.access.Role;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;

import java.security.Principal;
import java.util.Comparator;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Who is calling, as the service sees it: whether authentication is on, and then the caller's name and
 * strongest role. The web UI shows the role of the token or sign-in it uses; a script can check its token.
 * Like every read, it needs the viewer role when authentication is on ({@link AccessPolicy}).
 */
@Path("/caller")
@Produces(MediaType.APPLICATION_JSON)
public class CallerResource {

    @Inject
    AccessSettings settings;

    /**
     * {@code authentication} false: every client may do everything, and there is no caller to name.
     * {@code name}: {@code token:<name>} for an API token, the provider's subject for an OpenID Connect sign-in.
     */
    public record CallerBody(boolean authentication, String name, String role) {
    }

    @GET
    @Operation(operationId = "getCaller", summary = "Who the service takes the caller for, and its role")
    public CallerBody get(@Context SecurityContext caller) {
        Principal principal = caller.getUserPrincipal();
        if (!settings.enabled() || principal == null) {
            return new CallerBody(settings.enabled(), null, null);
        }
        // each role's group comes with those of the roles it includes: the strongest one names the caller's role
        String role = Stream.of(Role.values()).sorted(Comparator.reverseOrder()).map(Role::label)
                .filter(caller::isUserInRole).findFirst().orElse(null);
        return new CallerBody(true, principal.getName(), role);
    }
}
