package io.pcaplens.application.extraction;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.Futures;
import io.pcaplens.application.Settings;
import io.pcaplens.application.extraction.CandidateExport.Carrier;
import io.pcaplens.application.extraction.CandidateExport.Export;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.extraction.ConnectionFileCounts;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;
import io.pcaplens.domain.extraction.port.ExtractedFileStore;
import io.pcaplens.domain.extraction.port.MessageAttachments;
import io.pcaplens.domain.extraction.port.ObjectExtractor;
import io.pcaplens.domain.packet.FileMagic;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;

/**
 * Extracts the files a capture's traffic transferred (spec: enableFileExtraction) once its packets are
 * stored, and ties each to the conversation row holding the frame that carried it; every row of that row's
 * connection counts it ({@link ConnectionFileCounts}).
 *
 * <p>Only the packets of candidate flows ({@link ExtractionCandidates}) are exported ({@link CandidateExport}):
 * a capture without such traffic costs no tshark run, and one with little costs little. HTTP, e-mail and FTP
 * flows go to captures of their own (as many as the analysis runs tshark processes side by side), SMB, TFTP
 * and DICOM flows to others, per pair of hosts.
 */
@ApplicationScoped
public class FileExtraction {

    private static final Logger LOG = Logger.getLogger(FileExtraction.class.getName());
    /**
     * The most candidate packets one tree-building tshark reads, as far as pairs of hosts allow: its memory
     * grows with them (tshark 4.0's peak RSS for such a pass: 303 MB at 250,000 packets, 428 MB at 500,000,
     * 706 MB at a million), so each stays about as large as a dissecting one however large the capture. The runs
     * side by side read at most the analysis's parallelism times this together ({@link CandidateBudget}).
     */
    static final long MAX_PART_PACKETS = 500_000;
    /**
     * Up to this many pairs of hosts with SMB, TFTP or DICOM traffic are read apart straight away: with two, a
     * first reading of them all would save at most one tshark start, and cost a second reading of their packets
     * whenever they carry a file.
     */
    static final int PROBED_FROM_PARTS = 2;
    /** FileMagic looks at this many first bytes. */
    private static final int MAGIC_BYTES = 1024;

    private CandidateExport exports;
    private ExtractedFileRepository files;
    private ExtractedFileStore bytes;
    private Settings settings;
    private AnalysisThreads threads;
    private MessageAttachments mail;

    /** For the container's proxy. */
    protected FileExtraction() {
    }

    @Inject
    public FileExtraction(CandidateExport exports, ExtractedFileRepository files, ExtractedFileStore bytes,
                          Settings settings, AnalysisThreads threads, MessageAttachments mail) {
        this.exports = exports;
        this.mail = mail;
        this.files = files;
        this.bytes = bytes;
        this.settings = settings;
        this.threads = threads;
    }

    /** An exported object with what it is attached to: its frame and row, either null when unknown. */
    record Found(ExportedObject object, Long frame, Long conversation) {
    }

    /** The extraction of one capture's files, under way beside the rest of its analysis. */
    public static final class Job {

        /** No extraction started yet: cancelling it does nothing. */
        public static final Job NONE = new Job(null, List.of(), null);

        private final CaptureId captureId;
        /** The capture's rows, whose connections the files are counted on. */
        private final List<ConversationRow> rows;
        /** Null when extraction was not asked for. */
        private final Future<List<Found>> exported;

        private Job(CaptureId captureId, List<ConversationRow> rows, Future<List<Found>> exported) {
            this.captureId = captureId;
            this.rows = rows;
            this.exported = exported;
        }

        /** Stops the export and the tools it runs; nothing is stored afterwards. */
        public void cancel() {
            if (exported != null) {
                exported.cancel(true);
            }
        }
    }

    /**
     * Starts exporting the capture's files on threads of their own, once its packets are written; the
     * conversation rows need not be stored yet.
     *
     * @param rows    the capture's conversation rows, with their ids
     * @param workDir the analysis's scratch directory
     */
    public Job start(Capture capture, List<ConversationRow> rows, long packetCount, Path workDir) throws IOException {
        if (!capture.options().enableFileExtraction()) {
            return new Job(capture.id(), rows, null);
        }
        CaptureId id = capture.id();
        Path dir = Files.createDirectories(workDir.resolve("files"));
        CandidateBudget budget = new CandidateBudget(settings.parallelism() * MAX_PART_PACKETS);
        // the two kinds read different flows: side by side, as far as the budget allows
        Future<List<Found>> assembled = threads.submit(() -> assembled(id, rows, packetCount, dir, budget));
        Future<List<Found>> framed = threads.submit(() -> framed(id, rows, packetCount, dir, budget));
        FutureTask<List<Found>> both = new FutureTask<>(() -> {
            try {
                List<Found> all = new ArrayList<>(Futures.result(framed));
                all.addAll(Futures.result(assembled));
                return all;
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
        return new Job(id, rows, both);
    }

    /**
     * Waits for the export, then stores, attaches and counts the files once the rows are stored, and says
     * how it went. It never throws: a failed extraction must not fail the analysis.
     */
    public ToolOutcome finish(Job job) {
        CaptureId id = job.captureId;
        try {
            clear(id);
            if (job.exported == null) {
                return ToolOutcome.skipped();
            }
            List<Found> found = Futures.result(job.exported);
            long t0 = System.nanoTime();
            store(id, job.rows, found);
            LOG.info(() -> String.format("capture %s: %d extracted files stored in %d ms", id, found.size(),
                    (System.nanoTime() - t0) / 1_000_000));
            return ToolOutcome.completed();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            clearQuietly(id);
            return ToolOutcome.interrupted(Tool.FILE_EXTRACTION);
        } catch (ToolFailure | IOException | RuntimeException e) {
            ToolOutcome failed = ToolOutcome.failed(Tool.FILE_EXTRACTION, e);
            LOG.log(Level.WARNING, "file extraction of capture " + id + " failed: " + failed.reason(), e);
            clearQuietly(id);
            return failed;
        }
    }

    /**
     * HTTP, e-mail and FTP flows, in one capture per part: the extractor names each object's frame there,
     * and the frame's stored row is the object's row.
     */
    private List<Found> framed(CaptureId id, List<ConversationRow> rows, long packetCount, Path workDir,
                               CandidateBudget budget) throws ToolFailure, IOException, InterruptedException {
        // tree-building passes are the costly ones: as many side by side as the analysis may run, each lane
        // reading its parts one after the other
        int lanes = settings.parallelism();
        List<List<ConversationRow>> parts = ExtractionCandidates.framedParts(rows, lanes, MAX_PART_PACKETS);
        List<Future<List<Found>>> running = new ArrayList<>();
        for (int lane = 0; lane < Math.min(lanes, parts.size()); lane++) {
            int first = lane;
            running.add(threads.submit(() -> {
                List<Found> found = new ArrayList<>();
                for (int i = first; i < parts.size(); i += lanes) {
                    Path dir = Files.createDirectories(workDir.resolve("framed-" + i));
                    found.addAll(framedPart(id, rows, parts.get(i), packetCount, dir, budget));
                }
                return found;
            }));
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

    private List<Found> framedPart(CaptureId id, List<ConversationRow> rows, List<ConversationRow> part,
                                   long packetCount, Path dir, CandidateBudget budget)
            throws ToolFailure, IOException, InterruptedException {
        Export export = budget.spending(ExtractionCandidates.packets(part),
                () -> exports.export(id, part, packetCount, dir, ObjectExtractor.FRAMED));
        Map<Long, Carrier> carriers = exports.carriers(id, export);
        List<Found> found = new ArrayList<>();
        for (ExportedObject o : export.objects()) {
            Carrier c = carriers.get(o.frameNumber());
            Found message = c != null ? new Found(o, c.frame(), c.conversation())
                    : new Found(o, null, ExtractionCandidates.soleRow(rows, o.protocol()));
            found.add(message);
            found.addAll(attachments(message, dir.resolve("attachments-" + found.size())));
        }
        return found;
    }

    /** An e-mail's attachments, each a file of its own beside the message, from the message's frame and row. */
    private List<Found> attachments(Found message, Path dir) throws IOException, InterruptedException {
        if (!message.object().protocol().equals(MessageAttachments.MAIL_PROTOCOL)) {
            return List.of();
        }
        CandidateExport.stopIfInterrupted();
        return mail.attachments(message.object(), Files.createDirectories(dir)).stream()
                .map(a -> new Found(a, message.frame(), message.conversation())).toList();
    }

    /**
     * SMB, TFTP and DICOM traffic, whose objects the extractor ties to no frame: read one pair of hosts at
     * a time, so an object belongs to the pair's flow of its protocol when there is one such flow (else it
     * stays without a row). Beyond {@link ExtractionCandidates#MAX_PARTS} pairs the rest is read at once,
     * and its objects get a row only when their protocol has a single flow in the capture.
     *
     * <p>With more than {@link #PROBED_FROM_PARTS} pairs, all of them are read at once first: each pair costs a
     * tshark start (about 0.6 s of CPU), and most SMB traffic between many hosts (logons, browsing, policy
     * reads) carries no file. Then only the pairs with a flow of a protocol that had objects are read apart,
     * and none when each such protocol has a single flow in the capture, which the objects belong to.
     */
    private List<Found> assembled(CaptureId id, List<ConversationRow> rows, long packetCount, Path workDir,
                                  CandidateBudget budget) throws ToolFailure, IOException, InterruptedException {
        List<List<ConversationRow>> parts = ExtractionCandidates.assembledParts(rows);
        List<ConversationRow> rest = parts.size() > ExtractionCandidates.MAX_PARTS
                ? parts.get(ExtractionCandidates.MAX_PARTS) : null;
        if (parts.size() > PROBED_FROM_PARTS) {
            List<ConversationRow> all = parts.stream().flatMap(List::stream)
                    .sorted(Comparator.comparingLong(r -> r.traffic().firstFrame())).toList();
            List<ExportedObject> probed = assembledObjects(id, all, packetCount,
                    Files.createDirectories(workDir.resolve("assembled-all")), budget);
            Set<String> protocols = probed.stream().map(ExportedObject::protocol).collect(Collectors.toSet());
            if (protocols.stream().allMatch(p -> ExtractionCandidates.soleRow(rows, p) != null)) {
                return probed.stream()
                        .map(o -> new Found(o, null, ExtractionCandidates.soleRow(rows, o.protocol()))).toList();
            }
            parts = parts.stream().filter(part -> protocols.stream()
                    .anyMatch(p -> ExtractionCandidates.holds(part, p))).toList();
        }
        List<Found> found = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            List<ConversationRow> part = parts.get(i);
            boolean merged = part == rest;
            for (ExportedObject o : assembledObjects(id, part, packetCount,
                    Files.createDirectories(workDir.resolve("assembled-" + i)), budget)) {
                Long row = merged ? ExtractionCandidates.soleRow(rows, o.protocol())
                        : ExtractionCandidates.carrier(part, o.protocol());
                found.add(new Found(o, null, row));
            }
        }
        return found;
    }

    private List<ExportedObject> assembledObjects(CaptureId id, List<ConversationRow> part, long packetCount, Path dir,
                                                  CandidateBudget budget)
            throws ToolFailure, IOException, InterruptedException {
        CandidateExport.stopIfInterrupted();
        return budget.spending(ExtractionCandidates.packets(part),
                () -> exports.export(id, part, packetCount, dir, ObjectExtractor.ASSEMBLED)).objects();
    }

    private void store(CaptureId captureId, List<ConversationRow> rows, List<Found> found) throws IOException {
        // the bytes are kept under drawn ids before the rows are written: a listed file always has its bytes
        List<Long> ids = files.newIds(found.size());
        List<ExtractedFile> records = new ArrayList<>(found.size());
        Map<Long, Integer> counts = new LinkedHashMap<>();
        for (int i = 0; i < found.size(); i++) {
            Found f = found.get(i);
            ExportedObject o = f.object();
            ExtractedFileStore.Kept kept = bytes.keep(captureId, ids.get(i), o.content(), MAGIC_BYTES);
            records.add(new ExtractedFile(ids.get(i), captureId, f.conversation(), o.protocol(), o.name(), kept.size(),
                    kept.sha256(), FileMagic.detect(kept.head()).orElse(null), f.frame()));
            if (f.conversation() != null) {
                counts.merge(f.conversation(), 1, Integer::sum);
            }
        }
        files.addAll(records);
        files.updateCounts(captureId, ConnectionFileCounts.of(rows, counts));
    }

    /** Removes a capture's extracted files, records and bytes (before a new run, and on deletion). */
    public void clear(CaptureId captureId) throws IOException {
        files.deleteByCapture(captureId);
        bytes.deleteAll(captureId);
    }

    private void clearQuietly(CaptureId captureId) {
        try {
            clear(captureId);
            files.updateCounts(captureId, Map.of());
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "could not clear the extracted files of " + captureId, e);
        }
    }
}
