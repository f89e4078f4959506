package io.pcaplens.rest.monitor;

import org.eclipse.microprofile.openapi.annotations.Operation;
import io.pcaplens.application.monitor.AcceptBaseline;
import io.pcaplens.domain.Refusal;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.JsonRequest;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;

import java.util.UUID;

/** The snapshot accepted as a network's baseline: its changes and those before it read as reviewed. */
@Path("/monitor/networks/{networkId}/baseline")
@Produces(MediaType.APPLICATION_JSON)
public class BaselineResource {

    @Inject
    AcceptBaseline baselines;

    /** {@code snapshotId} absent when no snapshot is accepted as the baseline. */
    @GET
    @Operation(operationId = "getBaseline", summary = "The snapshot accepted as the network's baseline, if any")
    public BaselineBody get(@PathParam("networkId") String networkId) {
        return new BaselineBody(baselines.baseline(NetworksResource.id(networkId)).map(UUID::toString).orElse(null));
    }

    /** {"snapshotId"}: accepting another snapshot moves the baseline. */
    @PUT
    @Operation(operationId = "acceptBaseline", summary = "Accept a snapshot as the network's baseline")
    @Consumes(MediaType.APPLICATION_JSON)
    public BaselineBody accept(@PathParam("networkId") String networkId,
                               @RequestBody(content = @Content(schema = @Schema(implementation = BaselineBody.class)))
                               String body) {
        UUID network = NetworksResource.id(networkId);
        String snapshotId = JsonRequest.parse(body).requiredText("snapshotId");
        UUID snapshot = IdParser.uuid(snapshotId).orElseThrow(() -> Problem.badRequest(
                "'snapshotId' must be a snapshot id (a UUID), was '" + snapshotId + "'"));
        return new BaselineBody(baselines.accept(network, snapshot).toString());
    }

    /** Every change gets its own review back. */
    @DELETE
    @Operation(operationId = "clearBaseline", summary = "Clear the network's baseline")
    public Response clear(@PathParam("networkId") String networkId) {
        baselines.clear(NetworksResource.id(networkId));
        return Response.noContent().build();
    }
}
