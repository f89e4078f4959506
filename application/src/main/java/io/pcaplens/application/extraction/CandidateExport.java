package io.pcaplens.application.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.port.ObjectExtractor;
import io.pcaplens.domain.packet.port.FrameExtractor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.logging.Logger;

/**
 * One extractor run over the packets of some candidate rows ({@link ExtractionCandidates}): their frames,
 * read at their stored offsets, make a small capture of their own that the extractor reads as it is written. Frame
 * {@code n} of the small capture is the {@code n}-th of the candidates' frames, which maps the extractor's
 * frames back to the capture's.
 */
@ApplicationScoped
public class CandidateExport {

    private static final Logger LOG = Logger.getLogger(CandidateExport.class.getName());

    private ObjectExtractor extractor;
    private PacketRepository packets;
    private FrameExtractor frames;
    private CaptureStore store;

    /** For the container's proxy. */
    protected CandidateExport() {
    }

    @Inject
    public CandidateExport(ObjectExtractor extractor, PacketRepository packets, FrameExtractor frames,
                           CaptureStore store) {
        this.extractor = extractor;
        this.packets = packets;
        this.frames = frames;
        this.store = store;
    }

    /**
     * What one run exported: frame n of the capture it read is the n-th of the candidates' frames in capture
     * order, or frame n of the capture itself when they were all of it.
     */
    public record Export(List<Long> candidates, boolean whole, List<ExportedObject> objects) {
    }

    /** The frame of the capture that carried an object, and the conversation row it is stored in. */
    public record Carrier(long frame, long conversation) {
    }

    /**
     * @param part        the candidate rows
     * @param packetCount the capture's packets, to see whether the candidates are all of it
     * @param kind        {@link ObjectExtractor#FRAMED} or {@link ObjectExtractor#ASSEMBLED}
     */
    public Export export(CaptureId captureId, List<ConversationRow> part, long packetCount, Path dir, Set<String> kind)
            throws ToolFailure, IOException, InterruptedException {
        stopIfInterrupted();
        long t0 = System.nanoTime();
        List<Long> candidates = part.stream().map(r -> r.id().value()).toList();
        boolean whole = ExtractionCandidates.packets(part) >= packetCount;
        Path objectsDir = Files.createDirectories(dir.resolve("objects"));
        long[] copied = {packetCount};
        List<ExportedObject> objects = whole ? extractor.export(store.pathOf(captureId), kind, objectsDir)
                : extractor.export(out -> copied[0] = copy(captureId, candidates, store.pathOf(captureId), out),
                        kind, objectsDir);
        long t1 = System.nanoTime();
        LOG.info(() -> String.format("capture %s, %s: %d candidate packets in %d rows, %d objects in %d ms",
                captureId, dir.getFileName(),
                copied[0], candidates.size(), objects.size(), (t1 - t0) / 1_000_000));
        return new Export(candidates, whole, objects);
    }

    /**
     * Records copied while a database cursor hands their frames over: no list of frames is held, no copy is
     * written to disk and no tool re-reads the capture, whatever its format and however many frames.
     *
     * @return how many frames were copied
     */
    private long copy(CaptureId captureId, List<Long> candidates, Path source, OutputStream out) throws IOException {
        long[] copied = {0};
        try (FrameExtractor.FrameWriter writer = frames.open(source, out)) {
            packets.streamFrames(captureId, candidates, (conversation, frame, offset) -> {
                writer.add(frame, offset);
                copied[0]++;
            });
        }
        return copied[0];
    }

    /**
     * The carrier of each frame of the export's capture that carried an object, by its frame number there:
     * the candidates' frames are read again up to the last such frame, and only the carriers are kept, so
     * memory follows the objects, never the packets.
     */
    public Map<Long, Carrier> carriers(CaptureId captureId, Export export) throws IOException {
        TreeSet<Long> wanted = new TreeSet<>();
        for (ExportedObject o : export.objects()) {
            if (o.frameNumber() > 0) {
                wanted.add(o.frameNumber());
            }
        }
        Map<Long, Carrier> carriers = new HashMap<>();
        if (wanted.isEmpty()) {
            return carriers;
        }
        long last = wanted.last();
        long[] position = {0};
        packets.searchFrames(captureId, export.candidates(), (conversation, frame, offset) -> {
            // when the candidates were the whole capture it was read itself: frame n is frame n there
            long n = export.whole() ? frame : ++position[0];
            if (wanted.contains(n)) {
                carriers.put(n, new Carrier(frame, conversation));
            }
            // the frames after the last one looked for carry nothing
            return n < last;
        });
        return carriers;
    }

    /** A cancelled extraction starts no further copy or tool run. */
    static void stopIfInterrupted() throws InterruptedException {
        if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedException("file extraction was cancelled");
        }
    }
}
