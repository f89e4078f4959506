package io.pcaplens.rest;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.port.StoreOutages;
import io.pcaplens.domain.conversation.query.QuerySyntaxError;
import io.pcaplens.domain.tracer.ExplainerBusy;
import io.pcaplens.rest.edge.RequestBodyRefused;
import jakarta.inject.Inject;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Turns every exception that leaves a resource into a problem body: the API's own {@link Problem}s, a use case's
 * {@link Refusal}, a hunt query that does not parse (400, where and what was expected), an explainer with no room for another call (503 and when to try again), a request body the
 * client did not deliver or sent in an unknown charset, the framework's errors (unknown path, wrong
 * method, wrong media type), a database that cannot be reached (503 and when to try again) and, as a last
 * resort, a 500 that names no internals.
 */
@Provider
public class ProblemMapper implements ExceptionMapper<Throwable> {

    private static final Logger LOG = Logger.getLogger(ProblemMapper.class.getName());
    /** About what the embedded database needs to start again. */
    static final int RETRY_AFTER_SECONDS = 5;

    @Context
    UriInfo uri;
    @Inject
    StoreOutages outages;

    @Override
    public Response toResponse(Throwable e) {
        String instance = uri == null ? null : uri.getRequestUri().getRawPath();
        if (e instanceof Problem p) {
            return p.toResponse(instance);
        }
        if (e instanceof QuerySyntaxError q) {
            return QueryProblem.of(q).toResponse(instance);
        }
        if (e instanceof Refusal r) {
            return RefusalProblem.of(r).toResponse(instance);
        }
        if (e instanceof ExplainerBusy busy) {
            // every call that may wait for the model is taken: come back rather than wait behind them
            return Response.fromResponse(new Problem(Response.Status.SERVICE_UNAVAILABLE, "Explainer busy",
                    busy.getMessage()).toResponse(instance))
                    .header(HttpHeaders.RETRY_AFTER, busy.retryAfterSeconds()).build();
        }
        RequestBodyRefused refused = RequestBodyRefused.in(e);
        if (refused != null) {
            // the rest of the body may still be on its way: the connection cannot serve another request
            Response.StatusType status = Response.Status.fromStatusCode(refused.status());
            return Response.fromResponse(Problem.response(status, ProblemBody.title(refused.status()),
                    refused.getMessage(), instance, Map.of())).header("Connection", "close").build();
        }
        if (e instanceof IllegalCharsetNameException || e instanceof UnsupportedCharsetException) {
            // the charset parameter of the request's Content-Type names nothing this service can decode
            return Problem.response(Response.Status.UNSUPPORTED_MEDIA_TYPE, ProblemBody.title(415),
                    "The request's charset is not supported; send UTF-8.", instance, Map.of());
        }
        if (e instanceof WebApplicationException w && w.getResponse().getStatus() < 500) {
            Response.StatusType status = w.getResponse().getStatusInfo();
            int code = status.getStatusCode();
            String detail = switch (code) {
                case 404, 405, 406, 415 -> ProblemBody.detail(code);
                default -> w.getMessage();
            };
            Response problem = Problem.response(status, ProblemBody.title(code), detail, instance, Map.of());
            String allow = w.getResponse().getHeaderString(HttpHeaders.ALLOW);
            return allow == null ? problem : Response.fromResponse(problem).header(HttpHeaders.ALLOW, allow).build();
        }
        if (outages.explains(e)) {
            LOG.log(Level.WARNING, "database unavailable at " + instance + ": " + e);
            return Response.fromResponse(Problem.response(Response.Status.SERVICE_UNAVAILABLE, "Database unavailable",
                    "The service's database cannot be reached just now; try again shortly.", instance, Map.of()))
                    .header(HttpHeaders.RETRY_AFTER, RETRY_AFTER_SECONDS).build();
        }
        LOG.log(Level.SEVERE, "unexpected error at " + instance, e);
        return Problem.response(Response.Status.INTERNAL_SERVER_ERROR, ProblemBody.title(500), ProblemBody.detail(500),
                instance, Map.of());
    }
}
