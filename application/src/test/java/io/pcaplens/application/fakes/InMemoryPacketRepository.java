package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.PayloadSample;
import io.pcaplens.domain.packet.port.FrameSink;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Packets per capture in lists; a writer's packets count only once it is closed, as a COPY that is ended.
 * The queries by filter and flow, which only reading the results needs, are the database's.
 */
public class InMemoryPacketRepository implements PacketRepository {

    /** A stored packet: the record under its conversation. */
    public record Stored(long conversationId, PacketRecord packet) {
    }

    private final Map<CaptureId, List<Stored>> byCapture = new HashMap<>();
    private final Set<CaptureId> indexed = new HashSet<>();
    private int framesRead;
    private int pagesRead;

    @Override
    public synchronized void prepare(CaptureId captureId) {
        byCapture.put(captureId, new ArrayList<>());
        indexed.remove(captureId);
    }

    @Override
    public Writer open(CaptureId captureId) {
        List<Stored> pending = new ArrayList<>();
        return new Writer() {
            @Override
            public void write(long conversationId, PacketRecord packet) {
                pending.add(new Stored(conversationId, packet));
            }

            @Override
            public void close() throws IOException {
                synchronized (InMemoryPacketRepository.this) {
                    List<Stored> table = byCapture.get(captureId);
                    if (table == null) {
                        throw new IOException("no partition for capture " + captureId);
                    }
                    table.addAll(pending);
                }
            }

            @Override
            public void abort() {
                pending.clear();
            }
        };
    }

    @Override
    public synchronized void finish(CaptureId captureId) {
        indexed.add(captureId);
    }

    @Override
    public synchronized void renumber(CaptureId captureId, Map<Long, Long> ids) {
        byCapture.computeIfPresent(captureId, (id, stored) -> new ArrayList<>(stored.stream()
                .map(s -> new Stored(ids.getOrDefault(s.conversationId(), s.conversationId()), s.packet())).toList()));
    }

    @Override
    public synchronized void dropFrames(CaptureId captureId, long fromFrame, Long toFrame) {
        List<Stored> stored = byCapture.get(captureId);
        if (stored != null) {
            stored.removeIf(s -> s.packet().frameNumber() >= fromFrame
                    && (toFrame == null || s.packet().frameNumber() < toFrame));
        }
    }

    @Override
    public synchronized void drop(CaptureId captureId) {
        byCapture.remove(captureId);
        indexed.remove(captureId);
    }

    /** The capture's packets in frame order; null when it has no partition. */
    public synchronized List<Stored> of(CaptureId captureId) {
        List<Stored> table = byCapture.get(captureId);
        return table == null ? null
                : table.stream().sorted(Comparator.comparingLong(s -> s.packet().frameNumber())).toList();
    }

    public synchronized boolean indexed(CaptureId captureId) {
        return indexed.contains(captureId);
    }

    /** How many frames the frame streams and searches handed over, in all. */
    public synchronized int framesRead() {
        return framesRead;
    }

    @Override
    public void streamFrames(CaptureId captureId, Collection<Long> conversationIds, FrameSink sink) throws IOException {
        searchFrames(captureId, conversationIds, (conversation, frame, offset) -> {
            sink.frame(conversation, frame, offset);
            return true;
        });
    }

    @Override
    public void searchAllFrames(CaptureId captureId, boolean inCaptureOrder, FrameSearch search) throws IOException {
        searchFrames(captureId, of(captureId).stream().map(Stored::conversationId).toList(), search);
    }

    @Override
    public void searchFrames(CaptureId captureId, Collection<Long> conversationIds, FrameSearch search)
            throws IOException {
        for (Stored s : of(captureId)) {
            if (conversationIds.contains(s.conversationId())) {
                synchronized (this) {
                    framesRead++;
                }
                Long offset = s.packet().fileOffset();
                if (!search.frame(s.conversationId(), s.packet().frameNumber(), offset == null ? -1 : offset)) {
                    return;
                }
            }
        }
    }

    @Override
    public void forEachPayload(CaptureId captureId, Collection<Long> conversationIds, PayloadVisitor visitor) {
        for (Stored s : of(captureId)) {
            if (conversationIds.contains(s.conversationId())) {
                s.packet().payload().map(PayloadSample::stored).ifPresent(p -> visitor.visit(s.conversationId(), p));
            }
        }
    }

    @Override
    public List<PacketRow> page(CaptureId captureId, long conversationId, int offset, int limit) {
        List<PacketRow> rows = of(captureId).stream().filter(s -> s.conversationId() == conversationId)
                .skip(offset).limit(limit).map(s -> row(s.packet())).toList();
        synchronized (this) {
            pagesRead++;
        }
        return rows;
    }

    @Override
    public List<io.pcaplens.domain.capture.RowPacket> page(CaptureId captureId, Collection<Long> conversationIds,
                                                           int offset, int limit) {
        List<io.pcaplens.domain.capture.RowPacket> rows = of(captureId).stream()
                .filter(s -> conversationIds.contains(s.conversationId()))
                .sorted(java.util.Comparator.comparingLong(s -> s.packet().frameNumber()))
                .skip(offset).limit(limit)
                .map(s -> new io.pcaplens.domain.capture.RowPacket(s.conversationId(), row(s.packet()))).toList();
        synchronized (this) {
            pagesRead++;
        }
        return rows;
    }

    /** How many packet pages were read, in all. */
    public synchronized int pagesRead() {
        return pagesRead;
    }

    private static PacketRow row(PacketRecord p) {
        return new PacketRow(p.frameNumber(), p.timeNanos(), p.endpoints().srcNode(), p.endpoints().srcPort(),
                p.endpoints().dstNode(), p.endpoints().dstPort(), p.protocol(), p.frameLength(), p.info(),
                p.payload().map(PayloadSample::stored).orElse(null),
                p.payload().flatMap(PayloadSample::fileType).orElse(null),
                p.payload().map(PayloadSample::ascii).orElse(false));
    }

    @Override
    public void streamFrames(CaptureId captureId, ConversationQuery query, PayloadHits hits, FrameSink sink) {
        throw new UnsupportedOperationException("filters are the database's");
    }

    @Override
    public java.util.Set<io.pcaplens.domain.conversation.ConversationId> withStoredPayload(CaptureId captureId,
                                                                                         byte[] pattern) {
        java.util.Set<io.pcaplens.domain.conversation.ConversationId> found = new java.util.HashSet<>();
        of(captureId).forEach(s -> s.packet().payload().map(PayloadSample::stored)
                .filter(p -> io.pcaplens.domain.conversation.PayloadPattern.foundIn(java.nio.ByteBuffer.wrap(p), pattern))
                .ifPresent(p -> found.add(new io.pcaplens.domain.conversation.ConversationId(s.conversationId()))));
        return found;
    }

    @Override
    public void streamConnectionFrames(CaptureId captureId, ConversationQuery query, PayloadHits hits, FrameSink sink)
            throws java.io.IOException {
        throw new UnsupportedOperationException("filters are the database's");
    }

    @Override
    public List<io.pcaplens.domain.capture.StoredFrame> lastFlowFrames(CaptureId captureId, FlowKey flow, long upToFrame,
                                                                       int limit) {
        List<io.pcaplens.domain.capture.StoredFrame> frames = of(captureId).stream()
                .filter(s -> s.packet().frameNumber() <= upToFrame && flow.equals(flowOf(s.packet())))
                .sorted(Comparator.comparingLong(s -> s.packet().frameNumber()))
                .map(s -> new io.pcaplens.domain.capture.StoredFrame(s.conversationId(), s.packet().frameNumber(),
                        s.packet().fileOffset() == null ? -1 : s.packet().fileOffset()))
                .toList();
        return frames.subList(Math.max(0, frames.size() - limit), frames.size());
    }

    private static FlowKey flowOf(PacketRecord p) {
        return FlowKey.of(p.transport(), p.endpoints().srcNode(), io.pcaplens.domain.packet.Endpoints.keyPort(p.endpoints().srcPort()),
                p.endpoints().dstNode(), io.pcaplens.domain.packet.Endpoints.keyPort(p.endpoints().dstPort()));
    }

    @Override
    public void streamFlowFrames(CaptureId captureId, FlowKey flow, FrameSink sink) {
        throw new UnsupportedOperationException("flows are the database's");
    }
}
