package io.pcaplens.rest.conversation;

import io.pcaplens.application.conversation.ConversationHunt;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.openapi.ApiDocument;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
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
 * The conversations of every completed capture at once (docs/hunt.md, "Across captures"): the same filters as
 * a capture's list, each row with the id and the name of its file.
 */
@Path("/conversations")
@Produces(MediaType.APPLICATION_JSON)
public class HuntResource {

    /** What the captures answer holds, for the API document. */
    public static final String CAPTURES = "Counted over all the hits, not a page of them: most hits first, then by"
            + " file name; sort, page and a payload clause do not apply.";
    public static final String SIZE = "How many captures to list, 1 to " + CaptureHitsBody.MAX_LIMIT + " (default "
            + CaptureHitsBody.DEFAULT_LIMIT + ")";

    @Inject
    ConversationHunt hunt;
    @Context
    UriInfo uriInfo;

    @GET
    @Operation(operationId = "huntConversations", summary = "Conversations of every completed capture, filtered,"
            + " sorted and paged; each row names its file")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Paging.PageBody<FiledConversationBody> conversations(@QueryParam("page") String page, @QueryParam("size") String size) {
        Paging.Request p = Paging.parse(page, size);
        return Paging.body(hunt.page(query(), p.page(), p.size()), FiledConversationBody::from);
    }

    @GET
    @Path("/facets")
    @Operation(operationId = "huntConversationFacets", summary = "Pill filter values with counts over every"
            + " completed capture", description = FacetsBody.COUNTS)
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Map<String, Map<String, Object>> facets() {
        return FacetsBody.of(hunt.facets(query()), Map.of());
    }

    @GET
    @Path("/captures")
    @Operation(operationId = "huntCaptures", summary = "The completed captures holding conversations the filters"
            + " select, each with its hits and first and last seen", description = CAPTURES)
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public List<CaptureHitsBody> captures(@Parameter(description = SIZE) @QueryParam("size") String size) {
        return hunt.captures(query(), CaptureHitsBody.limit(size)).stream().map(CaptureHitsBody::from).toList();
    }

    private ConversationQuery query() {
        return CrossCaptureFilters.parse(uriInfo.getQueryParameters());
    }
}
