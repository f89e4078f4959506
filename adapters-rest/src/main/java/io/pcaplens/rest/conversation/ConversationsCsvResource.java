package io.pcaplens.rest.conversation;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.ProblemBody;
import io.pcaplens.rest.openapi.ApiDocument;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

import java.util.List;
import java.util.Set;

/** A capture's conversations as CSV (spec 4.3): the list's filters and sort, all pages, or the ticked rows only. */
@Path("/files/{fileId}/conversations.csv")
@Produces({"text/csv", ProblemBody.MEDIA_TYPE})
public class ConversationsCsvResource {

    /** The most ticked rows one CSV export takes, as for the PCAP export. */
    private static final int MAX_CSV_IDS = 10_000;

    @Inject
    CaptureCatalog catalog;
    @Inject
    ConversationQueries conversations;
    @Context
    UriInfo uriInfo;

    /** The current filters and sort as CSV, all pages; with {@code ids} only those rows (the ticked ones). */
    @GET
    @Parameter(name = "ids", in = ParameterIn.QUERY, description = "only these conversations, comma-separated or"
            + " repeated, in the order of the sort; POST a longer list as a form body",
            schema = @Schema(type = SchemaType.STRING))
    @Operation(operationId = "exportConversationsCsv", summary = "The filtered and sorted conversations as CSV, all pages")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    @APIResponse(responseCode = "200", description = "One line per conversation",
            content = @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING)))
    public Response conversationsCsv(@PathParam("fileId") String fileId) {
        List<String> ids = uriInfo.getQueryParameters().get("ids");
        return csv(fileId, ids == null || ids.isEmpty() ? null : ids);
    }

    /** The chosen rows as CSV, their ids sent as a form body ({@code ids=1,2,3}); filters and sort from the query. */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(operationId = "exportChosenConversationsCsv", summary = "The conversations named by ids as CSV, sent as a form body",
            description = "ids: at most " + MAX_CSV_IDS + " conversation ids, comma-separated or repeated; rows in"
                    + " the order of the query's sort")
    public Response chosenConversationsCsv(@PathParam("fileId") String fileId,
                                           @Parameter(description = "conversation ids, comma-separated or repeated")
                                           @FormParam("ids") List<String> ids) {
        if (ids == null || ids.stream().allMatch(String::isBlank)) {
            throw Problem.badRequest("the form body names no conversations: send ids=1,2,3");
        }
        return csv(fileId, ids);
    }

    private Response csv(String fileId, List<String> rawIds) {
        CaptureId id = IdParser.captureId(fileId);
        Capture c = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        Set<ConversationId> chosen = rawIds == null ? null : ConversationIds.parse(rawIds, MAX_CSV_IDS);
        if (chosen != null) {
            var foreign = conversations.notInCapture(id, chosen);
            if (!foreign.isEmpty()) {
                throw Problem.badRequest("conversation " + foreign.first() + " is not a conversation of file " + id);
            }
        }
        return Response.ok(ConversationCsv.of(conversations, id, query, chosen), "text/csv; charset=UTF-8")
                .header("Content-Disposition", ContentDisposition.attachment(c.name() + "-conversations.csv"))
                .build();
    }
}
