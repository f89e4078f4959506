package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.MonitorRefusal;
import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** The one place where the monitor's refusals become problem responses. */
@Provider
public class MonitorRefusalMapper implements ExceptionMapper<MonitorRefusal> {

    @Context
    UriInfo uri;

    @Override
    public Response toResponse(MonitorRefusal refusal) {
        return problem(refusal).toResponse(uri == null ? null : uri.getRequestUri().getRawPath());
    }

    static Problem problem(MonitorRefusal refusal) {
        return switch (refusal.reason()) {
            case UNKNOWN_NETWORK, UNKNOWN_SNAPSHOT, UNKNOWN_CHANGE, UNKNOWN_FILE -> Problem.notFound(refusal.getMessage());
            case FILE_NOT_COMPLETED -> new Problem(Response.Status.CONFLICT, "File not analysed", refusal.getMessage());
            case ALREADY_IN_NETWORK -> new Problem(Response.Status.CONFLICT, "Already a snapshot", refusal.getMessage());
            case NO_FRAMES -> new Problem(Problem.UNPROCESSABLE, "Capture without frames", refusal.getMessage());
            case NOT_MUTED, NO_BASELINE -> Problem.notFound(refusal.getMessage());
        };
    }
}
