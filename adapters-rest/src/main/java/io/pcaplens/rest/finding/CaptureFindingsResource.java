package io.pcaplens.rest.finding;

import io.pcaplens.application.Page;
import io.pcaplens.application.finding.FindingQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Paging;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** The findings of one capture (docs/findings.md), filtered, sorted and paged, with its detectors' runs. */
@Path("/files/{fileId}/findings")
@Produces(MediaType.APPLICATION_JSON)
public class CaptureFindingsResource {

    @Inject
    FindingQueries findings;

    @GET
    @Operation(operationId = "listCaptureFindings", summary = "What in the capture deserves a look, most severe"
            + " first, with how each detector's run went")
    @APIResponse(responseCode = "200", description = "A page of the capture's findings and its detectors' runs",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = CaptureFindingsBody.class)))
    @APIResponse(responseCode = "400", description = "A kind, severity, sort, page or size that names nothing")
    @APIResponse(responseCode = "404", description = "No file has this id")
    public CaptureFindingsBody list(@PathParam("fileId") String fileId, @BeanParam FindingListParameters filters,
                                    @QueryParam("page") String page, @QueryParam("size") String size) {
        CaptureId id = IdParser.captureId(fileId);
        FindingListRequest request = filters.request();
        Paging.Request p = Paging.parse(page, size);
        if (!findings.captureExists(id)) {
            throw IdParser.unknownFile(fileId);
        }
        Page<Finding> found = findings.page(request.filter().inCapture(id), request.sort(), p.page(), p.size());
        return new CaptureFindingsBody(found.items().stream().map(FindingBody::from).toList(), found.page(),
                found.size(), found.total(), found.totalPages(),
                findings.runs(id).stream().map(DetectorRunBody::from).toList());
    }
}
