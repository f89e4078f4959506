package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;

import java.util.List;

/**
 * The WHERE of the conversation list for a query, for other tables' reads that select the same conversations (the
 * network map): the condition on the unaliased conversation table, its parameters in order.
 */
public record ConversationWhere(String sql, List<Object> params) {

    public static ConversationWhere of(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        return new ConversationWhere(q.where, new java.util.ArrayList<>(q.params));
    }
}
