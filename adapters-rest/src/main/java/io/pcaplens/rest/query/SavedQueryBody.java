package io.pcaplens.rest.query;

import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.rest.Timestamps;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A saved query as the API writes it: its text as saved, its scope ({@code all}, {@code file:<fileId>} or
 * {@code network:<networkId>}), who saved it and when. {@code owner} is absent with authentication off.
 */
public record SavedQueryBody(String name, String expression, String scope,
                             @Schema(description = "the caller who saved it; absent with authentication off")
                             String owner,
                             String createdAt) {

    static SavedQueryBody from(SavedQuery q) {
        return new SavedQueryBody(q.name().value(), q.expression(), q.scope().text(), q.owner(),
                Timestamps.of(q.createdAt()));
    }
}
