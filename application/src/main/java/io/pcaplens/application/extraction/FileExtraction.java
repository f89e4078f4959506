package io.pcaplens.application.extraction;

import io.pcaplens.application.Futures;
import io.pcaplens.application.Settings;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.file.ExportedObject;
import io.pcaplens.domain.file.ExtractedFile;
import io.pcaplens.domain.packet.FileMagic;
import io.pcaplens.domain.port.CaptureStore;
import io.pcaplens.domain.port.ExtractedFileRepository;
import io.pcaplens.domain.port.ExtractedFileStore;
import io.pcaplens.domain.port.ObjectExtractor;
import io.pcaplens.domain.port.FrameExtractor;
import io.pcaplens.domain.port.PacketRepository;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Extracts the files a capture's traffic transferred (spec: enableFileExtraction) once its packets are
 * stored, and ties each to the conversation row holding the frame that carried it.
 *
 * <p>Only the packets of candidate flows ({@link ExtractionCandidates}) are written to small captures of
 * their own, read at their stored offsets, and handed to the extractor: a capture without such traffic
 * costs no tshark run, and one with little costs little. HTTP, e-mail and FTP flows go to captures of
 * their own (as many as the analysis runs tshark processes side by side), SMB, TFTP and DICOM flows to
 * others, per pair of hosts. Frame {@code n} of such a capture is its
 * {@code n}-th packet, which maps the extractor's frames back to the capture's.
 */
@ApplicationScoped
public class FileExtraction {

    public static final String TOOL = "fileExtraction";
    private static final Logger LOG = Logger.getLogger(FileExtraction.class.getName());
    /** FileMagic looks at this many first bytes. */
    private static final int MAGIC_BYTES = 1024;

    @Inject
    ObjectExtractor extractor;
    @Inject
    ExtractedFileRepository files;
    @Inject
    ExtractedFileStore bytes;
    @Inject
    PacketRepository packets;
    @Inject
    FrameExtractor frameExtractor;
    @Inject
    CaptureStore store;
    @Inject
    Settings settings;
    @Resource
    ManagedThreadFactory threadFactory;

    private ExecutorService threads;

    @PostConstruct
    void start() {
        threads = Executors.newCachedThreadPool(threadFactory);
    }

    @PreDestroy
    void stop() {
        threads.shutdownNow();
    }

    /** An exported object with what it is attached to: its frame and row, either null when unknown. */
    record Found(ExportedObject object, Long frame, Long conversation) {
    }

    /** Everything the extractor wrote for a capture, attached. */
    public record Exports(List<Found> found) {
    }

    /**
     * Starts exporting the capture's files on threads of their own, once its packets are written; the
     * conversation rows need not be stored yet. Null when extraction was not asked for.
     *
     * @param rows the capture's conversation rows, with their ids
     */
    public Future<Exports> start(Capture capture, List<ConversationRow> rows, long packetCount, Path workDir) {
        if (!capture.options().enableFileExtraction()) {
            return null;
        }
        String id = capture.id();
        // the two kinds read different flows: side by side
        Future<List<Found>> assembled = threads.submit(() -> assembled(id, rows, packetCount, workDir));
        Future<List<Found>> framed = threads.submit(() -> framed(id, rows, packetCount, workDir));
        java.util.concurrent.FutureTask<Exports> both = new java.util.concurrent.FutureTask<>(() -> {
            try {
                List<Found> all = new ArrayList<>(Futures.result(framed));
                all.addAll(Futures.result(assembled));
                return new Exports(all);
            } finally {
                // a failure or a cancelled analysis stops both kinds, and with them the tools they run
                framed.cancel(true);
                assembled.cancel(true);
            }
        }) {
            /** Also when cancelled before it ran. */
            @Override
            public boolean cancel(boolean mayInterruptIfRunning) {
                framed.cancel(true);
                assembled.cancel(true);
                return super.cancel(mayInterruptIfRunning);
            }
        };
        threads.execute(both);
        return both;
    }

    /**
     * Waits for the export, then stores, attaches and counts the files once the rows are stored, and says
     * how it went. It never throws: a failed extraction must not fail the analysis.
     *
     * @param started what {@link #start} returned
     */
    public ToolOutcome finish(Capture capture, Future<Exports> started, List<ConversationRow> rows) {
        String id = capture.id();
        try {
            clear(id);
            if (started == null) {
                return ToolOutcome.skipped();
            }
            Exports exports = Futures.result(started);
            long t0 = System.nanoTime();
            store(id, exports.found());
            LOG.info(() -> String.format("capture %s: %d extracted files stored in %d ms", id,
                    exports.found().size(), (System.nanoTime() - t0) / 1_000_000));
            return ToolOutcome.completed();
        } catch (ObjectExtractor.ExtractionException e) {
            LOG.log(Level.WARNING, "file extraction of capture " + id + " failed: " + e.getMessage(), e);
            clearQuietly(id);
            return ToolOutcome.failed(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            clearQuietly(id);
            return ToolOutcome.failed("file extraction was interrupted");
        } catch (Exception e) {
            LOG.log(Level.WARNING, "file extraction of capture " + id + " failed", e);
            clearQuietly(id);
            return ToolOutcome.failed("file extraction failed: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }

    /**
     * HTTP, e-mail and FTP flows, in one capture: the extractor names each object's frame there, and the
     * frame's stored row is the object's row.
     */
    private List<Found> framed(String id, List<ConversationRow> rows, long packetCount, Path workDir)
            throws Exception {
        // tree-building passes are the costly ones: as many side by side as the analysis may run
        List<List<ConversationRow>> parts = ExtractionCandidates.framedParts(rows, settings.parallelism());
        List<Future<List<Found>>> running = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            List<ConversationRow> part = parts.get(i);
            Path dir = Files.createDirectories(workDir.resolve("framed-" + i));
            running.add(threads.submit(() -> framedPart(id, rows, part, packetCount, dir)));
        }
        List<Found> found = new ArrayList<>();
        try {
            for (Future<List<Found>> f : running) {
                found.addAll(Futures.result(f));
            }
        } finally {
            running.forEach(f -> f.cancel(true));
        }
        return found;
    }

    private List<Found> framedPart(String id, List<ConversationRow> rows, List<ConversationRow> part,
                                   long packetCount, Path dir) throws Exception {
        Export e = export(id, part, packetCount, dir, ObjectExtractor.FRAMED);
        Map<Long, long[]> carriers = carriers(id, e);
        List<Found> found = new ArrayList<>();
        for (ExportedObject o : e.objects()) {
            long[] f = carriers.get(o.frameNumber());
            if (f != null) {
                found.add(new Found(o, f[0], f[1]));
            } else {
                found.add(new Found(o, null, ExtractionCandidates.soleRow(rows, o.protocol())));
            }
        }
        return found;
    }

    /**
     * Frame number and conversation of each frame of the export's capture that carried an object, by its
     * frame number there: the candidates' frames are streamed again and only those frames are kept, so
     * memory follows the objects, never the packets.
     */
    private Map<Long, long[]> carriers(String id, Export e) throws IOException {
        java.util.TreeSet<Long> wanted = new java.util.TreeSet<>();
        for (ExportedObject o : e.objects()) {
            if (o.frameNumber() > 0) {
                wanted.add(o.frameNumber());
            }
        }
        Map<Long, long[]> carriers = new java.util.HashMap<>();
        if (wanted.isEmpty()) {
            return carriers;
        }
        long last = wanted.last();
        long[] position = {0};
        try {
            packets.streamFrames(id, e.candidates(), (conversation, frame, offset) -> {
                // when the candidates were the whole capture it was read itself: frame n is frame n there
                long n = e.whole() ? frame : ++position[0];
                if (wanted.contains(n)) {
                    carriers.put(n, new long[]{frame, conversation});
                }
                if (n >= last) {
                    throw new AllFound();
                }
            });
        } catch (AllFound done) {
            // the frames after the last one looked for carry nothing
        }
        return carriers;
    }

    /** Ends a frame stream once every frame looked for was met. */
    private static final class AllFound extends IOException {
        AllFound() {
            super("all frames found");
        }
    }

    /**
     * SMB, TFTP and DICOM traffic, whose objects the extractor ties to no frame: read one pair of hosts at
     * a time, so an object belongs to the pair's flow of its protocol when there is one such flow (else it
     * stays without a row). Beyond {@link ExtractionCandidates#MAX_PARTS} pairs the rest is read at once,
     * and its objects get a row only when their protocol has a single flow in the capture.
     */
    private List<Found> assembled(String id, List<ConversationRow> rows, long packetCount, Path workDir)
            throws Exception {
        List<List<ConversationRow>> parts = ExtractionCandidates.assembledParts(rows);
        List<Found> found = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            stopIfInterrupted();
            List<ConversationRow> part = parts.get(i);
            Export e = export(id, part, packetCount,
                    Files.createDirectories(workDir.resolve("assembled-" + i)), ObjectExtractor.ASSEMBLED);
            boolean merged = i == ExtractionCandidates.MAX_PARTS;
            for (ExportedObject o : e.objects()) {
                Long row = merged ? ExtractionCandidates.soleRow(rows, o.protocol())
                        : ExtractionCandidates.carrier(part, o.protocol());
                found.add(new Found(o, null, row));
            }
        }
        return found;
    }

    /**
     * One extractor run over the given rows' packets: frame n of the capture it read is the n-th of the
     * candidates' frames in capture order, or frame n of the capture itself when they were all of it.
     */
    private record Export(List<Long> candidates, boolean whole, List<ExportedObject> objects) {
    }

    private Export export(String id, List<ConversationRow> part, long packetCount, Path dir,
                          java.util.Set<String> kind) throws Exception {
        stopIfInterrupted();
        long t0 = System.nanoTime();
        List<Long> candidates = part.stream().map(ConversationRow::id).toList();
        boolean whole = part.stream().mapToLong(ConversationRow::packetCount).sum() >= packetCount;
        Path subset = store.pathOf(id);
        long[] copied = {packetCount};
        if (!whole) {
            // records copied while a database cursor hands their frames over: no list of frames is held and
            // no tool re-reads the capture, whatever its format and however many frames
            copied[0] = 0;
            Path source = subset;
            subset = dir.resolve("candidates.cap");
            try (OutputStream out = Files.newOutputStream(subset);
                 FrameExtractor.FrameWriter writer = frameExtractor.open(source, out)) {
                packets.streamFrames(id, candidates, (conversation, frame, offset) -> {
                    writer.add(frame, offset);
                    copied[0]++;
                });
            }
        }
        stopIfInterrupted();
        long t1 = System.nanoTime();
        List<ExportedObject> objects = extractor.export(subset, kind, Files.createDirectories(dir.resolve("objects")));
        long t2 = System.nanoTime();
        LOG.info(() -> String.format("capture %s, %s: %d candidate packets in %d rows, %d objects; copying %d ms,"
                        + " exporting %d ms", id, dir.getFileName(), copied[0], candidates.size(), objects.size(),
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000));
        return new Export(candidates, whole, objects);
    }

    /** A cancelled extraction starts no further copy or tool run. */
    private static void stopIfInterrupted() throws InterruptedException {
        if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedException("file extraction was cancelled");
        }
    }

    private void store(String captureId, List<Found> found) throws IOException {
        // the bytes are kept under drawn ids before the rows are written: a listed file always has its bytes
        List<Long> ids = files.newIds(found.size());
        List<ExtractedFile> records = new ArrayList<>(found.size());
        Map<Long, Integer> counts = new LinkedHashMap<>();
        for (int i = 0; i < found.size(); i++) {
            Found f = found.get(i);
            ExportedObject o = f.object();
            Digest d = digest(o.content());
            bytes.keep(captureId, ids.get(i), o.content());
            records.add(new ExtractedFile(ids.get(i), captureId, f.conversation(), o.protocol(), o.name(), d.size,
                    d.sha256, FileMagic.detect(d.head).orElse(null), f.frame()));
            if (f.conversation() != null) {
                counts.merge(f.conversation(), 1, Integer::sum);
            }
        }
        files.addAll(records);
        files.updateCounts(captureId, counts);
    }

    private record Digest(long size, String sha256, byte[] head) {
    }

    private static Digest digest(Path file) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] head;
        long size;
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), sha)) {
            head = in.readNBytes(MAGIC_BYTES);
            size = head.length + in.transferTo(OutputStream.nullOutputStream());
        }
        return new Digest(size, HexFormat.of().formatHex(sha.digest()), head);
    }

    /** Removes a capture's extracted files, records and bytes (before a new run, and on deletion). */
    public void clear(String captureId) throws IOException {
        files.deleteByCapture(captureId);
        bytes.deleteAll(captureId);
    }

    private void clearQuietly(String captureId) {
        try {
            clear(captureId);
            files.updateCounts(captureId, Map.of());
        } catch (Exception e) {
            LOG.log(Level.FINE, "could not clear the extracted files of " + captureId, e);
        }
    }

    public List<ExtractedFile> list(String captureId, Long conversationId) {
        return files.list(captureId, conversationId);
    }

    public java.util.Optional<ExtractedFile> find(String captureId, long id) {
        return files.find(captureId, id);
    }

    /** Where the bytes of an extracted file are kept. */
    public Path content(ExtractedFile file) {
        return bytes.pathOf(file.captureId(), file.id());
    }
}
