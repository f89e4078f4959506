package io.pcaplens.rest.tracer;

import io.pcaplens.application.tracer.Replay;
import io.pcaplens.application.tracer.StepExplanations;
import io.pcaplens.application.tracer.TracePeers;
import io.pcaplens.application.tracer.TraceSteps;
import io.pcaplens.application.tracer.TracedConversation;
import io.pcaplens.application.tracer.TracedConversations;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The conversation tracer (spec 10.6; api.md, Tracer): steps, the peer ring and the explanations. Steps and
 * explanations take {@code scope}: "connection" (the default) replays every packet of the row's transport flow,
 * "row" the row's own packets only. Explanations are made off the request thread ({@link ExplanationThreads}):
 * the request is checked here, then suspended until its explanations are made.
 */
@Path("/tracer/{conversationId}")
@Produces(MediaType.APPLICATION_JSON)
public class TracerResource {

    /** Steps of a page when the client does not say. */
    private static final int DEFAULT_LIMIT = 100;

    @Inject
    TracedConversations conversations;
    @Inject
    TraceSteps steps;
    @Inject
    TracePeers peers;
    @Inject
    StepExplanations explanations;
    @Inject
    ExplanationThreads threads;

    @GET
    @Path("/steps")
    @Operation(operationId = "listTracerSteps", summary = "The tracer's steps of a conversation, a window at a time")
    public StepsBody steps(@PathParam("conversationId") String id, @QueryParam("offset") String offset,
                           @QueryParam("limit") String limit, @QueryParam("scope") String scope) {
        Replay r = replay(id, scope);
        int from = number("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = number("limit", limit, DEFAULT_LIMIT, 1, TraceSteps.MAX_PAGE);
        List<StepBody> items = steps.page(r, from, size).stream().map(StepBody::from).toList();
        return new StepsBody(items, from, size, r.total(), r.scope().label(), r.rows().size());
    }

    @GET
    @Path("/peers")
    @Operation(operationId = "getTracerPeers", summary = "The peers of a conversation's source host, for the star graph")
    public PeersBody peers(@PathParam("conversationId") String id) {
        return PeersBody.from(peers.ring(conversation(id)));
    }

    @GET
    @Path("/steps/{index}/explanation")
    @Operation(operationId = "getStepExplanation", summary = "The explanation of one tracer step")
    public CompletionStage<ExplanationBody> explanation(@PathParam("conversationId") String id,
                                                        @PathParam("index") String index,
                                                        @QueryParam("scope") String scope) {
        Replay c = replay(id, scope);
        int step = step(c, stepNumber(index));
        return threads.make(() -> ExplanationBody.from(explanations.window(c, step, step).get(0)));
    }

    @GET
    @Path("/explanations")
    @Operation(operationId = "listStepExplanations", summary = "The explanations of a window of tracer steps")
    public CompletionStage<List<ExplanationBody>> explanations(@PathParam("conversationId") String id,
                                                               @QueryParam("from") String from,
                                                               @QueryParam("to") String to,
                                                               @QueryParam("scope") String scope) {
        Replay c = replay(id, scope);
        long first = stepNumber(from);
        // without an end the window runs from a step that must exist to as far as one request reaches
        long last = to == null ? Math.min(c.total(), step(c, first) + StepExplanations.MAX_WINDOW - 1L)
                : stepNumber(to);
        if (last < first) {
            throw Problem.badRequest("'to' (" + last + ") is before 'from' (" + first + ")");
        }
        if (last - first + 1 > StepExplanations.MAX_WINDOW) {
            throw Problem.badRequest("at most " + StepExplanations.MAX_WINDOW + " steps per request, asked for "
                    + (last - first + 1));
        }
        int start = step(c, first);
        int end = step(c, last);
        return threads.make(() -> explanations.window(c, start, end).stream().map(ExplanationBody::from).toList());
    }

    private TracedConversation conversation(String id) {
        return conversations.find(IdParser.conversationId(id)).orElseThrow(() -> IdParser.unknownConversation(id));
    }

    /** The replay of a conversation: 400 for a scope that is neither "connection" nor "row", 404 for no row. */
    private Replay replay(String id, String scope) {
        ReplayScope chosen = scope == null || scope.isBlank() ? ReplayScope.CONNECTION : ReplayScope.parse(scope)
                .orElseThrow(() -> Problem.badRequest("'scope' is \"connection\" or \"row\", not '" + scope + "'"));
        return conversations.replay(IdParser.conversationId(id), chosen)
                .orElseThrow(() -> IdParser.unknownConversation(id));
    }

    /** A step index as written: 400 when it is no whole number from 1. */
    private static long stepNumber(String index) {
        if (index == null || !index.matches("\\d{1,10}") || Long.parseLong(index) < 1) {
            throw Problem.badRequest("a step index is a whole number from 1, not '" + index + "'");
        }
        return Long.parseLong(index);
    }

    /** A step of the conversation: 404 when it has no such step, as for an unknown conversation. */
    private static int step(Replay c, long index) {
        if (index > c.total()) {
            throw Problem.notFound("the " + c.scope().label() + " replay of conversation " + c.id() + " has steps 1 to "
                    + c.total() + ", not " + index);
        }
        return (int) index;
    }

    private static int number(String name, String raw, int fallback, int min, int max) {
        if (raw == null || raw.isBlank()) {
            return fallback;
        }
        if (!raw.matches("\\d{1,10}") || Long.parseLong(raw) < min || Long.parseLong(raw) > max) {
            throw Problem.badRequest("'" + name + "' must be a whole number from " + min + " to " + max + ", not '"
                    + raw + "'");
        }
        return Integer.parseInt(raw);
    }
}
