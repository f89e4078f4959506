package io.pcaplens.rest.host;

import io.pcaplens.application.host.HostSightings;
import io.pcaplens.domain.host.HostLookup;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
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

/** A host across every stored capture (docs/hosts.md): where an address, a MAC or a name appears. */
@Path("/hosts/{address}")
@Produces(MediaType.APPLICATION_JSON)
public class HostSightingsResource {

    @Inject
    HostSightings sightings;

    @GET
    @Operation(operationId = "findHostEverywhere", summary = "The captures (and their networks) where an address,"
            + " a MAC or a host name appears, newest first")
    @APIResponse(responseCode = "200", description = "A page of the captures where the host appears")
    @APIResponse(responseCode = "400", description = "Text that is no address, MAC or host name, or a bad page or"
            + " size")
    public SightingPageBody find(@Parameter(description = "an IP address in any notation, a MAC, or a host name"
                                         + " (any case)") @PathParam("address") String address,
                                 @QueryParam("page") String page, @QueryParam("size") String size) {
        HostLookup lookup = HostLookup.parse(address).orElseThrow(() -> Problem.badRequest("'" + address
                + "' is no IP address, MAC or host name"));
        Paging.Request p = Paging.parse(page, size);
        return SightingPageBody.from(lookup.value(), lookup.kind().name(), sightings.page(lookup, p.page(), p.size()));
    }
}
