package io.pcaplens.rest.extraction;

import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.extraction.ExtractedFileQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.file.ExtractedFile;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.nio.file.Files;
import java.util.List;

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

    @GET
    public ExtractedFileBody.ListBody list(@PathParam("fileId") String fileId,
                                           @QueryParam("conversationId") String conversationId) {
        CaptureId id = capture(fileId);
        Long conversation = conversationId == null || conversationId.isBlank() ? null : number(conversationId);
        List<ExtractedFileBody> items = extraction.list(id.value(), conversation).stream()
                .map(ExtractedFileBody::from).toList();
        return new ExtractedFileBody.ListBody(items, items.size());
    }

    @GET
    @Path("{extractedId}/content")
    @Produces(MediaType.APPLICATION_OCTET_STREAM)
    public Response content(@PathParam("fileId") String fileId, @PathParam("extractedId") String extractedId) {
        CaptureId capture = capture(fileId);
        long id;
        try {
            id = Long.parseLong(extractedId);
        } catch (NumberFormatException e) {
            throw Problem.notFound("there is no extracted file " + extractedId + " in file " + capture);
        }
        ExtractedFile file = extraction.find(capture.value(), id).orElseThrow(() ->
                Problem.notFound("there is no extracted file " + extractedId + " in file " + capture));
        java.nio.file.Path path = extraction.content(file);
        if (!Files.exists(path)) {
            throw Problem.notFound("the bytes of extracted file " + id + " are no longer stored");
        }
        return Response.ok(path.toFile(), MediaType.APPLICATION_OCTET_STREAM_TYPE)
                .header("Content-Disposition", ContentDisposition.attachment(file.name()))
                .build();
    }

    private CaptureId capture(String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        if (catalog.find(id).isEmpty()) {
            throw IdParser.unknownFile(id);
        }
        return id;
    }

    private static long number(String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw Problem.badRequest("conversationId must be a number, not '" + value + "'");
        }
    }
}
