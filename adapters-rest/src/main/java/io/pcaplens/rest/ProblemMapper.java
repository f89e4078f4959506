package io.pcaplens.rest;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Turns every exception that leaves a resource into a problem body: the API's own {@link Problem}s, the
 * framework's errors (unknown path, wrong method, wrong media type) and, as a last resort, a 500 that
 * names no internals.
 */
@Provider
public class ProblemMapper implements ExceptionMapper<Throwable> {

    private static final Logger LOG = Logger.getLogger(ProblemMapper.class.getName());

    @Context
    UriInfo uri;

    @Override
    public Response toResponse(Throwable e) {
        String instance = uri == null ? null : uri.getRequestUri().getRawPath();
        if (e instanceof Problem p) {
            return p.toResponse(instance);
        }
        if (e instanceof WebApplicationException w && w.getResponse().getStatus() < 500) {
            Response.StatusType status = w.getResponse().getStatusInfo();
            String detail = switch (status.getStatusCode()) {
                case 404 -> "There is nothing at this address.";
                case 405 -> "This address does not accept this method.";
                case 415 -> "The request's content type is not accepted here.";
                case 406 -> "The requested response type cannot be produced.";
                default -> w.getMessage();
            };
            return Problem.response(status, status.getReasonPhrase(), detail, instance, Map.of());
        }
        LOG.log(Level.SEVERE, "unexpected error at " + instance, e);
        return Problem.response(Response.Status.INTERNAL_SERVER_ERROR, "Internal error",
                "The service failed to answer this request; the details are in its log.", instance, Map.of());
    }
}
