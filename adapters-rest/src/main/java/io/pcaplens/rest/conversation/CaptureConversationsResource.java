package io.pcaplens.rest.conversation;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.query.DisplayFilter;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
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

import java.util.List;
import java.util.Map;

/**
 * The conversations of one capture (spec 4.3): the filtered, sorted list a page at a time, its filters as one
 * Wireshark display filter, and the filter panel's values with counts. Every endpoint takes the list's filters
 * (ConversationFilters) from the query.
 */
@Path("/files/{fileId}/conversations")
@Produces(MediaType.APPLICATION_JSON)
public class CaptureConversationsResource {

    @Inject
    CaptureCatalog catalog;
    @Inject
    ConversationQueries conversations;
    @Context
    UriInfo uriInfo;

    @GET
    @Operation(operationId = "listConversations", summary = "Conversations of a capture, filtered, sorted and paged")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Paging.PageBody<ConversationBody> conversations(@PathParam("fileId") String fileId,
                                                           @QueryParam("page") String page,
                                                           @QueryParam("size") String size) {
        CaptureId id = known(fileId);
        Paging.Request p = Paging.parse(page, size);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return Paging.body(conversations.page(id, query, p.page(), p.size()), ConversationBody::from);
    }

    /** The list filters as a Wireshark display filter, where Wireshark can express them. */
    public record WiresharkFilterBody(String filter, List<String> inexpressible) {
    }

    /**
     * The current list filters as one Wireshark display filter: null, with the filters it cannot express
     * named, when a filter has no display filter (only whole addresses and ports have one).
     */
    @GET
    @Path("/wireshark-filter")
    @Operation(operationId = "getWiresharkFilter", summary = "The list filters as one Wireshark display filter")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public WiresharkFilterBody wiresharkFilter(@PathParam("fileId") String fileId) {
        known(fileId);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return new WiresharkFilterBody(DisplayFilter.of(query), DisplayFilter.inexpressible(query));
    }

    /**
     * Every pill filter's values present in the file, with counts (what the filter panel shows): the list's
     * filters apply, and each value counts the conversations the list would have with that value added.
     */
    @GET
    @Path("/facets")
    @Operation(operationId = "getConversationFacets", summary = "Pill filter values with counts", description = FacetsBody.COUNTS)
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Map<String, Map<String, Object>> facets(@PathParam("fileId") String fileId) {
        CaptureId id = known(fileId);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return FacetsBody.of(conversations.facets(id, query), conversations.ruleSeverities(id));
    }

    /** The capture's id: 400 for a malformed one, 404 for one no capture has. */
    private CaptureId known(String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        return id;
    }
}
