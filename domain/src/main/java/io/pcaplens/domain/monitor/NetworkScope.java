package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.Operator;
import io.pcaplens.domain.conversation.query.QueryField;

/**
 * A hunt over one monitored network's captures (docs/hunt.md, "Scopes"): the hunt across every capture with the
 * clause {@code network == "<networkId>"} AND-ed in, the very clause a user may write in {@code q}. Read by the
 * network's conversation endpoints and by a saved query whose scope is the network; a network id that names no
 * network is a snapshot of nothing, so the clause then selects no row.
 */
public final class NetworkScope {

    private NetworkScope() {
    }

    /** {@code network == "<networkId>"}. */
    public static Expression clause(NetworkId network) {
        return Expression.clause(QueryField.NETWORK, Operator.EQ, new Literal.Text(network.toString()));
    }

    /** The query narrowed to the network's captures. */
    public static ConversationQuery narrow(ConversationQuery query, NetworkId network) {
        return query.matching(clause(network));
    }
}
