package io.pcaplens.rest.signature;

import io.pcaplens.application.signature.RuleBook;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The custom detection rules in force and the state of their file. */
@Path("/rules")
@Produces(MediaType.APPLICATION_JSON)
public class RulesResource {

    @Inject
    RuleBook book;

    @GET
    public RulesBody get() {
        return RulesBody.from(book.state());
    }
}
