package io.pcaplens.rest.query;

import io.pcaplens.application.conversation.QueryExplanation;
import io.pcaplens.domain.conversation.query.CompiledCondition;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

import java.util.List;

/** The hunt language itself (docs/hunt.md): the fields it knows, and what a query means before it is run. */
@Path("/query")
@Produces(MediaType.APPLICATION_JSON)
public class QueryResource {

    @Inject
    QueryExplanation explanation;

    @GET
    @Path("/fields")
    @Operation(operationId = "listQueryFields", summary = "Every field of the hunt language, with its type and an example")
    public List<FieldBody> fields() {
        return FieldBody.all();
    }

    /** What {@code GET /query/explain} answers. */
    public record ExplanationBody(JsonObject tree, String normalized, List<String> fields, String sql,
                                  List<String> parameters) {
    }

    @GET
    @Path("/explain")
    @Operation(operationId = "explainQuery", summary = "A hunt query's syntax tree, normal form and SQL condition,"
            + " without running it")
    public ExplanationBody explain(@Parameter(description = "the hunt query") @QueryParam("q") String q) {
        if (q == null || q.isBlank()) {
            throw Problem.badRequest("q must hold a hunt query, e.g. q=port == 443");
        }
        Expression e = QueryText.parse(q);
        CompiledCondition sql = explanation.condition(e);
        return new ExplanationBody(ExpressionTree.of(e), e.text(), List.copyOf(ExpressionTree.fields(e)),
                sql.condition(), sql.parameters());
    }
}
