package io.pcaplens.rest.overview;

import io.pcaplens.rest.Problem;

import io.pcaplens.application.overview.OverviewRefusal;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** The one place where the overview's refusals become problem responses. */
@Provider
public class OverviewRefusalMapper implements ExceptionMapper<OverviewRefusal> {

    @Context
    UriInfo uri;

    @Override
    public Response toResponse(OverviewRefusal refusal) {
        Problem problem = switch (refusal.reason()) {
            case UNKNOWN_FILE -> Problem.notFound(refusal.getMessage());
            case FILE_NOT_COMPLETED -> new Problem(Response.Status.CONFLICT, "File not analysed", refusal.getMessage());
        };
        return problem.toResponse(uri == null ? null : uri.getRequestUri().getRawPath());
    }
}
