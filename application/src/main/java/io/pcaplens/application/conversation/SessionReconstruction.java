package io.pcaplens.application.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.packet.port.FrameExtractor;
import io.pcaplens.domain.session.FollowedStreams;
import io.pcaplens.domain.session.Session;
import io.pcaplens.domain.session.SessionBuilder;
import io.pcaplens.domain.session.port.StreamFollower;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Session reconstruction (spec 10.7, 2.6 rule 4). The follow pass never reads the whole capture: the flow's
 * packets (every row of the connection, whatever their protocol labels, since a reassembled message spans
 * segments labelled TCP and HTTP alike) are first copied into a small capture, and only the streams holding
 * this row's own packets are followed in it.
 */
@ApplicationScoped
public class SessionReconstruction {

    public static final long DEFAULT_MAX_BYTES = 1 << 20;
    public static final long MIN_MAX_BYTES = 1024;
    public static final long MAX_MAX_BYTES = 16L << 20;

    private PacketRepository packets;
    private FrameExtractor extractor;
    private StreamFollower follower;
    private CaptureStore store;

    /** For the container's proxy. */
    protected SessionReconstruction() {
    }

    @Inject
    public SessionReconstruction(PacketRepository packets, FrameExtractor extractor, StreamFollower follower,
                                 CaptureStore store) {
        this.packets = packets;
        this.extractor = extractor;
        this.follower = follower;
        this.store = store;
    }

    /** Thrown for a conversation that has no byte stream to reassemble. */
    public static class NotAStreamException extends RuntimeException {
        public NotAStreamException(String message) {
            super(message);
        }
    }

    /**
     * Frame bytes past which the flow surely holds more payload than the limit: twice the limit (for
     * retransmissions) plus generous headers per frame. Copying stops there, so a flow of gigabytes costs a
     * small capture, and tshark, which keeps every followed byte in memory, never holds more than that.
     */
    static long frameBudget(long maxBytes, long frames) {
        return 2 * maxBytes + 160 * frames + (64 << 10);
    }

    /** Stops the frame cursor once enough frames are copied. */
    private static final class Enough extends java.io.IOException {
        Enough() {
            super(null, null);
        }
    }

    /** Counts what reaches the small capture. */
    private static final class CountingStream extends java.io.FilterOutputStream {
        private long count;

        CountingStream(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count += len;
        }

        long count() {
            return count;
        }
    }

    public Session reconstruct(ConversationRow c, long maxBytes) throws ToolFailure, IOException {
        Identity who = c.identity();
        if (!who.transport().hasPorts()) {
            throw new NotAStreamException("conversation " + c.id() + " is " + who.transport()
                    + ", not TCP or UDP: it has no stream to reassemble");
        }
        CaptureId captureId = c.captureId();
        long conversationId = c.id().value();
        Path small = Files.createTempFile("pcaplens-session-", ".cap");
        try {
            BitSet own = new BitSet();
            // the original frame number of each frame of the small capture, so segments name the capture's frames
            List<Long> originals = new ArrayList<>();
            long[] written = {0};
            boolean cut = false;
            try (CountingStream out = new CountingStream(Files.newOutputStream(small));
                 FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(captureId), out)) {
                packets.streamFlowFrames(captureId, who.flowKey(), (conversation, frame, offset) -> {
                    if (out.count() >= frameBudget(maxBytes, written[0])) {
                        throw new Enough();
                    }
                    writer.add(frame, offset);
                    originals.add(frame);
                    written[0]++;
                    if (conversation == conversationId) {
                        own.set((int) written[0]);
                    }
                });
            } catch (Enough e) {
                cut = true;
            }
            FollowedStreams followed = follower.follow(small, who.transport().name(), own, maxBytes)
                    .renumbered(n -> n >= 1 && n <= originals.size() ? originals.get((int) n - 1) : n);
            if (cut && !followed.truncated()) {
                followed = new FollowedStreams(followed.streams(), followed.segments(), followed.gaps(), true);
            }
            return SessionBuilder.build(who.transport().name(), SessionBuilder.endpoint(who.srcIp(), who.srcPort()),
                    SessionBuilder.endpoint(who.dstIp(), who.dstPort()), followed, maxBytes);
        } finally {
            Files.deleteIfExists(small);
        }
    }
}
