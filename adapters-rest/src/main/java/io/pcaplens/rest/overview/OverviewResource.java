package io.pcaplens.rest.overview;

import io.pcaplens.rest.IdParser;

import io.pcaplens.application.overview.CaptureOverviews;
import io.pcaplens.application.overview.OverviewRefusal;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

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
    @Operation(summary = "Summary and every overview chart's series of a completed capture",
            description = "404 for an unknown file, 409 while its analysis has not completed")
    public OverviewBody overview(@PathParam("fileId") String fileId) throws OverviewRefusal {
        return OverviewBody.from(overviews.overview(IdParser.captureId(fileId)));
    }
}
