package io.pcaplens.rest.capture;

import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.ProblemBody;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.capture.CaptureIntake;
import io.pcaplens.application.finding.FindingQueries;
import io.pcaplens.application.Page;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFilter;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.UploadRejectedException;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.capture.port.CaptureStore.ReceivedFile;
import io.pcaplens.domain.capture.port.CaptureStore.StorageFullException;
import io.pcaplens.domain.capture.port.CaptureStore.UploadTooLargeException;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
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

/** Upload, listing, download and deletion of capture files (spec 4.1, 4.2). */
@Path("/files")
@Produces(MediaType.APPLICATION_JSON)
public class FilesResource {

    @Inject
    CaptureIntake intake;
    @Inject
    CaptureCatalog catalog;
    @Inject
    FindingQueries findings;
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
            return Response.created(uri.getAbsolutePathBuilder().path(capture.id().value()).build())
                    .entity(FileBody.from(capture)).build();
        } catch (DuplicateCaptureException e) {
            throw new Problem(Response.Status.CONFLICT, "Duplicate upload",
                    "This file was already uploaded (same SHA-256).", Map.of("existingFileId", e.existingId().value()));
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
        Page<Capture> captures = catalog.page(new CaptureFilter(name, statuses(status)), p.page(), p.size());
        // the page's finding counts in one read, never one per file
        Map<CaptureId, FindingCounts> counts = findings.counts(captures.items().stream().map(Capture::id).toList());
        return Paging.body(captures, c -> FileBody.from(c, counts.get(c.id())));
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
        Capture c = capture(IdParser.captureId(fileId));
        return FileBody.from(c, findings.counts(List.of(c.id())).get(c.id()));
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

    private Capture capture(CaptureId id) {
        return catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
    }
}
