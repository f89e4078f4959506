package io.pcaplens.application.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;

/** Reading conversations and their packets. */
@ApplicationScoped
public class ConversationQueries {

    private ConversationRepository conversations;
    private PacketRepository packets;
    private ConversationExport export;
    private PayloadSearch payloads;

    /** For the container's proxy. */
    protected ConversationQueries() {
    }

    @Inject
    public ConversationQueries(ConversationRepository conversations, PacketRepository packets,
                               ConversationExport export, PayloadSearch payloads) {
        this.conversations = conversations;
        this.packets = packets;
        this.export = export;
        this.payloads = payloads;
    }

    /** A capture of only this conversation's packets, in the capture's own format. */
    public void exportPcap(ConversationRow conversation, OutputStream out) throws IOException {
        export.export(conversation.captureId(), List.of(conversation.id()), out);
    }

    public Page<ConversationRow> page(CaptureId captureId, ConversationQuery query, int page, int size) {
        PayloadHits hits = payloads.hits(captureId, query);
        return new Page<>(conversations.page(captureId, query, hits, (page - 1) * size, size), page, size,
                conversations.count(captureId, query, hits));
    }

    /**
     * The pill filters' values among the conversations the query's other filters select, each with the number of
     * conversations the list would have with that value added.
     */
    public Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query) {
        return conversations.facets(captureId, query, payloads.hits(captureId, query));
    }

    /** The severity of each custom rule that fired in the capture, which the severity buttons select by. */
    public Map<String, Severity> ruleSeverities(CaptureId captureId) {
        return conversations.ruleSeverities(captureId);
    }

    public Optional<ConversationRow> find(ConversationId id) {
        return conversations.find(id);
    }

    /** Those of the ids that are not conversations of the capture, checked in one query. */
    public SortedSet<ConversationId> notInCapture(CaptureId captureId, Collection<ConversationId> ids) {
        return conversations.notInCapture(captureId, ids);
    }

    /** The packets of a conversation in capture order; the index of the first one is {@code offset + 1}. */
    public Page<PacketRow> packets(ConversationRow conversation, int page, int size) {
        List<PacketRow> rows = packets.page(conversation.captureId(), conversation.id().value(),
                (page - 1) * size, size);
        return new Page<>(rows, page, size, conversation.traffic().packetCount());
    }
}
