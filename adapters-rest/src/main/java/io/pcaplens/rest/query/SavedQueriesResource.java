package io.pcaplens.rest.query;

import io.pcaplens.application.hunt.SavedQueries;
import io.pcaplens.application.hunt.SavedQueryRefusal;
import io.pcaplens.application.hunt.SavedQueryRun;
import io.pcaplens.domain.conversation.query.QuerySyntaxError;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.rest.JsonRequest;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.QueryProblem;
import io.pcaplens.rest.access.AccessSettings;
import io.pcaplens.rest.conversation.ConversationFilters;
import io.pcaplens.rest.conversation.FiledConversationBody;
import io.pcaplens.rest.openapi.ApiDocument;
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
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

import java.security.Principal;
import java.util.List;

/**
 * Hunt queries saved under a name (docs/hunt.md, Saved queries): save one, list, read and delete the caller's,
 * and run one by its name over its scope. With authentication on each caller has queries of their own; saving and
 * deleting need the role of every other write ({@link io.pcaplens.rest.access.AccessPolicy}).
 */
@Path("/queries")
@Produces(MediaType.APPLICATION_JSON)
public class SavedQueriesResource {

    /** Where a saved query's text is sent, as a bad query's problem names it. */
    static final String EXPRESSION = "expression";

    @Inject
    SavedQueries queries;
    @Inject
    SavedQueryRun run;
    @Inject
    AccessSettings access;
    @Context
    SecurityContext caller;
    @Context
    UriInfo uriInfo;

    /** The caller's queries, in a member of their own so that the list may be paged one day without a break. */
    public record SavedQueryList(List<SavedQueryBody> items) {
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "saveQuery", summary = "Save a hunt query under a name; its text is parsed first")
    @APIResponse(responseCode = "201", description = "The saved query; Location is its address",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = SavedQueryBody.class)))
    @APIResponse(responseCode = "400", description = "A bad name or scope, or an expression that is no query"
            + " (the same problem as a bad q, its parameter 'expression')")
    @APIResponse(responseCode = "409", description = "The caller has a query of this name already")
    public Response save(@RequestBody(content = @Content(schema = @Schema(implementation = SavedQueryRequest.class)))
                         String body) throws SavedQueryRefusal {
        JsonRequest request = JsonRequest.parse(body);
        SavedQuery saved;
        try {
            saved = queries.save(owner(), request.text("name").orElse(null), request.requiredText(EXPRESSION),
                    request.text("scope").orElse(null));
        } catch (QuerySyntaxError e) {
            throw QueryProblem.of(e, EXPRESSION);
        }
        return Response.created(uriInfo.getAbsolutePathBuilder().path("{name}").build(saved.name().value()))
                .entity(SavedQueryBody.from(saved)).build();
    }

    @GET
    @Operation(operationId = "listSavedQueries", summary = "The caller's saved queries, by name")
    public SavedQueryList list() {
        return new SavedQueryList(queries.list(owner()).stream().map(SavedQueryBody::from).toList());
    }

    @GET
    @Path("/{name}")
    @Operation(operationId = "getSavedQuery", summary = "One of the caller's saved queries")
    @APIResponse(responseCode = "200", description = "The saved query",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = SavedQueryBody.class)))
    @APIResponse(responseCode = "404", description = "The caller has no query of this name")
    public SavedQueryBody get(@PathParam("name") String name) throws SavedQueryRefusal {
        return SavedQueryBody.from(queries.find(owner(), name));
    }

    @DELETE
    @Path("/{name}")
    @Operation(operationId = "deleteSavedQuery", summary = "Delete one of the caller's saved queries")
    @APIResponse(responseCode = "204", description = "Deleted")
    @APIResponse(responseCode = "404", description = "The caller has no query of this name")
    public Response delete(@PathParam("name") String name) throws SavedQueryRefusal {
        queries.delete(owner(), name);
        return Response.noContent().build();
    }

    /**
     * The saved expression over its scope, AND-ed with whatever filters the call adds, rows as
     * {@code GET /conversations} writes them.
     */
    @GET
    @Path("/{name}/conversations")
    @Operation(operationId = "runSavedQuery", summary = "Conversations a saved query selects over its scope,"
            + " filtered further, sorted and paged; each row names its file")
    // no response declared here: the scanner's 200 keeps its page schema, and the document adds the path's 404
    @Extension(name = ApiDocument.PARAMETERS, value = ApiDocument.CONVERSATION_FILTERS)
    public Paging.PageBody<FiledConversationBody> conversations(@PathParam("name") String name, @QueryParam("page") String page,
                                                     @QueryParam("size") String size) throws SavedQueryRefusal {
        Paging.Request p = Paging.parse(page, size);
        var around = ConversationFilters.parse(uriInfo.getQueryParameters());
        return Paging.body(run.page(owner(), name, around, p.page(), p.size()), FiledConversationBody::from);
    }

    /** The caller's name with authentication on; with it off there is no caller, and every query is no one's. */
    private String owner() {
        Principal principal = caller.getUserPrincipal();
        return access.enabled() && principal != null ? principal.getName() : null;
    }
}
