package io.pcaplens.rest.capture;

import io.pcaplens.rest.ProblemBody;
import io.pcaplens.rest.openapi.ApiDocument;
import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.conversation.ConversationBody;
import io.pcaplens.rest.conversation.ConversationCsv;
import io.pcaplens.rest.conversation.ConversationFilters;
import io.pcaplens.rest.conversation.ConversationIds;
import io.pcaplens.rest.conversation.FacetsBody;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.capture.CaptureIntake;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFilter;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.UploadRejectedException;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.WiresharkFilter;
import io.pcaplens.domain.port.CaptureStore.ReceivedFile;
import io.pcaplens.domain.port.CaptureStore.StorageFullException;
import io.pcaplens.domain.port.CaptureStore.UploadTooLargeException;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
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

import java.io.IOException;
import java.nio.file.Files;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;

/** Upload, listing, download and deletion of capture files (spec 4.1, 4.2). */
@Path("/files")
@Produces(MediaType.APPLICATION_JSON)
public class FilesResource {

    /** The most ticked rows one CSV export takes, as for the PCAP export. */
    private static final int MAX_CSV_IDS = 10_000;

    @Inject
    CaptureIntake intake;
    @Inject
    CaptureCatalog catalog;
    @Inject
    ConversationQueries conversations;
    @Context
    UriInfo uriInfo;

    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(operationId = "uploadFile", summary = "Upload a capture (pcap or pcapng) to be analysed")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.MULTIPART_FORM_DATA,
            schema = @Schema(implementation = UploadRequest.class)))
    @APIResponse(responseCode = "201", description = "The capture is registered and queued for analysis",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = FileBody.class)))
    @APIResponse(responseCode = "409", description = "The same bytes were uploaded before (same SHA-256); existingFileId names that file")
    @APIResponse(responseCode = "413", description = "The upload is larger than the upload limit")
    @APIResponse(responseCode = "415", description = "The file is neither pcap nor pcapng, or the body is not multipart/form-data")
    public Response upload(@Context HttpServletRequest request, @Context UriInfo uri) throws IOException {
        UploadForm form;
        try {
            form = UploadForm.read(request, intake);
        } catch (UploadTooLargeException e) {
            throw new Problem(Response.Status.REQUEST_ENTITY_TOO_LARGE, "Upload too large", e.getMessage());
        } catch (StorageFullException e) {
            throw new Problem(Problem.INSUFFICIENT_STORAGE, "Insufficient storage", e.getMessage());
        } catch (MultipartStream.MalformedException e) {
            throw Problem.badRequest("the multipart body could not be read: " + e.getMessage());
        }
        ReceivedFile file = form.file();
        if (file == null) {
            throw Problem.badRequest("the request has no 'file' part");
        }
        AnalysisOptions options;
        try {
            options = form.options(intake.defaults());
        } catch (IllegalArgumentException e) {
            intake.discard(file);
            throw Problem.badRequest(e.getMessage());
        }
        try {
            Capture capture = intake.register(form.fileName(), file, options);
            return Response.created(uri.getAbsolutePathBuilder().path(capture.id()).build())
                    .entity(FileBody.from(capture)).build();
        } catch (DuplicateCaptureException e) {
            throw new Problem(Response.Status.CONFLICT, "Duplicate upload",
                    "This file was already uploaded (same SHA-256).", Map.of("existingFileId", e.existingId()));
        } catch (UploadRejectedException e) {
            if (e.reason() == UploadRejectedException.Reason.EMPTY) {
                throw Problem.badRequest(e.getMessage());
            }
            throw new Problem(Response.Status.UNSUPPORTED_MEDIA_TYPE, "Not a capture file", e.getMessage());
        }
    }

    /**
     * Newest first, narrowed by {@code name} (part of the file name, any case) and {@code status} (QUEUED,
     * ANALYZING, COMPLETED, FAILED; repeatable or comma-separated).
     */
    @GET
    @Operation(operationId = "listFiles", summary = "Uploaded captures, newest first, searched by name and status")
    public Paging.PageBody<FileBody> list(@QueryParam("page") String page, @QueryParam("size") String size,
                                          @QueryParam("name") String name, @QueryParam("status") List<String> status) {
        Paging.Request p = Paging.parse(page, size);
        return Paging.body(catalog.page(new CaptureFilter(name, statuses(status)), p.page(), p.size()), FileBody::from);
    }

    private static Set<CaptureStatus> statuses(List<String> raw) {
        Set<CaptureStatus> out = EnumSet.noneOf(CaptureStatus.class);
        for (String value : raw == null ? List.<String>of() : raw) {
            for (String s : value.split(",")) {
                if (s.isBlank()) {
                    continue;
                }
                try {
                    out.add(CaptureStatus.valueOf(s.strip().toUpperCase(java.util.Locale.ROOT)));
                } catch (IllegalArgumentException e) {
                    throw Problem.badRequest("status must be QUEUED, ANALYZING, COMPLETED or FAILED, not '" + s + "'");
                }
            }
        }
        return out;
    }

    @GET
    @Path("/{fileId}")
    @Operation(operationId = "getFile", summary = "One capture file and the state of its analysis")
    public FileBody get(@PathParam("fileId") String fileId) {
        return FileBody.from(capture(IdParser.captureId(fileId)));
    }

    @DELETE
    @Path("/{fileId}")
    @Operation(operationId = "deleteFile", summary = "Delete a capture file and everything its analysis made")
    @APIResponse(responseCode = "204", description = "Deleted")
    public Response delete(@PathParam("fileId") String fileId) throws IOException {
        CaptureId id = IdParser.captureId(fileId);
        if (!catalog.delete(id)) {
            throw IdParser.unknownFile(id);
        }
        return Response.noContent().build();
    }

    @GET
    @Path("/{fileId}/download")
    @Produces({MediaType.APPLICATION_OCTET_STREAM, ProblemBody.MEDIA_TYPE})
    @Operation(operationId = "downloadFile", summary = "The capture file as it was uploaded")
    @APIResponse(responseCode = "200", description = "The capture file",
            content = @Content(mediaType = MediaType.APPLICATION_OCTET_STREAM, schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public Response download(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        Capture c = capture(id);
        java.nio.file.Path path = catalog.file(id).orElseThrow(() -> IdParser.unknownFile(id));
        if (!Files.exists(path)) {
            throw Problem.notFound("the capture file of " + id + " is no longer stored");
        }
        return Response.ok(path.toFile(), MediaType.APPLICATION_OCTET_STREAM_TYPE)
                .header("Content-Disposition", ContentDisposition.attachment(c.name()))
                .build();
    }

    @GET
    @Path("/{fileId}/conversations")
    @Operation(operationId = "listConversations", summary = "Conversations of a capture, filtered, sorted and paged")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Paging.PageBody<ConversationBody> conversations(@PathParam("fileId") String fileId,
                                                           @QueryParam("page") String page,
                                                           @QueryParam("size") String size) {
        CaptureId id = IdParser.captureId(fileId);
        capture(id);
        Paging.Request p = Paging.parse(page, size);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return Paging.body(conversations.page(id, query, p.page(), p.size()), ConversationBody::from);
    }

    /** The current filters and sort as CSV, all pages; with {@code ids} only those rows (the ticked ones). */
    @GET
    @Path("/{fileId}/conversations.csv")
    @Parameter(name = "ids", in = ParameterIn.QUERY, description = "only these conversations, comma-separated or"
            + " repeated, in the order of the sort; POST a longer list as a form body",
            schema = @Schema(type = SchemaType.STRING))
    @Produces({"text/csv", ProblemBody.MEDIA_TYPE})
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
    @Path("/{fileId}/conversations.csv")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces({"text/csv", ProblemBody.MEDIA_TYPE})
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
        Capture c = capture(id);
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

    /** The list filters as a Wireshark display filter, where Wireshark can express them. */
    public record WiresharkFilterBody(String filter, java.util.List<String> inexpressible) {
    }

    /**
     * The current list filters as one Wireshark display filter: null, with the filters it cannot express
     * named, when a filter has no display filter (only whole addresses and ports have one).
     */
    @GET
    @Path("/{fileId}/conversations/wireshark-filter")
    @Operation(operationId = "getWiresharkFilter", summary = "The list filters as one Wireshark display filter")
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public WiresharkFilterBody wiresharkFilter(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        capture(id);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return new WiresharkFilterBody(WiresharkFilter.ofQuery(query), WiresharkFilter.inexpressible(query));
    }

    /**
     * Every pill filter's values present in the file, with counts (what the filter panel shows): the list's
     * filters apply, and each value counts the conversations the list would have with that value added.
     */
    @GET
    @Path("/{fileId}/conversations/facets")
    @Operation(operationId = "getConversationFacets", summary = "Pill filter values with counts", description = FacetsBody.COUNTS)
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public java.util.Map<String, java.util.Map<String, Object>> facets(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        capture(id);
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return FacetsBody.of(conversations.facets(id, query), conversations.ruleSeverities(id));
    }

    private Capture capture(CaptureId id) {
        return catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
    }
}
