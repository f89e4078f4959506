package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.Futures;
import io.pcaplens.application.Settings;
import io.pcaplens.application.conversation.ConversationIds;
import io.pcaplens.domain.capture.DissectedCapture;
import io.pcaplens.domain.capture.DissectedSlice;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.host.HostTable;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.port.CaptureSlice;
import io.pcaplens.domain.port.ConversationRepository;
import io.pcaplens.domain.port.PacketDissector;
import io.pcaplens.domain.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.port.PacketRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;

/**
 * Reads a capture with the dissector (architecture.md, pipeline step 3): cut into slices that dissector
 * processes read side by side, each slice's packets written as they come, then what the slices found merged
 * into one capture's conversations and hosts.
 */
@ApplicationScoped
public class SliceDissection {

    private PacketDissector dissector;
    private PacketRepository packets;
    private ConversationRepository conversations;
    private Settings settings;
    private AnalysisThreads threads;

    /** For the container's proxy. */
    protected SliceDissection() {
    }

    @Inject
    public SliceDissection(PacketDissector dissector, PacketRepository packets, ConversationRepository conversations,
                           Settings settings, AnalysisThreads threads) {
        this.dissector = dissector;
        this.packets = packets;
        this.conversations = conversations;
        this.settings = settings;
        this.threads = threads;
    }

    /**
     * What the dissector found in the whole capture.
     *
     * @param rows       the conversation rows with their ids, in order of their first frame
     * @param truncation why reading stopped before the end of the file, null when it did not
     * @param untimed    the frames that carried no timestamp, and the times they were given
     */
    public record Dissection(List<ConversationRow> rows, HostTable hosts, long packets, Truncation truncation,
                             UntimedFrames untimed, int slices) {
    }

    /** Cuts the capture into as many slices as may be read side by side, or keeps it whole. */
    public List<CaptureSlice> slices(Path capture, Path workDir) throws ToolFailure {
        return dissector.slice(capture, workDir, settings.parallelism());
    }

    /**
     * Reads the slices side by side and writes their packets.
     *
     * @param bytesRead for each slice, what takes the count of its bytes read so far
     */
    public Dissection dissect(String captureId, List<CaptureSlice> slices, List<LongConsumer> bytesRead)
            throws ToolFailure, IOException, InterruptedException {
        ConversationIds ids = new ConversationIds(conversations);
        ExecutorService pool = threads.pool(Math.min(slices.size(), settings.parallelism()));
        try {
            List<Future<DissectedSlice>> running = new ArrayList<>();
            for (int i = 0; i < slices.size(); i++) {
                CaptureSlice slice = slices.get(i);
                LongConsumer read = bytesRead.get(i);
                running.add(pool.submit(() -> dissect(captureId, slice, ids, read)));
            }
            List<DissectedSlice> found = new ArrayList<>();
            for (Future<DissectedSlice> slice : running) {
                found.add(Futures.result(slice));
            }
            DissectedCapture capture = DissectedCapture.merge(found);
            return new Dissection(capture.rows(captureId), capture.hosts(), capture.packets(),
                    capture.truncation(), capture.untimed(), capture.slices());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One slice: its packets are written under their conversations' ids; a failed slice leaves none. */
    private DissectedSlice dissect(String captureId, CaptureSlice slice, ConversationIds ids, LongConsumer bytesRead)
            throws ToolFailure, IOException {
        DissectedSlice found = new DissectedSlice();
        PacketRepository.Writer writer = packets.open(captureId);
        try {
            DissectionOutcome outcome = dissector.dissect(slice,
                    packet -> writer.write(ids.idOf(found.add(packet).key()), packet), bytesRead);
            writer.close();
            return found.ended(outcome.packets(), outcome.truncation(), outcome.untimed()).numbered(ids::idOf);
        } catch (ToolFailure | IOException | RuntimeException e) {
            writer.abort();
            throw e;
        } finally {
            if (slice.temporary()) {
                Files.deleteIfExists(slice.file());
            }
        }
    }
}
