package io.pcaplens.rest.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;

import io.pcaplens.application.conversation.ConversationExport;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.application.conversation.FlowQueries;
import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.ExportScope;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.PcapFileName;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;

/** One conversation and its packets (spec 10.4). */
@Path("/conversations")
@Produces(MediaType.APPLICATION_JSON)
public class ConversationsResource {

    /** The packet table may show more rows per page than the conversation list. */
    private static final int MAX_PACKET_PAGE = 1000;

    @Inject
    ConversationQueries queries;
    @Inject
    FlowQueries flows;
    @Inject
    ConversationExport export;

    @GET
    @Path("/{conversationId}")
    @Operation(operationId = "getConversation", summary = "One conversation")
    public ConversationBody get(@PathParam("conversationId") String id) {
        return ConversationBody.from(conversation(id));
    }

    @GET
    @Path("/{conversationId}/packets")
    @Operation(operationId = "listPackets", summary = "A conversation's packets, paged")
    public Paging.PageBody<PacketBody> packets(@PathParam("conversationId") String id,
                                               @QueryParam("page") String page, @QueryParam("size") String size) {
        ConversationRow c = conversation(id);
        Paging.Request p = Paging.parse(page, size, 1, MAX_PACKET_PAGE);
        Page<PacketRow> rows = queries.packets(c, p.page(), p.size());
        long first = (long) (p.page() - 1) * p.size() + 1;
        List<PacketBody> items = new ArrayList<>(rows.items().size());
        for (int i = 0; i < rows.items().size(); i++) {
            items.add(PacketBody.from(rows.items().get(i), first + i, c.identity()));
        }
        return new Paging.PageBody<>(items, rows.page(), rows.size(), rows.total(), rows.totalPages());
    }

    /**
     * Only this conversation's packets (spec 10.7), as a capture file to download; with scope=connection every
     * packet of its transport flow, as the flow's own download.
     */
    @GET
    @Path("/{conversationId}/pcap")
    @Produces({"application/vnd.tcpdump.pcap", "application/problem+json"})
    @Operation(operationId = "downloadConversationPcap", summary = "The packets of one conversation row, or of its whole connection, as a capture to download")
    @APIResponse(responseCode = "200", description = "The capture of the row or connection",
            content = @Content(mediaType = "application/vnd.tcpdump.pcap", schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public jakarta.ws.rs.core.Response pcap(@PathParam("conversationId") String id,
                                            @Parameter(description = ScopeParameter.MEANING + "; default row")
                                            @QueryParam("scope") String scope) {
        ExportScope chosen = ScopeParameter.parse(scope, ExportScope.ROW);
        ConversationRow c = conversation(id);
        if (chosen == ExportScope.CONNECTION) {
            Flow flow = flows.containing(c).orElseThrow(() -> IdParser.unknownConversation(c.id()));
            return FlowPcap.of(flow, export);
        }
        jakarta.ws.rs.core.StreamingOutput body = out -> queries.exportPcap(c, out);
        return jakarta.ws.rs.core.Response.ok(body, "application/vnd.tcpdump.pcap")
                .header("Content-Disposition", ContentDisposition.attachment(PcapFileName.of(c))).build();
    }

    private ConversationRow conversation(String text) {
        ConversationId id = IdParser.conversationId(text);
        return queries.find(id).orElseThrow(() -> IdParser.unknownConversation(id));
    }
}
