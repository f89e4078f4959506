package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The transport flows of a capture, read from its stored conversation rows. A flow matches a query when any of
 * its rows does, and is then shown whole, with all of its rows.
 */
public interface FlowRepository {

    /** The flows the query selects, in its order (start time when it names none); the fields sort the flow's values. */
    List<Flow> page(CaptureId captureId, ConversationQuery query, PayloadHits hits, int offset, int limit);

    long count(CaptureId captureId, ConversationQuery query, PayloadHits hits);

    /** The capture's flow with this id (the smallest id of its rows); empty when it has none. */
    default Optional<Flow> find(CaptureId captureId, ConversationId flowId) {
        return containing(captureId, flowId).filter(f -> f.id() == flowId.value());
    }

    /** The capture's flow one of whose rows has this id; empty when the capture has no such row. */
    Optional<Flow> containing(CaptureId captureId, ConversationId rowId);

    /**
     * The values of every pill filter among the flows the query's other filters select, each with the number of
     * flows the list would have with that value added to the query.
     */
    Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits);
}
