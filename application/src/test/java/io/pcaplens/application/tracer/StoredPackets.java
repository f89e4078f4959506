package io.pcaplens.application.tracer;

import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.port.FrameSink;
import io.pcaplens.domain.port.PacketRepository;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** One conversation's packets in memory, read a page at a time as the database would; counts the reads. */
final class StoredPackets implements PacketRepository {

    private final List<PacketRow> rows = new ArrayList<>();
    int pagesRead;

    StoredPackets add(String src, String dst, String protocol, String info, String payloadHex) {
        long frame = rows.size() + 1;
        rows.add(new PacketRow(frame, 1_700_000_000_000_000_000L + frame * 1000, src, 40000, dst, 80, protocol, 60 + rows.size(),
                info, java.util.HexFormat.of().parseHex(payloadHex), null, false));
        return this;
    }

    int size() {
        return rows.size();
    }

    @Override
    public List<PacketRow> page(String captureId, long conversationId, int offset, int limit) {
        pagesRead++;
        return List.copyOf(rows.subList(Math.min(offset, rows.size()), Math.min(offset + limit, rows.size())));
    }

    @Override
    public void prepare(String captureId) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Writer open(String captureId) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void finish(String captureId) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void drop(String captureId) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void streamFrames(String captureId, Collection<Long> conversationIds, FrameSink sink) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void searchFrames(String captureId, Collection<Long> conversationIds, FrameSearch search) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void streamFrames(String captureId, ConversationQuery query, FrameSink sink) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void streamFlowFrames(String captureId, FlowKey flow, FrameSink sink) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void forEachPayload(String captureId, Collection<Long> conversationIds, PayloadVisitor visitor) {
        throw new UnsupportedOperationException();
    }
}
