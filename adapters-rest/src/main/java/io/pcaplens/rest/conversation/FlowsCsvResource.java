package io.pcaplens.rest.conversation;

import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.ProblemBody;
import io.pcaplens.rest.openapi.ApiDocument;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.conversation.FlowQueries;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;

/** The flow list of the current filters and sort as CSV, all pages; a path of its own beside {@code …/flows}. */
@Path("/files/{fileId}/flows.csv")
public class FlowsCsvResource {

    /** The most ticked flows one export names; a request line holds about a thousand ids. */
    private static final int MAX_IDS = 10_000;

    @Inject
    CaptureCatalog catalog;
    @Inject
    FlowQueries flows;
    @Context
    UriInfo uriInfo;

    @GET
    @Parameter(name = "ids", in = ParameterIn.QUERY, description = "only these flows (their ids), comma-separated or"
            + " repeated, in the order of the sort", schema = @Schema(type = SchemaType.STRING))
    @Produces({"text/csv", ProblemBody.MEDIA_TYPE})
    @Operation(operationId = "exportFlowsCsv", summary = "The filtered and sorted flows as CSV, all pages")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    @APIResponse(responseCode = "200", description = "One line per flow",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    public Response csv(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        Capture c = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        java.util.List<String> ids = uriInfo.getQueryParameters().get("ids");
        java.util.Set<Long> chosen = ids == null || ids.isEmpty() ? null : ConversationIds.parse(ids, MAX_IDS).stream()
                .map(ConversationId::value).collect(java.util.stream.Collectors.toSet());
        return Response.ok(FlowCsv.of(flows, id, query, chosen), "text/csv; charset=UTF-8")
                .header("Content-Disposition", ContentDisposition.attachment(c.name() + "-flows.csv"))
                .build();
    }
}
