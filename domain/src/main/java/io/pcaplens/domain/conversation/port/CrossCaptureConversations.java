package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.query.ConversationQuery;

import java.util.List;
import java.util.Map;

/**
 * The stored conversations of every capture whose analysis completed, read as one set: each page one statement
 * over all of them, never one per capture. Payload clauses are not searched here (a payload search reads one
 * capture's packets).
 */
public interface CrossCaptureConversations {

    /** The conversations the query selects, in its order (start time, then id, when it names none). */
    List<FiledConversation> page(ConversationQuery query, int offset, int limit);

    long count(ConversationQuery query);

    /** Each pill group's values with the number of rows the list would have with that value added. */
    Map<Facet, Map<String, Long>> facets(ConversationQuery query);

    /**
     * The captures holding some of the conversations the query selects, most hits first (then by file name),
     * at most {@code limit} of them; the query's sort keys do not apply.
     */
    List<CaptureHits> byCapture(ConversationQuery query, int limit);
}
