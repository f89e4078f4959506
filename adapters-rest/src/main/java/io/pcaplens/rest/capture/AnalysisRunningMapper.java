package io.pcaplens.rest.capture;

import io.pcaplens.domain.capture.AnalysisRunningException;
import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** A re-analysis asked for while the capture is being analysed: 409. */
@Provider
public class AnalysisRunningMapper implements ExceptionMapper<AnalysisRunningException> {

    @Context
    UriInfo uri;

    @Override
    public Response toResponse(AnalysisRunningException e) {
        return new Problem(Response.Status.CONFLICT, "Analysis running", e.getMessage())
                .toResponse(uri == null ? null : uri.getRequestUri().getRawPath());
    }
}
