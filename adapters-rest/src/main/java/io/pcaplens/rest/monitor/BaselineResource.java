package io.pcaplens.rest.monitor;

import org.eclipse.microprofile.openapi.annotations.Operation;
import io.pcaplens.application.monitor.AcceptBaseline;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.JsonRequest;
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
        return new BaselineBody(baselines.baseline(IdParser.networkId(networkId)).map(SnapshotId::toString).orElse(null));
    }

    /** {"snapshotId"}: accepting another snapshot moves the baseline. */
    @PUT
    @Operation(operationId = "acceptBaseline", summary = "Accept a snapshot as the network's baseline")
    @Consumes(MediaType.APPLICATION_JSON)
    public BaselineBody accept(@PathParam("networkId") String networkId,
                               @RequestBody(content = @Content(schema = @Schema(implementation = BaselineBody.class)))
                               String body) {
        NetworkId network = IdParser.networkId(networkId);
        String snapshotId = JsonRequest.parse(body).requiredText("snapshotId");
        SnapshotId snapshot = IdParser.snapshotIdInBody(snapshotId, "snapshotId");
        return new BaselineBody(baselines.accept(network, snapshot).toString());
    }

    /** Every change gets its own review back. */
    @DELETE
    @Operation(operationId = "clearBaseline", summary = "Clear the network's baseline")
    public Response clear(@PathParam("networkId") String networkId) {
        baselines.clear(IdParser.networkId(networkId));
        return Response.noContent().build();
    }
}
