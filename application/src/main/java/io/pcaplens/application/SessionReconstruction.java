package io.pcaplens.application;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.port.CaptureStore;
import io.pcaplens.domain.port.DissectionException;
import io.pcaplens.domain.port.FrameExtractor;
import io.pcaplens.domain.port.PacketRepository;
import io.pcaplens.domain.port.StreamFollower;
import io.pcaplens.domain.session.FollowedStreams;
import io.pcaplens.domain.session.Session;
import io.pcaplens.domain.session.SessionBuilder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;

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

    @Inject
    PacketRepository packets;
    @Inject
    FrameExtractor extractor;
    @Inject
    StreamFollower follower;
    @Inject
    CaptureStore store;

    /** Thrown for a conversation that has no byte stream to reassemble. */
    public static class NotAStreamException extends RuntimeException {
        public NotAStreamException(String message) {
            super(message);
        }
    }

    public Session reconstruct(ConversationRow c, long maxBytes) throws DissectionException, IOException {
        if (!"TCP".equals(c.transport()) && !"UDP".equals(c.transport())) {
            throw new NotAStreamException("conversation " + c.id() + " is " + c.transport()
                    + ", not TCP or UDP: it has no stream to reassemble");
        }
        Path small = Files.createTempFile("pcaplens-session-", ".cap");
        try {
            BitSet own = new BitSet();
            long[] written = {0};
            try (OutputStream out = Files.newOutputStream(small);
                 FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(c.captureId()), out)) {
                packets.streamFlowFrames(c.captureId(), c.flowKey(), (conversation, frame, offset) -> {
                    writer.add(frame, offset);
                    written[0]++;
                    if (conversation == c.id()) {
                        own.set((int) written[0]);
                    }
                });
            }
            FollowedStreams followed = follower.follow(small, c.transport(), own, maxBytes);
            return SessionBuilder.build(c.transport(), SessionBuilder.endpoint(c.srcIp(), c.srcPort()),
                    SessionBuilder.endpoint(c.dstIp(), c.dstPort()), followed, maxBytes);
        } finally {
            Files.deleteIfExists(small);
        }
    }
}
