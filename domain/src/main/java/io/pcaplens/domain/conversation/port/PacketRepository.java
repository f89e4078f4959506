package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.port.FrameSink;

import java.io.IOException;
import java.util.List;

/** The stored packets; the large table, written in bulk and read per conversation. */
public interface PacketRepository {

    /** Makes room for the capture's packets, dropping any left by an interrupted analysis. */
    void prepare(CaptureId captureId);

    /** Opens a bulk writer; one per dissector slice, used by one thread. */
    Writer open(CaptureId captureId);

    /** Builds what reading per conversation needs, once all packets are written. */
    void finish(CaptureId captureId);

    void drop(CaptureId captureId);

    /**
     * Gives packets written under one id another: {@code ids} maps the id they have to the one they take. Slices
     * read on different instances may number one conversation differently.
     */
    void renumber(CaptureId captureId, java.util.Map<Long, Long> ids);

    /**
     * Removes the packets of frames {@code fromFrame} (inclusive) to {@code toFrame} (exclusive; null: to the
     * end): what a slice's reader that stopped half-way may have written.
     */
    void dropFrames(CaptureId captureId, long fromFrame, Long toFrame);

    /** Packets of a conversation in capture order. */
    List<PacketRow> page(CaptureId captureId, long conversationId, int offset, int limit);

    /**
     * Packets of several conversations (the rows of one connection) merged in capture order, each with its row:
     * positions {@code offset + 1} to {@code offset + limit} of the merged order.
     */
    List<io.pcaplens.domain.capture.RowPacket> page(CaptureId captureId, java.util.Collection<Long> conversationIds,
                                                    int offset, int limit);

    /**
     * Streams frame number and file offset of every packet of the given conversations of the capture, in
     * capture order, while a cursor is open: any number of packets without holding them.
     */
    void streamFrames(CaptureId captureId, java.util.Collection<Long> conversationIds, FrameSink sink)
            throws java.io.IOException;

    /** As {@link #streamFrames(String, java.util.Collection, FrameSink)}, for the conversations the query selects. */
    void streamFrames(CaptureId captureId, io.pcaplens.domain.conversation.query.ConversationQuery query,
                      io.pcaplens.domain.conversation.query.PayloadHits hits, FrameSink sink)
            throws java.io.IOException;

    /**
     * As {@link #streamFrames(String, java.util.Collection, FrameSink)}, until the search has found what it
     * looks for: the frames after that are never read.
     */
    void searchFrames(CaptureId captureId, java.util.Collection<Long> conversationIds, FrameSearch search)
            throws java.io.IOException;

    /**
     * As {@link #searchFrames}, over every frame of the capture.
     *
     * @param inCaptureOrder false: in the order the store holds them, which spares sorting a large capture's
     *                       packets
     */
    void searchAllFrames(CaptureId captureId, boolean inCaptureOrder, FrameSearch search) throws java.io.IOException;

    /** Looks at stored frames one at a time, in capture order, and says when it has seen enough. */
    @FunctionalInterface
    interface FrameSearch {
        /** @return whether to read on */
        boolean frame(long conversationId, long frameNumber, long fileOffset) throws IOException;
    }

    /**
     * As {@link #streamFrames(String, java.util.Collection, FrameSink)}, for every conversation row of a
     * transport flow (one connection gives a row per protocol label).
     */
    void streamFlowFrames(CaptureId captureId, io.pcaplens.domain.flow.FlowKey flow, FrameSink sink)
            throws java.io.IOException;

    /**
     * The last {@code limit} frames of a transport flow (every conversation row of it) numbered
     * {@code upToFrame} or less, in capture order: a frame's context, whatever the length of its connection.
     */
    List<io.pcaplens.domain.capture.StoredFrame> lastFlowFrames(CaptureId captureId, io.pcaplens.domain.flow.FlowKey flow,
                                                                long upToFrame, int limit);

    /**
     * As {@link #streamFrames(CaptureId, io.pcaplens.domain.conversation.query.ConversationQuery, io.pcaplens.domain.conversation.query.PayloadHits, FrameSink)}, for every
     * row of each transport flow any of whose rows the query selects: the whole connections.
     */
    void streamConnectionFrames(CaptureId captureId, io.pcaplens.domain.conversation.query.ConversationQuery query,
                                io.pcaplens.domain.conversation.query.PayloadHits hits, FrameSink sink) throws java.io.IOException;

    /** The conversations of the capture some packet of which holds the bytes in its stored payload (first 64 bytes). */
    java.util.Set<io.pcaplens.domain.conversation.ConversationId> withStoredPayload(CaptureId captureId, byte[] pattern);

    /**
     * Streams the stored payload (first 64 bytes) of every packet of the listed conversations, in no
     * particular order, without holding them; packets without payload are skipped.
     */
    void forEachPayload(CaptureId captureId, java.util.Collection<Long> conversationIds, PayloadVisitor visitor);

    @FunctionalInterface
    interface PayloadVisitor {
        void visit(long conversationId, byte[] storedPayload);
    }

    interface Writer extends AutoCloseable {
        void write(long conversationId, PacketRecord packet) throws IOException;

        /** Makes everything written durable. */
        @Override
        void close() throws IOException;

        /** Gives up: nothing written through this writer stays. */
        void abort();
    }
}
