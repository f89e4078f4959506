package io.pcaplens.rest.overview;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;

import io.pcaplens.application.overview.CaptureOverviews;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.overview.Timeline;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.Content;

/** Packets and bytes per time bin of a completed capture. */
@Path("/files/{fileId}/timeline")
@Produces(MediaType.APPLICATION_JSON)
public class TimelineResource {

    @Inject
    CaptureOverviews overviews;

    @GET
    @Operation(operationId = "getTimeline", summary = "Packets and bytes per time bin over the capture's span",
            description = "Bins start at the first packet and are as wide as the shortest of 1, 2 or 5 times a power"
                    + " of ten of µs, ms, s, min or h that keeps their number at most bins. With host, the counts are"
                    + " that host's, in the same bins. 404 for an unknown file, 409 while its analysis has not"
                    + " completed")
    @APIResponse(responseCode = "200", description = "The timeline",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TimelineBody.class)))
    @APIResponse(responseCode = "409", description = "The capture's analysis has not completed")
    public TimelineBody timeline(@PathParam("fileId") String fileId,
                                 @Parameter(description = "the most bins, 1 to " + Timeline.MAX_BINS + "; default "
                                         + Timeline.DEFAULT_BINS) @QueryParam("bins") String bins,
                                 @Parameter(description = "only the packets of this host's conversations (an IP"
                                         + " address in any notation, or a layer-2 host's MAC), in the capture's own"
                                         + " bins") @QueryParam("host") String host) {
        CaptureId id = IdParser.captureId(fileId);
        int count = count(bins);
        return TimelineBody.from(host == null || host.isBlank() ? overviews.timeline(id, count)
                : overviews.timeline(id, count, IpLiteral.canonical(host.strip()).toLowerCase(java.util.Locale.ROOT)));
    }

    private static int count(String bins) {
        if (bins == null || bins.isEmpty()) {
            return Timeline.DEFAULT_BINS;
        }
        if (!bins.matches("\\d{1,4}") || !Timeline.allowed(Integer.parseInt(bins))) {
            throw Problem.badRequest("bins must be a number from 1 to " + Timeline.MAX_BINS + ", was '" + bins + "'");
        }
        return Integer.parseInt(bins);
    }
}
