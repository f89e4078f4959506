package io.pcaplens.rest.extraction;

import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.ProblemBody;

import io.pcaplens.application.Page;
import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.extraction.ExtractedFileQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.ExtractedFileFilter;
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
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import io.pcaplens.rest.openapi.ApiDocument;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;

/**
 * The files extracted from a capture's traffic. Their bytes are untrusted content: always served as an
 * opaque download, never as something a browser would render or sniff.
 */
@Path("files/{fileId}/extracted")
@Produces(MediaType.APPLICATION_JSON)
public class ExtractedFilesResource {

    @Inject
    CaptureCatalog catalog;
    @Inject
    ExtractedFileQueries extraction;
    @Context
    UriInfo uriInfo;

    /**
     * The capture's extracted files, as Wireshark's Export Objects lists them, narrowed by the filters; every
     * match at once unless {@code page} or {@code size} asks for one page.
     */
    @GET
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.EXTRACTED_FILE_FILTERS)
    @Operation(operationId = "listExtractedFiles", summary = "Files extracted from a capture, filtered and paged")
    public ExtractedFileBody.ListBody list(@PathParam("fileId") String fileId, @QueryParam("page") String page,
                                           @QueryParam("size") String size) {
        CaptureId id = capture(fileId);
        ExtractedFileFilter filter = ExtractedFileFilters.parse(uriInfo.getQueryParameters());
        if (page == null && size == null) {
            List<ExtractedFileBody> items = extraction.all(id, filter).stream()
                    .map(ExtractedFileBody::from).toList();
            return new ExtractedFileBody.ListBody(items, items.size(), 1, items.size(), items.isEmpty() ? 0 : 1);
        }
        Paging.Request p = Paging.parse(page, size);
        Page<ExtractedFile> found = extraction.page(id, filter, p.page(), p.size());
        return new ExtractedFileBody.ListBody(found.items().stream().map(ExtractedFileBody::from).toList(),
                found.total(), found.page(), found.size(), found.totalPages());
    }

    /**
     * The files the filters let through in one zip encrypted with the password {@code infected} (ZipCrypto),
     * as samples are passed between analysts; streamed.
     */
    @GET
    @Path("zip")
    @Produces({"application/zip", ProblemBody.MEDIA_TYPE})
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.EXTRACTED_FILE_FILTERS)
    @Operation(operationId = "downloadExtractedFilesZip", summary = "The filtered extracted files in one zip, password infected")
    @APIResponse(responseCode = "200", description = "A zip encrypted with the password infected",
            content = @Content(mediaType = "application/zip", schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public Response zip(@PathParam("fileId") String fileId) {
        return zipOf(capture(fileId), ExtractedFileFilters.parse(uriInfo.getQueryParameters()), "extracted");
    }

    @GET
    @Path("{extractedId}/content")
    @Produces({MediaType.APPLICATION_OCTET_STREAM, ProblemBody.MEDIA_TYPE})
    @Operation(operationId = "downloadExtractedFile", summary = "The bytes of one extracted file")
    @APIResponse(responseCode = "200", description = "The extracted file",
            content = @Content(mediaType = MediaType.APPLICATION_OCTET_STREAM, schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public Response content(@PathParam("fileId") String fileId, @PathParam("extractedId") String extractedId) {
        CaptureId capture = capture(fileId);
        ExtractedFile file = file(capture, extractedId);
        long id = file.id();
        java.nio.file.Path path = extraction.content(file);
        if (!Files.exists(path)) {
            throw Problem.notFound("the bytes of extracted file " + id + " are no longer stored");
        }
        return Response.ok(path.toFile(), MediaType.APPLICATION_OCTET_STREAM_TYPE)
                .header("Content-Disposition", ContentDisposition.attachment(file.name()))
                .build();
    }

    /** One file alone in a zip encrypted with the password {@code infected}. */
    @GET
    @Path("{extractedId}/content.zip")
    @Produces({"application/zip", ProblemBody.MEDIA_TYPE})
    @Operation(operationId = "downloadExtractedFileZip", summary = "One extracted file in a zip, password infected")
    @APIResponse(responseCode = "200", description = "A zip encrypted with the password infected",
            content = @Content(mediaType = "application/zip", schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public Response contentZip(@PathParam("fileId") String fileId, @PathParam("extractedId") String extractedId) {
        CaptureId capture = capture(fileId);
        ExtractedFile file = file(capture, extractedId);
        if (!Files.exists(extraction.content(file))) {
            throw Problem.notFound("the bytes of extracted file " + file.id() + " are no longer stored");
        }
        return zipOf(capture, new ExtractedFileFilter(null, List.of(), null, null, null, null, Set.of(file.id())),
                file.name());
    }

    private Response zipOf(CaptureId capture, ExtractedFileFilter filter, String name) {
        List<ExtractedFile> files = extraction.all(capture, filter);
        return Response.ok(InfectedZip.of(files, extraction::content), "application/zip")
                .header("Content-Disposition", ContentDisposition.attachment(name + ".zip"))
                .build();
    }

    private ExtractedFile file(CaptureId capture, String extractedId) {
        long id;
        try {
            id = Long.parseLong(extractedId);
        } catch (NumberFormatException e) {
            throw Problem.notFound("there is no extracted file " + extractedId + " in file " + capture);
        }
        return extraction.find(capture, id).orElseThrow(() ->
                Problem.notFound("there is no extracted file " + extractedId + " in file " + capture));
    }

    private CaptureId capture(String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        if (catalog.find(id).isEmpty()) {
            throw IdParser.unknownFile(id);
        }
        return id;
    }
}
