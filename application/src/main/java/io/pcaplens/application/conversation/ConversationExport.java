package io.pcaplens.application.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.port.CaptureStore;
import io.pcaplens.domain.port.FrameExtractor;
import io.pcaplens.domain.port.PacketRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Collection;
import java.util.List;

/**
 * Bulk PCAP export (spec 10.7 rule 3): the packets of many conversations as one capture in the original
 * format, frames in capture order. Frames stream from a database cursor straight into the record copier,
 * so neither the file nor the list of frames is ever held whole.
 */
@ApplicationScoped
public class ConversationExport {

    @Inject
    PacketRepository packets;
    @Inject
    FrameExtractor extractor;
    @Inject
    CaptureStore store;
    @Inject
    FullPayloadSearch fullPayload;

    public void export(CaptureId captureId, Collection<ConversationId> conversationIds, OutputStream out)
            throws IOException {
        List<Long> ids = conversationIds.stream().map(ConversationId::value).toList();
        try (FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(captureId.value()), out)) {
            packets.streamFrames(captureId.value(), ids, (conversation, frame, offset) -> writer.add(frame, offset));
        }
    }

    public void export(CaptureId captureId, ConversationQuery filters, OutputStream out) throws IOException {
        ConversationQuery query = fullPayload.resolve(captureId, filters);
        try (FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(captureId.value()), out)) {
            packets.streamFrames(captureId.value(), query,
                    (conversation, frame, offset) -> writer.add(frame, offset));
        }
    }
}
