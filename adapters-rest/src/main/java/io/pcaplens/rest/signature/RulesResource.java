package io.pcaplens.rest.signature;

import io.pcaplens.application.signature.RuleBook;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** The custom detection rules in force and the state of their file. */
@Path("/rules")
@Produces(MediaType.APPLICATION_JSON)
public class RulesResource {

    @Inject
    RuleBook book;

    @GET
    @Operation(operationId = "getRules", summary = "The custom rules loaded from signatures.yml")
    public RulesBody get() {
        return RulesBody.from(book.state());
    }
}
