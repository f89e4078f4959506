package io.pcaplens.rest.host;

import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;

import io.pcaplens.application.host.HostClassification;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** The device popup of one endpoint of one conversation (spec 10.5). */
@Path("/conversations/{conversationId}/hosts")
@Produces(MediaType.APPLICATION_JSON)
public class HostsResource {

    @Inject
    HostClassification hosts;

    @GET
    @Path("/{ip}")
    @Operation(operationId = "getHost", summary = "What the capture tells about one host of a conversation")
    public HostPopupBody popup(@PathParam("conversationId") String id, @PathParam("ip") String ip) {
        return hosts.popup(IdParser.conversationId(id), ip).map(HostPopupBody::from).orElseThrow(() -> Problem.notFound(
                "conversation " + id + " does not exist or " + ip + " is not one of its endpoints"));
    }
}
