package io.pcaplens.rest.finding;

import io.pcaplens.application.finding.FindingNarratives;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.tracer.ExplanationThreads;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

import java.util.concurrent.CompletionStage;

/**
 * The narrative of a capture's findings (docs/findings.md#narrative). A class of its own: its path is more
 * specific than the findings list's, so JAX-RS routes here. It may wait for a language model, so it is written
 * on the tracer's explanation threads, never on a request thread.
 */
@Path("/files/{fileId}/findings/narrative")
@Produces(MediaType.APPLICATION_JSON)
public class FindingNarrativeResource {

    @Inject
    FindingNarratives narratives;

    @Inject
    ExplanationThreads threads;

    @GET
    @Operation(operationId = "getFindingsNarrative", summary = "A summary in prose of the capture's most severe"
            + " findings, by a language model when one is configured, else built in",
            description = "The findings it summarises are listed in findingIds; its text adds none. A model that"
                    + " fails, times out or is busy gives the built-in text, with fallbackReason saying why.")
    @APIResponse(responseCode = "200", description = "The narrative",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = NarrativeBody.class)))
    @APIResponse(responseCode = "404", description = "No file has this id")
    @APIResponse(responseCode = "409", description = "The capture's analysis has not completed")
    @APIResponse(responseCode = "503", description = "Every thread that writes narratives and explanations is busy")
    public CompletionStage<NarrativeBody> narrative(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        return threads.make(() -> NarrativeBody.from(narratives.narrate(id)));
    }
}
