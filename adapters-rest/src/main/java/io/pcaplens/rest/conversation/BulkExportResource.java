package io.pcaplens.rest.conversation;

import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.openapi.ApiDocument;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.conversation.ConversationExport;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ExportScope;
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
import jakarta.ws.rs.core.StreamingOutput;
import jakarta.ws.rs.core.UriInfo;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.enums.Explode;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;

/**
 * Bulk PCAP export (spec 10.7 rule 3): the conversations named by {@code ids} (comma-separated or repeated),
 * or without ids every conversation the list filters select, as one capture streamed in the file's format.
 * The ids may also come as a form body of a POST: a request line holds about a thousand of them, a body the
 * whole {@value #MAX_IDS}. {@code scope=connection}, the default, widens the chosen rows to their whole
 * transport flows (a row holds one Protocol label's packets, its connection may have more rows);
 * {@code scope=row} exports exactly the chosen rows' packets.
 */
@Path("/files/{fileId}/conversations.pcap")
public class BulkExportResource {

    /** More ids than this are a selection better made with filters. */
    private static final int MAX_IDS = 10_000;

    @Inject
    CaptureCatalog catalog;
    @Inject
    ConversationQueries conversations;
    @Inject
    ConversationExport export;
    @Context
    UriInfo uriInfo;

    @GET
    @Produces({"application/vnd.tcpdump.pcap", "application/x-pcapng", "application/problem+json"})
    @Operation(operationId = "exportConversationsPcap", summary = "One capture of the conversations named by ids, or of every conversation the list filters select",
            description = "ids: conversation ids, comma-separated or repeated; a request line holds about a thousand,"
                    + " POST a longer list as a form body. Without ids: the list filters of GET .../conversations")
    @Parameter(name = "ids", in = ParameterIn.QUERY, description = "conversation ids, comma-separated or repeated",
            schema = @Schema(type = SchemaType.ARRAY, implementation = String.class), explode = Explode.TRUE)
    @Parameter(name = "scope", in = ParameterIn.QUERY, description = ScopeParameter.MEANING + "; default connection",
            schema = @Schema(type = SchemaType.STRING, enumeration = {"row", "connection"}))
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    @APIResponse(responseCode = "200", description = "One capture, pcap or pcapng as the uploaded file was",
            content = {@Content(mediaType = "application/vnd.tcpdump.pcap", schema = @Schema(type = SchemaType.STRING, format = "binary")),
                @Content(mediaType = "application/x-pcapng", schema = @Schema(type = SchemaType.STRING, format = "binary"))})
    public Response export(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        Capture capture = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        ExportScope scope = scope(null);
        List<String> rawIds = uriInfo.getQueryParameters().get("ids");
        if (rawIds != null && !rawIds.isEmpty()) {
            return chosen(id, capture, rawIds, scope);
        }
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return capture(capture, out -> export.export(id, query, scope, out));
    }

    /** The same export for an id list too long for a request line: {@code ids=1,2,3} as a form body. */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces({"application/vnd.tcpdump.pcap", "application/x-pcapng", "application/problem+json"})
    @Operation(operationId = "exportChosenConversationsPcap", summary = "One capture of the conversations named by ids, sent as a form body",
            description = "ids: conversation ids, comma-separated or repeated, at most " + MAX_IDS + "; for lists too"
                    + " long for the request line of the GET")
    @APIResponse(responseCode = "200", description = "One capture, pcap or pcapng as the uploaded file was",
            content = {@Content(mediaType = "application/vnd.tcpdump.pcap", schema = @Schema(type = SchemaType.STRING, format = "binary")),
                @Content(mediaType = "application/x-pcapng", schema = @Schema(type = SchemaType.STRING, format = "binary"))})
    public Response exportChosen(@PathParam("fileId") String fileId,
                                 @Parameter(description = "conversation ids, comma-separated or repeated")
                                 @FormParam("ids") List<String> rawIds,
                                 @Parameter(description = ScopeParameter.MEANING + "; default connection; also"
                                         + " taken from the query") @FormParam("scope") String formScope) {
        CaptureId id = IdParser.captureId(fileId);
        Capture capture = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        ExportScope scope = scope(formScope);
        if (rawIds == null || rawIds.stream().allMatch(String::isBlank)) {
            throw Problem.badRequest("the form body names no conversations: send ids=1,2,3");
        }
        return chosen(id, capture, rawIds, scope);
    }

    /** The form's scope, else the query's; whole connections when neither says. */
    private ExportScope scope(String formScope) {
        String text = formScope != null && !formScope.isEmpty() ? formScope
                : uriInfo.getQueryParameters().getFirst("scope");
        return ScopeParameter.parse(text, ExportScope.CONNECTION);
    }

    private Response chosen(CaptureId id, Capture capture, List<String> rawIds, ExportScope scope) {
        Set<ConversationId> ids = ids(rawIds);
        java.util.SortedSet<ConversationId> foreign = conversations.notInCapture(id, ids);
        if (!foreign.isEmpty()) {
            throw Problem.badRequest("conversation " + foreign.first() + " is not a conversation of file " + id
                    + (foreign.size() > 1 ? " (nor are " + (foreign.size() - 1) + " more of the ids)" : ""));
        }
        return capture(capture, out -> export.export(id, ids, scope, out));
    }

    /** The capture streamed in the file's own format, as a download. */
    private static Response capture(Capture capture, StreamingOutput body) {
        boolean pcapng = capture.format() == CaptureFormat.PCAPNG;
        String base = capture.name().replaceFirst("\\.(pcapng|pcap|cap)$", "");
        return Response.ok(body, pcapng ? "application/x-pcapng" : "application/vnd.tcpdump.pcap")
                .header("Content-Disposition", ContentDisposition.attachment(
                        base + "-conversations." + (pcapng ? "pcapng" : "pcap"))).build();
    }

    private static Set<ConversationId> ids(List<String> raw) {
        return ConversationIds.parse(raw, MAX_IDS);
    }
}
