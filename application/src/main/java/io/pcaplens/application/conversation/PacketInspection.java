package io.pcaplens.application.conversation;

import io.pcaplens.domain.capture.StoredFrame;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.FrameExpertInfo;
import io.pcaplens.domain.dissection.PacketDetail;
import io.pcaplens.domain.dissection.port.FrameDissector;
import io.pcaplens.domain.packet.port.FrameExtractor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A packet as Wireshark shows it, read from the stored capture: the frame and the earlier frames of its
 * connection (every row of its transport flow) are copied into a small capture and dissected in order, so
 * that reassembled messages and the stream's state (retransmissions, window) are those of the connection.
 * The context is bounded: never more than {@link #MAX_EARLIER_FRAMES} earlier frames, never the capture.
 */
@ApplicationScoped
public class PacketInspection {

    /** Earlier frames of the connection dissected before the one shown. */
    public static final int MAX_EARLIER_FRAMES = 1_000;
    /** Frames of the connection dissected for the Expert Info of a range of frames. */
    public static final int MAX_EXPERT_FRAMES = 2_000;

    /** The frame is not one of the conversation's connection. */
    public static class UnknownFrameException extends RuntimeException {
        public UnknownFrameException(String message) {
            super(message);
        }
    }

    /**
     * The Expert Info of the connection's frames {@code from} to {@code to}: of those from {@code coveredFrom} on,
     * the frames dissected (the range's last {@link #MAX_EXPERT_FRAMES} frames of the connection).
     */
    public record ExpertWindow(long from, long to, long coveredFrom, List<FrameExpertInfo> frames) {
    }

    private PacketRepository packets;
    private FrameExtractor extractor;
    private FrameDissector dissector;
    private CaptureStore store;

    /** For the container's proxy. */
    protected PacketInspection() {
    }

    @Inject
    public PacketInspection(PacketRepository packets, FrameExtractor extractor, FrameDissector dissector,
                            CaptureStore store) {
        this.packets = packets;
        this.extractor = extractor;
        this.dissector = dissector;
        this.store = store;
    }

    public PacketDetail detail(ConversationRow c, long frame) throws ToolFailure, IOException {
        List<StoredFrame> fed = context(c, frame, MAX_EARLIER_FRAMES + 2);
        if (fed.isEmpty() || fed.get(fed.size() - 1).frameNumber() != frame) {
            throw new UnknownFrameException("frame " + frame + " is not a packet of conversation " + c.id().value()
                    + "'s connection");
        }
        boolean cut = fed.size() > MAX_EARLIER_FRAMES + 1;
        List<StoredFrame> kept = cut ? fed.subList(1, fed.size()) : fed;
        PacketDetail detail = dissected(c, kept, small -> dissector.detailOfLast(small, numbers(kept)));
        return detail.withContext(kept.size() - 1, cut);
    }

    public ExpertWindow expert(ConversationRow c, long from, long to) throws ToolFailure, IOException {
        List<StoredFrame> fed = context(c, to, MAX_EXPERT_FRAMES);
        if (fed.isEmpty()) {
            return new ExpertWindow(from, to, from, List.of());
        }
        long covered = fed.size() == MAX_EXPERT_FRAMES ? Math.max(from, fed.get(0).frameNumber()) : from;
        List<FrameExpertInfo> frames = dissected(c, fed, small -> dissector.expertInfo(small, numbers(fed))).stream()
                .filter(f -> f.frameNumber() >= from && f.frameNumber() <= to).toList();
        return new ExpertWindow(from, to, covered, frames);
    }

    private List<StoredFrame> context(ConversationRow c, long frame, int limit) {
        return packets.lastFlowFrames(c.captureId(), c.identity().flowKey(), frame, limit);
    }

    private static List<Long> numbers(List<StoredFrame> frames) {
        return frames.stream().map(StoredFrame::frameNumber).toList();
    }

    /** What the dissector reads in the small capture of these frames. */
    @FunctionalInterface
    private interface Reading<T> {
        T read(Path small) throws ToolFailure;
    }

    private <T> T dissected(ConversationRow c, List<StoredFrame> frames, Reading<T> reading)
            throws ToolFailure, IOException {
        Path small = Files.createTempFile("pcaplens-packet-", ".cap");
        try {
            copy(c, frames, small);
            return reading.read(small);
        } finally {
            Files.deleteIfExists(small);
        }
    }

    private void copy(ConversationRow c, List<StoredFrame> frames, Path small) throws IOException {
        try (OutputStream out = Files.newOutputStream(small);
             FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(c.captureId()), out)) {
            for (StoredFrame f : frames) {
                writer.add(f.frameNumber(), f.fileOffset());
            }
        }
    }
}
