package io.pcaplens.rest.conversation;

import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.conversation.FlowQueries;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/** The flow list of the current filters and sort as CSV, all pages; a path of its own beside {@code …/flows}. */
@Path("/files/{fileId}/flows.csv")
public class FlowsCsvResource {

    @Inject
    CaptureCatalog catalog;
    @Inject
    FlowQueries flows;
    @Context
    UriInfo uriInfo;

    @GET
    @Parameter(name = "from", in = ParameterIn.QUERY, description = ConversationFilters.FROM)
    @Parameter(name = "to", in = ParameterIn.QUERY, description = ConversationFilters.TO)
    @Produces("text/csv")
    public Response csv(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        Capture c = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        var query = ConversationFilters.parse(uriInfo.getQueryParameters());
        return Response.ok(FlowCsv.of(flows, id, query), "text/csv; charset=UTF-8")
                .header("Content-Disposition", ContentDisposition.attachment(c.name() + "-flows.csv"))
                .build();
    }
}
