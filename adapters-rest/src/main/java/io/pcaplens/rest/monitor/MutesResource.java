package io.pcaplens.rest.monitor;

import org.eclipse.microprofile.openapi.annotations.Operation;
import io.pcaplens.application.monitor.MuteChanges;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.JsonRequest;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A network's muted change types per entity. The entity is given in the body or the query, not the path: it
 * may be a service ("10.0.2.10:23/tcp") or a list of cards.
 */
@Path("/monitor/networks/{networkId}/mutes")
@Produces(MediaType.APPLICATION_JSON)
public class MutesResource {

    @Inject
    MuteChanges muting;

    /** By type, then entity. */
    @GET
    @Operation(operationId = "listMutes", summary = "The network's muted change types, per entity")
    public List<MuteBody> list(@PathParam("networkId") String networkId) {
        return muting.list(IdParser.networkId(networkId)).stream().map(MuteBody::from).toList();
    }

    /** {"type", "entity"}: muting what is muted already changes nothing. */
    @POST
    @Operation(operationId = "addMute", summary = "Mute a change type for one entity of the network")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response mute(@PathParam("networkId") String networkId,
                         @RequestBody(content = @Content(schema = @Schema(implementation = MuteBody.class)))
                         String body) {
        NetworkId network = IdParser.networkId(networkId);
        JsonRequest request = JsonRequest.parse(body);
        ChangeMute mute = new ChangeMute(type(request.requiredText("type")), request.requiredText("entity"));
        return Response.status(Response.Status.CREATED).entity(MuteBody.from(muting.mute(network, mute))).build();
    }

    @DELETE
    @Operation(operationId = "removeMute", summary = "Unmute a change type for one entity of the network")
    public Response unmute(@PathParam("networkId") String networkId, @QueryParam("type") String type,
                           @QueryParam("entity") String entity) {
        NetworkId network = IdParser.networkId(networkId);
        if (type == null || type.isBlank() || entity == null || entity.isBlank()) {
            throw Problem.badRequest("give the muted 'type' and 'entity' as query parameters");
        }
        muting.unmute(network, new ChangeMute(type(type), entity));
        return Response.noContent().build();
    }

    private static ChangeType type(String name) {
        return Arrays.stream(ChangeType.values()).filter(t -> t.name().equals(name.strip().toUpperCase(Locale.ROOT)))
                .findFirst().orElseThrow(() -> Problem.badRequest("unknown type '" + name.strip() + "'; one of "
                        + Arrays.toString(ChangeType.values())));
    }
}
