package io.pcaplens.rest.conversation;

import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.packet.ToolProblems;

import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.application.conversation.SessionReconstruction;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.io.IOException;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Session reconstruction of one conversation (spec 10.7). */
@Path("/conversations/{conversationId}/session")
@Produces(MediaType.APPLICATION_JSON)
public class SessionResource {

    @Inject
    ConversationQueries queries;
    @Inject
    SessionReconstruction sessions;

    @GET
    @Operation(operationId = "getSession", summary = "A conversation's reassembled session")
    public SessionBody session(@PathParam("conversationId") String id, @QueryParam("maxBytes") String maxBytes)
            throws IOException {
        long limit = maxBytes(maxBytes);
        ConversationId conversationId = IdParser.conversationId(id);
        ConversationRow c = queries.find(conversationId)
                .orElseThrow(() -> IdParser.unknownConversation(conversationId));
        try {
            return SessionBody.from(conversationId.value(), sessions.reconstruct(c, limit));
        } catch (SessionReconstruction.NotAStreamException e) {
            throw new Problem(Problem.UNPROCESSABLE, "No stream to reassemble", e.getMessage());
        } catch (ToolFailure e) {
            throw ToolProblems.of(e, "session of conversation " + id, "Reassembly failed",
                    "tshark could not reassemble this conversation; the service log has its output");
        }
    }

    private static long maxBytes(String raw) {
        if (raw == null || raw.isEmpty()) {
            return SessionReconstruction.DEFAULT_MAX_BYTES;
        }
        if (!raw.matches("\\d{1,9}") || Long.parseLong(raw) < SessionReconstruction.MIN_MAX_BYTES
                || Long.parseLong(raw) > SessionReconstruction.MAX_MAX_BYTES) {
            throw Problem.badRequest("maxBytes must be a number from " + SessionReconstruction.MIN_MAX_BYTES + " to "
                    + SessionReconstruction.MAX_MAX_BYTES + ", was '" + raw + "'");
        }
        return Long.parseLong(raw);
    }
}
