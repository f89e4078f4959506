package io.pcaplens.rest.packet;

import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.application.conversation.PacketInspection;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

import java.io.IOException;

/** The Expert Info (retransmissions, zero windows, malformed packets …) of a range of a connection's frames. */
@Path("/conversations/{conversationId}/expert")
@Produces(MediaType.APPLICATION_JSON)
public class ExpertInfoResource {

    @Inject
    ConversationQueries queries;
    @Inject
    PacketInspection inspection;

    @GET
    @Operation(operationId = "getExpertInfo", summary = "The Expert Info of the frames from..to of a conversation's connection")
    public ExpertWindowBody expert(@PathParam("conversationId") String id, @QueryParam("from") String fromText,
                                   @QueryParam("to") String toText) throws IOException {
        ConversationId conversationId = IdParser.conversationId(id);
        ConversationRow c = queries.find(conversationId).orElseThrow(() -> IdParser.unknownConversation(conversationId));
        long from = ToolProblems.frame(fromText, "from");
        long to = ToolProblems.frame(toText, "to");
        if (from > to) {
            throw Problem.badRequest("from (" + from + ") must not be after to (" + to + ")");
        }
        try {
            return ExpertWindowBody.from(conversationId.value(), inspection.expert(c, from, to));
        } catch (ToolFailure e) {
            throw ToolProblems.of(e, "Expert Info of conversation " + id, "Expert Info failed");
        }
    }
}
