package io.pcaplens.rest.access;

import io.pcaplens.application.access.AccessRefusal;
import io.pcaplens.application.access.TokenAdministration;
import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.JsonRequest;
import io.pcaplens.rest.Paging;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
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

/**
 * API tokens (docs/security.md, Authentication): create one (its secret is in this answer only), list them, revoke one.
 * Admins only when authentication is on ({@link AccessPolicy}).
 */
@Path("/admin/tokens")
@Produces(MediaType.APPLICATION_JSON)
public class TokensResource {

    @Inject
    TokenAdministration tokens;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "createToken", summary = "Create an API token; its secret is in this answer only")
    @APIResponse(responseCode = "201", description = "The token, with its secret",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = TokenBody.class)))
    @APIResponse(responseCode = "409", description = "An active token has this name")
    public Response create(@RequestBody(content = @Content(schema = @Schema(implementation = TokenRequest.class)))
                           String body, @Context UriInfo uri) throws AccessRefusal {
        JsonRequest request = JsonRequest.parse(body);
        ApiToken.IssuedToken issued = tokens.create(request.requiredText("name"), request.requiredText("role"));
        return Response.created(uri.getAbsolutePathBuilder().path(issued.token().id().toString()).build())
                .header("Cache-Control", "no-store")
                .entity(TokenBody.issued(issued)).build();
    }

    /** Oldest first, revoked tokens included; never a secret. */
    @GET
    @Operation(operationId = "listTokens", summary = "API tokens, oldest first, revoked ones too, never a secret")
    public Paging.PageBody<TokenBody> list(@QueryParam("page") String page, @QueryParam("size") String size) {
        Paging.Request p = Paging.parse(page, size);
        return Paging.body(tokens.page(p.page(), p.size()), TokenBody::from);
    }

    /** The token stops working at once; it stays listed as revoked. */
    @DELETE
    @Path("/{tokenId}")
    @Operation(operationId = "revokeToken", summary = "Revoke an API token")
    @APIResponse(responseCode = "204", description = "Revoked")
    public Response revoke(@PathParam("tokenId") String tokenId) throws AccessRefusal {
        tokens.revoke(IdParser.uuidInPath(tokenId, "token"));
        return Response.noContent().build();
    }
}
