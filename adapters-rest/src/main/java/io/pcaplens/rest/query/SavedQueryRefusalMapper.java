package io.pcaplens.rest.query;

import io.pcaplens.application.hunt.SavedQueryRefusal;
import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** The one place where saved queries' refusals become problem responses. */
@Provider
public class SavedQueryRefusalMapper implements ExceptionMapper<SavedQueryRefusal> {

    @Context
    UriInfo uri;

    @Override
    public Response toResponse(SavedQueryRefusal refusal) {
        return problem(refusal).toResponse(uri == null ? null : uri.getRequestUri().getRawPath());
    }

    static Problem problem(SavedQueryRefusal refusal) {
        return switch (refusal.reason()) {
            case UNKNOWN_QUERY -> Problem.notFound(refusal.getMessage());
            case NAME_TAKEN -> new Problem(Response.Status.CONFLICT, "Name in use", refusal.getMessage());
            case INVALID -> Problem.badRequest(refusal.getMessage());
        };
    }
}
