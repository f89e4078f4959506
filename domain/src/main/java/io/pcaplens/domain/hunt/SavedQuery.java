package io.pcaplens.domain.hunt;

import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.QueryText;

import java.time.Instant;
import java.util.Objects;

/**
 * A hunt query kept under a name to be run again: its text as the analyst wrote it, the conversations it runs
 * over and who saved it. The text is kept rather than its tree so that the query bar shows it back as written;
 * it parses, since only a text that does may be saved.
 *
 * @param owner the caller who saved it when authentication is on; null when it is off and there is no caller
 */
public record SavedQuery(QueryName name, String expression, QueryScope scope, String owner, Instant createdAt) {

    public SavedQuery {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(expression, "expression");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /**
     * A query to save, its text checked.
     *
     * @throws io.pcaplens.domain.conversation.query.QuerySyntaxError where the text is not a query
     * @throws IllegalArgumentException when it searches payload bytes across captures, which only one capture's
     *                                  search can do
     */
    public static SavedQuery of(QueryName name, String expression, QueryScope scope, String owner, Instant at) {
        SavedQuery query = new SavedQuery(name, expression, scope, owner, at);
        if (!(scope instanceof QueryScope.InCapture)
                && !ConversationQuery.where(query.filter()).payloadPatterns().isEmpty()) {
            throw new IllegalArgumentException("payload is searched within one capture: save the query with the"
                    + " scope file:<fileId>");
        }
        return query;
    }

    /** The expression the text writes. */
    public Expression filter() {
        return QueryText.parse(expression);
    }
}
