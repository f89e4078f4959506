package io.pcaplens.application.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.host.log.ServerTraffic;
import io.pcaplens.domain.packet.port.FrameExtractor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A small capture of one server's DNS or HTTP connections, copied from the stored capture, that knows each of
 * its frames' number in the original. It holds at most {@link ServerTraffic#MAX_FRAMES} frames: the first of
 * the connections, in capture order.
 */
final class ServerConnections implements AutoCloseable {

    private final Path file;
    private long[] originals = new long[1024];
    private int frames;
    private boolean truncated;

    /** Thrown into the frame cursor to stop it once the copy is full. */
    private static final class Full extends IOException {
        Full() {
            super(null, null);
        }
    }

    private ServerConnections(Path file) {
        this.file = file;
    }

    static ServerConnections copy(PacketRepository packets, FrameExtractor extractor, CaptureStore store,
                                  CaptureId captureId, ServerTraffic traffic, String server) throws IOException {
        ServerConnections copy = new ServerConnections(Files.createTempFile("pcaplens-server-", ".cap"));
        ConversationQuery query = ConversationQuery.where(QueryText.parse(traffic.conversations(server)));
        try (OutputStream out = Files.newOutputStream(copy.file);
             FrameExtractor.FrameWriter writer = extractor.open(store.pathOf(captureId), out)) {
            packets.streamConnectionFrames(captureId, query, PayloadHits.NONE, (conversation, frame, offset) -> {
                if (copy.frames == ServerTraffic.MAX_FRAMES) {
                    throw new Full();
                }
                writer.add(frame, offset);
                copy.keep(frame);
            });
        } catch (Full full) {
            copy.truncated = true;
        } catch (IOException | RuntimeException e) {
            copy.close();
            throw e;
        }
        return copy;
    }

    private void keep(long frame) {
        if (frames == originals.length) {
            originals = Arrays.copyOf(originals, originals.length * 2);
        }
        originals[frames++] = frame;
    }

    Path file() {
        return file;
    }

    /** The original number of the copy's frame {@code n} (1-based, as the dissector counts). */
    long original(long n) {
        return n >= 1 && n <= frames ? originals[(int) n - 1] : n;
    }

    int frames() {
        return frames;
    }

    boolean truncated() {
        return truncated;
    }

    @Override
    public void close() throws IOException {
        Files.deleteIfExists(file);
    }
}
