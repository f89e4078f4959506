package io.pcaplens.rest.capture;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.capture.CaptureReanalysis;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.rest.IdParser;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * Analysing a stored capture again with other options, instead of uploading it again (which the hash refuses):
 * the capture's results stay served until the new ones are complete.
 */
@Path("/files/{fileId}/reanalysis")
@Produces(MediaType.APPLICATION_JSON)
public class ReanalysisResource {

    @Inject
    CaptureCatalog catalog;
    @Inject
    CaptureReanalysis reanalysis;

    /**
     * Queues a re-analysis; 409 while the capture is being analysed. An option the body leaves out keeps
     * the value the capture was last analysed with.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "requestReanalysis", summary = "Analyse a completed capture again, with changed options")
    @APIResponse(responseCode = "202", description = "The re-analysis is queued",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ReanalysisBody.class)))
    @APIResponse(responseCode = "409", description = "The capture is being analysed now")
    public Response request(@PathParam("fileId") String fileId, ReanalysisOptionsBody body) throws IOException {
        CaptureId id = IdParser.captureId(fileId);
        Capture capture = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        AnalysisOptions options = (body == null ? new ReanalysisOptionsBody(null, null, null) : body)
                .over(capture.options());
        return reanalysis.request(id, options)
                .map(r -> Response.accepted(ReanalysisBody.from(r)).build())
                .orElseThrow(() -> IdParser.unknownFile(id));
    }

    /** The latest re-analysis: QUEUED, ANALYZING with its progress, COMPLETED, or FAILED with its reason. */
    @GET
    @Operation(operationId = "getReanalysis", summary = "The latest re-analysis of a capture and its progress")
    public ReanalysisBody latest(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        return reanalysis.latest(id).map(ReanalysisBody::from)
                .orElseThrow(() -> io.pcaplens.rest.Problem.notFound("file " + id + " was never analysed again"));
    }
}
