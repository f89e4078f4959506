package io.pcaplens.rest.conversation;

import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.openapi.ApiDocument;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.conversation.ConversationExport;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.application.conversation.FlowQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Flow;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;

/**
 * A capture's transport flows (api.md, Overview and flows): the conversation list's filters, sort and paging,
 * a flow being listed when any of its rows matches. A class of its own: its path is more specific than the
 * files resource's, so JAX-RS routes here.
 */
@Path("/files/{fileId}/flows")
@Produces(MediaType.APPLICATION_JSON)
public class FlowsResource {

    @Inject
    CaptureCatalog catalog;
    @Inject
    FlowQueries flows;
    @Inject
    ConversationQueries conversations;
    @Inject
    ConversationExport export;
    @Context
    UriInfo uriInfo;

    @GET
    @Operation(operationId = "listFlows", summary = "One row per transport flow, with the conversation list's filters, sort and paging",
            description = "A flow is listed when any of its conversation rows matches the filters; 404 for an unknown file")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Paging.PageBody<FlowBody> list(@PathParam("fileId") String fileId, @QueryParam("page") String page,
                                          @QueryParam("size") String size) {
        CaptureId id = known(fileId);
        Paging.Request p = Paging.parse(page, size);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return Paging.body(flows.page(id, query, p.page(), p.size()), FlowBody::from);
    }

    /** Every pill filter's values with the number of flows the list would have with that value added. */
    @GET
    @Path("/facets")
    @Operation(operationId = "getFlowFacets", summary = "Pill filter values with counts of flows", description = FacetsBody.COUNTS)
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Map<String, Map<String, Object>> facets(@PathParam("fileId") String fileId) {
        CaptureId id = known(fileId);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return FacetsBody.of(flows.facets(id, query), conversations.ruleSeverities(id));
    }

    /** Every packet of one flow, all its rows, as a capture file named after its endpoints and start. */
    @GET
    @Path("/{flowId}/pcap")
    @Produces({"application/vnd.tcpdump.pcap", "application/problem+json"})
    @Operation(operationId = "downloadFlowPcap", summary = "The packets of one flow (every row of it) as a capture to download",
            description = "flowId: the flow's id, the smallest id of its rows; 404 for an unknown file or flow")
    @APIResponse(responseCode = "200", description = "The capture of the flow",
            content = @Content(mediaType = "application/vnd.tcpdump.pcap", schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public Response pcap(@PathParam("fileId") String fileId, @PathParam("flowId") String flowId) {
        CaptureId id = known(fileId);
        ConversationId flowKey = IdParser.conversationId(flowId);
        Flow flow = flows.find(id, flowKey).orElseThrow(() -> Problem.notFound(
                "file " + id + " has no flow " + flowId + " (a flow's id is the smallest id of its rows)"));
        return FlowPcap.of(flow, export);
    }

    private CaptureId known(String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        return id;
    }
}
