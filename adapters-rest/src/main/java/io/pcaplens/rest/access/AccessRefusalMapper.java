package io.pcaplens.rest.access;

import io.pcaplens.application.access.AccessRefusal;
import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** The one place where token administration's refusals become problem responses. */
@Provider
public class AccessRefusalMapper implements ExceptionMapper<AccessRefusal> {

    @Context
    UriInfo uri;

    @Override
    public Response toResponse(AccessRefusal refusal) {
        Problem problem = switch (refusal.reason()) {
            case UNKNOWN_TOKEN -> Problem.notFound(refusal.getMessage());
            case NAME_IN_USE -> new Problem(Response.Status.CONFLICT, "Name in use", refusal.getMessage());
            case INVALID -> Problem.badRequest(refusal.getMessage());
        };
        return problem.toResponse(uri == null ? null : uri.getRequestUri().getRawPath());
    }
}
