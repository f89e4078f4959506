package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.NetworkCatalog;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.NetworkOverview;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.JsonRequest;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

/** Monitored networks (spec 1 item 5, 4.3): create, list, read, rename or describe, delete. */
@Path("/monitor/networks")
@Produces(MediaType.APPLICATION_JSON)
public class NetworksResource {

    @Inject
    NetworkCatalog catalog;

    /** A name is a label in lists and headings; a description a few lines. */
    static final int MAX_NAME = 200;
    static final int MAX_DESCRIPTION = 2_000;

    private static String bounded(String member, String text, int max) {
        if (text.strip().codePointCount(0, text.strip().length()) > max) {
            throw Problem.badRequest("'" + member + "' may have at most " + max + " characters");
        }
        return text;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "createNetwork", summary = "Create a monitored network")
    @APIResponse(responseCode = "201", description = "The network",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = NetworkBody.class)))
    public Response create(@RequestBody(content = @Content(schema = @Schema(implementation = NetworkRequest.class)))
                           String body, @Context UriInfo uri) {
        JsonRequest request = JsonRequest.parse(body);
        NetworkOverview created = catalog.create(bounded("name", request.requiredText("name"), MAX_NAME),
                bounded("description", request.text("description").orElse(""), MAX_DESCRIPTION));
        return Response.created(uri.getAbsolutePathBuilder().path(created.network().id().toString()).build())
                .entity(NetworkBody.from(created)).build();
    }

    /** Oldest first, paged like every list of the API. */
    @GET
    @Operation(operationId = "listNetworks", summary = "Monitored networks with their latest state")
    public Paging.PageBody<NetworkBody> list(@QueryParam("page") String page, @QueryParam("size") String size) {
        Paging.Request p = Paging.parse(page, size);
        return Paging.body(catalog.page(p.page(), p.size()), NetworkBody::from);
    }

    @GET
    @Path("/{networkId}")
    @Operation(operationId = "getNetwork", summary = "One monitored network")
    public NetworkBody get(@PathParam("networkId") String networkId) {
        return NetworkBody.from(catalog.find(IdParser.networkId(networkId)));
    }

    /** Either member may be left out to keep it; a name, when given, must not be blank. */
    @PATCH
    @Path("/{networkId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "updateNetwork", summary = "Change a network's name or description")
    public NetworkBody update(@PathParam("networkId") String networkId,
                              @RequestBody(content = @Content(schema = @Schema(implementation = NetworkRequest.class)))
                              String body) {
        NetworkId id = IdParser.networkId(networkId);
        JsonRequest request = JsonRequest.parse(body);
        String name = request.has("name") ? bounded("name", request.requiredText("name"), MAX_NAME) : null;
        String description = request.has("description")
                ? bounded("description", request.text("description").orElse(""), MAX_DESCRIPTION) : null;
        if (name == null && description == null) {
            throw Problem.badRequest("nothing to change: give a 'name' or a 'description'");
        }
        return NetworkBody.from(catalog.update(id, name, description));
    }

    /** The network's snapshots, changes and reviews go with it; its captures stay. */
    @DELETE
    @Path("/{networkId}")
    @Operation(operationId = "deleteNetwork", summary = "Delete a monitored network and its snapshots")
    @APIResponse(responseCode = "204", description = "Deleted")
    public Response delete(@PathParam("networkId") String networkId) {
        catalog.delete(IdParser.networkId(networkId));
        return Response.noContent().build();
    }
}
