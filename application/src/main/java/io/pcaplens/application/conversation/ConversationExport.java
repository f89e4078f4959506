package io.pcaplens.application.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ExportScope;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.packet.port.FrameExtractor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Collection;
import java.util.List;

/**
 * Bulk PCAP export (spec 10.7 rule 3): the packets of many conversations as one capture in the original
 * format, frames in capture order. Frames stream from a database cursor straight into the record copier,
 * so neither the file nor the list of frames is ever held whole. In {@link ExportScope#CONNECTION} scope the
 * chosen rows stand for their whole transport flows: every row of each flow is exported.
 */
@ApplicationScoped
public class ConversationExport {

    private PacketRepository packets;
    private ConversationRepository conversations;
    private FrameExtractor extractor;
    private CaptureStore store;
    private PayloadSearch payloads;

    /** For the container's proxy. */
    protected ConversationExport() {
    }

    @Inject
    public ConversationExport(PacketRepository packets, ConversationRepository conversations,
                              FrameExtractor extractor, CaptureStore store, PayloadSearch payloads) {
        this.packets = packets;
        this.conversations = conversations;
        this.extractor = extractor;
        this.store = store;
        this.payloads = payloads;
    }

    /** The packets of exactly these rows. */
    public void export(CaptureId captureId, Collection<ConversationId> conversationIds, OutputStream out)
            throws IOException {
        List<Long> ids = conversationIds.stream().map(ConversationId::value).toList();
        try (FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(captureId), out)) {
            packets.streamFrames(captureId, ids, (conversation, frame, offset) -> writer.add(frame, offset));
        }
    }

    /** The packets of these rows, or of their whole connections. */
    public void export(CaptureId captureId, Collection<ConversationId> conversationIds, ExportScope scope,
                       OutputStream out) throws IOException {
        export(captureId, scope == ExportScope.CONNECTION
                ? conversations.sameConnections(captureId, conversationIds) : conversationIds, out);
    }

    /** The packets of the rows the query selects, or of the whole connections any of whose rows it selects. */
    public void export(CaptureId captureId, ConversationQuery query, ExportScope scope, OutputStream out)
            throws IOException {
        PayloadHits hits = payloads.hits(captureId, query);
        try (FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(captureId), out)) {
            if (scope == ExportScope.CONNECTION) {
                packets.streamConnectionFrames(captureId, query, hits,
                        (conversation, frame, offset) -> writer.add(frame, offset));
            } else {
                packets.streamFrames(captureId, query, hits,
                        (conversation, frame, offset) -> writer.add(frame, offset));
            }
        }
    }
}
