package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.NetworkHunt;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.conversation.CaptureHitsBody;
import io.pcaplens.rest.conversation.CrossCaptureFilters;
import io.pcaplens.rest.conversation.FacetsBody;
import io.pcaplens.rest.conversation.FiledConversationBody;
import io.pcaplens.rest.conversation.HuntResource;
import io.pcaplens.rest.openapi.ApiDocument;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

import java.util.List;
import java.util.Map;

/**
 * The conversations of a monitored network's snapshots (docs/hunt.md, "Scopes"): the hunt across captures
 * narrowed to the network, with the same filters, rows and facets.
 */
@Path("/monitor/networks/{networkId}/conversations")
@Produces(MediaType.APPLICATION_JSON)
public class NetworkConversationsResource {

    @Inject
    NetworkHunt hunt;
    @Context
    UriInfo uriInfo;

    @GET
    @Operation(operationId = "huntNetworkConversations", summary = "Conversations of a monitored network's"
            + " captures, filtered, sorted and paged; each row names its file")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Paging.PageBody<FiledConversationBody> conversations(@PathParam("networkId") String networkId,
                                                     @QueryParam("page") String page, @QueryParam("size") String size) {
        NetworkId network = IdParser.networkId(networkId);
        Paging.Request p = Paging.parse(page, size);
        return Paging.body(hunt.page(network, query(), p.page(), p.size()), FiledConversationBody::from);
    }

    @GET
    @Path("/facets")
    @Operation(operationId = "huntNetworkConversationFacets", summary = "Pill filter values with counts over a"
            + " monitored network's captures", description = FacetsBody.COUNTS)
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Map<String, Map<String, Object>> facets(@PathParam("networkId") String networkId) {
        return FacetsBody.of(hunt.facets(IdParser.networkId(networkId), query()), Map.of());
    }

    @GET
    @Path("/captures")
    @Operation(operationId = "huntNetworkCaptures", summary = "A monitored network's captures holding conversations"
            + " the filters select, each with its hits and first and last seen", description = HuntResource.CAPTURES)
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public List<CaptureHitsBody> captures(@PathParam("networkId") String networkId,
                                          @Parameter(description = HuntResource.SIZE) @QueryParam("size") String size) {
        return hunt.captures(IdParser.networkId(networkId), query(), CaptureHitsBody.limit(size)).stream()
                .map(CaptureHitsBody::from).toList();
    }

    private ConversationQuery query() {
        return CrossCaptureFilters.parse(uriInfo.getQueryParameters());
    }
}
