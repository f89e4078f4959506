package io.pcaplens.rest.tracer;

import io.pcaplens.domain.tracer.ExplainerBusy;
import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** Explanations asked while the language model has all the calls it may have in flight: 503 and when to retry. */
@Provider
public class ExplainerBusyMapper implements ExceptionMapper<ExplainerBusy> {

    @Context
    UriInfo uri;

    @Override
    public Response toResponse(ExplainerBusy e) {
        Response problem = new Problem(Response.Status.SERVICE_UNAVAILABLE, "Explainer busy", e.getMessage())
                .toResponse(uri == null ? null : uri.getRequestUri().getRawPath());
        return Response.fromResponse(problem).header(HttpHeaders.RETRY_AFTER, e.retryAfterSeconds()).build();
    }
}
