package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.AddSnapshot;
import io.pcaplens.application.monitor.RemoveSnapshot;
import io.pcaplens.application.monitor.SnapshotQueries;
import io.pcaplens.application.monitor.SnapshotView;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.JsonRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/**
 * A network's snapshots (spec 4.3): adding a completed capture places it by its start time and runs change
 * detection at once; the list is in capture order; removing one compares the two it stood between.
 */
@Path("/monitor/networks/{networkId}/snapshots")
@Produces(MediaType.APPLICATION_JSON)
public class SnapshotsResource {

    @Inject
    AddSnapshot adding;
    @Inject
    RemoveSnapshot removing;
    @Inject
    SnapshotQueries queries;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "addSnapshot", summary = "Add an analysed capture to a monitored network as a snapshot")
    @APIResponse(responseCode = "201", description = "The snapshot",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = SnapshotBody.class)))
    @APIResponse(responseCode = "409", description = "The capture is not analysed yet, or is already a snapshot of the network")
    public Response add(@PathParam("networkId") String networkId,
                        @RequestBody(content = @Content(schema = @Schema(implementation = SnapshotRequest.class)))
                        String body, @Context UriInfo uri) {
        NetworkId network = IdParser.networkId(networkId);
        String fileId = JsonRequest.parse(body).requiredText("fileId");
        SnapshotView added = adding.add(network, IdParser.captureIdInBody(fileId, "fileId"));
        return Response.created(uri.getAbsolutePathBuilder().path(added.snapshot().id().toString()).build())
                .entity(SnapshotBody.from(added)).build();
    }

    /** Earliest capture first. */
    @GET
    @Operation(operationId = "listSnapshots", summary = "A network's snapshots, earliest capture first")
    public List<SnapshotBody> list(@PathParam("networkId") String networkId) {
        return queries.list(IdParser.networkId(networkId)).stream().map(SnapshotBody::from).toList();
    }

    @DELETE
    @Path("/{snapshotId}")
    @Operation(operationId = "removeSnapshot", summary = "Remove a snapshot from its network")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response remove(@PathParam("networkId") String networkId, @PathParam("snapshotId") String snapshotId) {
        removing.remove(IdParser.networkId(networkId), IdParser.snapshotId(snapshotId));
        return Response.noContent().build();
    }

    /** What change detection saw in the snapshot, with its summary. */
    @GET
    @Path("/{snapshotId}/facts")
    @Operation(operationId = "getSnapshotFacts", summary = "What the monitor read from one snapshot")
    public FactsBody facts(@PathParam("networkId") String networkId, @PathParam("snapshotId") String snapshotId) {
        return FactsBody.from(queries.facts(IdParser.networkId(networkId), IdParser.snapshotId(snapshotId)));
    }
}
