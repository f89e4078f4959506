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
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

import java.io.IOException;

/** One packet of a conversation as Wireshark's packet details and bytes panes show it. */
@Path("/conversations/{conversationId}/packets/{frameNumber}/detail")
@Produces(MediaType.APPLICATION_JSON)
public class PacketDetailResource {

    @Inject
    ConversationQueries queries;
    @Inject
    PacketInspection inspection;

    @GET
    @Operation(operationId = "getPacketDetail", summary = "A packet's full bytes, protocol tree and Expert Info, dissected after its connection's earlier frames")
    public PacketDetailBody detail(@PathParam("conversationId") String id, @PathParam("frameNumber") String frame)
            throws IOException {
        ConversationId conversationId = IdParser.conversationId(id);
        ConversationRow c = queries.find(conversationId).orElseThrow(() -> IdParser.unknownConversation(conversationId));
        long number = ToolProblems.frame(frame, "frameNumber");
        try {
            return PacketDetailBody.from(conversationId.value(), inspection.detail(c, number));
        } catch (PacketInspection.UnknownFrameException e) {
            throw Problem.notFound(e.getMessage());
        } catch (ToolFailure e) {
            throw ToolProblems.of(e, "detail of frame " + number + " of conversation " + id, "Dissection failed");
        }
    }
}
