package io.pcaplens.application.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.port.FlowRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.Map;
import java.util.Optional;

/**
 * Reading a capture's transport flows: the conversation list's filters, sort and paging applied to whole
 * connections instead of the spec's rows.
 */
@ApplicationScoped
public class FlowQueries {

    private FlowRepository flows;
    private PayloadSearch payloads;

    /** For the container's proxy. */
    protected FlowQueries() {
    }

    @Inject
    public FlowQueries(FlowRepository flows, PayloadSearch payloads) {
        this.flows = flows;
        this.payloads = payloads;
    }

    /** One page (1-based) of the flows any of whose rows the query selects, with how many there are in all. */
    public Page<Flow> page(CaptureId captureId, ConversationQuery query, int page, int size) {
        PayloadHits hits = payloads.hits(captureId, query);
        int offset = (page - 1) * size;
        return new Page<>(flows.page(captureId, query, hits, offset, size), page, size,
                flows.count(captureId, query, hits));
    }

    /** The capture's flow with this id (the smallest id of its rows). */
    public Optional<Flow> find(CaptureId captureId, ConversationId flowId) {
        return flows.find(captureId, flowId);
    }

    /** The flow this conversation row is one of: its whole connection. */
    public Optional<Flow> containing(ConversationRow row) {
        return flows.containing(row.captureId(), row.id());
    }

    /**
     * The pill filters' values among the flows the query's other filters select, each with the number of
     * flows the list would have with that value added.
     */
    public Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query) {
        return flows.facets(captureId, query, payloads.hits(captureId, query));
    }
}
