package io.pcaplens.rest.overview;

import io.pcaplens.rest.IdParser;

import io.pcaplens.application.overview.CaptureOverviews;
import io.pcaplens.domain.Refusal;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.Content;

/**
 * The landing page's data of a completed capture. A class of its own: its path is more specific than the files
 * resource's, so JAX-RS routes here.
 */
@Path("/files/{fileId}/overview")
@Produces(MediaType.APPLICATION_JSON)
public class OverviewResource {

    @Inject
    CaptureOverviews overviews;

    @GET
    @Operation(operationId = "getOverview", summary = "Summary and every overview chart's series of a completed capture",
            description = "404 for an unknown file, 409 while its analysis has not completed")
    @APIResponse(responseCode = "200", description = "The overview",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OverviewBody.class)))
    @APIResponse(responseCode = "409", description = "The capture's analysis has not completed")
    public OverviewBody overview(@PathParam("fileId") String fileId) {
        return OverviewBody.from(overviews.overview(IdParser.captureId(fileId)));
    }
}
