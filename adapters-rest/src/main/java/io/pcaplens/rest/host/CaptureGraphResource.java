package io.pcaplens.rest.host;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.host.HostInventoryQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.GraphGrouping;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.conversation.ConversationFilters;
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

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The network map of one capture (docs/hosts.md): the conversations the list's filters (and the hunt query q)
 * select, as hosts or groups of them and the pairs that talked.
 */
@Path("/files/{fileId}/graph")
@Produces(MediaType.APPLICATION_JSON)
public class CaptureGraphResource {

    static final int DEFAULT_LIMIT = 200;
    static final int MAX_LIMIT = 5000;

    @Inject
    CaptureCatalog catalog;
    @Inject
    HostInventoryQueries hosts;
    @Context
    UriInfo uriInfo;

    @GET
    @Operation(operationId = "getHostGraph", summary = "The capture's hosts and the pairs that talked, grouped on"
            + " demand, for the conversations the list's filters select")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public HostGraphBody graph(@PathParam("fileId") String fileId,
                               @Parameter(description = "none (default), subnet24, subnet16, asn, country or deviceType")
                               @QueryParam("groupBy") String groupBy,
                               @Parameter(description = "the most nodes drawn, " + DEFAULT_LIMIT + " by default, 2 to "
                                       + MAX_LIMIT + "; the least busy past it are one node \"rest\"")
                               @QueryParam("limit") String limit) {
        CaptureId id = IdParser.captureId(fileId);
        GraphGrouping grouping = GraphGrouping.parse(groupBy).orElseThrow(() -> Problem.badRequest("groupBy must be"
                + " one of " + Arrays.stream(GraphGrouping.values()).map(GraphGrouping::apiName)
                .collect(Collectors.joining(", ")) + ", was '" + groupBy + "'"));
        int nodes = limit(limit);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        return HostGraphBody.from(hosts.graph(id, query, grouping, nodes), nodes);
    }

    private static int limit(String value) {
        if (value == null || value.isBlank()) {
            return DEFAULT_LIMIT;
        }
        if (!value.matches("\\d{1,9}") || Integer.parseInt(value) < 2 || Integer.parseInt(value) > MAX_LIMIT) {
            throw Problem.badRequest("limit must be a whole number from 2 to " + MAX_LIMIT + ", was '" + value + "'");
        }
        return Integer.parseInt(value);
    }
}
