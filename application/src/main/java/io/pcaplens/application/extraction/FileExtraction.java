package io.pcaplens.application.extraction;

import io.pcaplens.application.Lanes;
import io.pcaplens.application.Settings;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.extraction.ConnectionFileCounts;
import jakarta.enterprise.context.ApplicationScoped;
import io.pcaplens.domain.capture.port.StoreOutages;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Extracts the files a capture's traffic transferred (spec: enableFileExtraction) once its packets are
 * stored, and ties each to the conversation row holding the frame that carried it; every row of that row's
 * connection counts it ({@link ConnectionFileCounts}).
 *
 * <p>Only the packets of candidate flows ({@link ExtractionCandidates}) are exported ({@link CandidateExport}):
 * a capture without such traffic costs no tshark run, and one with little costs little. HTTP, e-mail and FTP
 * flows go to captures of their own (as many as the analysis runs tshark processes side by side), SMB, TFTP
 * and DICOM flows to others, per pair of hosts ({@link FramedExtraction}, {@link AssembledExtraction}).
 */
@ApplicationScoped
public class FileExtraction {

    private static final Logger LOG = Logger.getLogger(FileExtraction.class.getName());

    private FramedExtraction framed;
    private AssembledExtraction assembled;
    private ExtractedFileStorage storage;
    private Settings settings;
    private Lanes lanes;
    private StoreOutages outages;

    /** For the container's proxy. */
    protected FileExtraction() {
    }

    @Inject
    public FileExtraction(FramedExtraction framed, AssembledExtraction assembled, ExtractedFileStorage storage,
                          Settings settings, Lanes lanes, StoreOutages outages) {
        this.framed = framed;
        this.assembled = assembled;
        this.storage = storage;
        this.settings = settings;
        this.lanes = lanes;
        this.outages = outages;
    }

    /** The extraction of one capture's files, under way beside the rest of its analysis. */
    public static final class Job {

        /** No extraction started yet: cancelling it does nothing. */
        public static final Job NONE = new Job(null, List.of(), null);

        private final CaptureId captureId;
        /** The capture's rows, whose connections the files are counted on. */
        private final List<ConversationRow> rows;
        /** The framed kind's files, then the assembled kind's; null when extraction was not asked for. */
        private final Lanes.Run<List<FoundFile>> exported;

        private Job(CaptureId captureId, List<ConversationRow> rows, Lanes.Run<List<FoundFile>> exported) {
            this.captureId = captureId;
            this.rows = rows;
            this.exported = exported;
        }

        /** Stops the export and the tools it runs; nothing is stored afterwards. */
        public void cancel() {
            if (exported != null) {
                exported.cancel();
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
        CandidateBudget budget = new CandidateBudget(settings.parallelism() * FramedExtraction.MAX_PART_PACKETS);
        // the two kinds read different flows: side by side, as far as the budget allows; a failure or a
        // cancelled analysis stops both, and with them the tools they run
        List<Callable<List<FoundFile>>> kinds = List.of(
                () -> framed.extract(id, rows, packetCount, dir, budget),
                () -> assembled.extract(id, rows, packetCount, dir, budget));
        return new Job(id, rows, lanes.start(kinds));
    }

    /**
     * Waits for the export, then stores, attaches and counts the files once the rows are stored, and says
     * how it went. A failed extraction must not fail the analysis, so it throws only when the store went away
     * under it: then the analysis is queued again, as for every outage, instead of ending without the files.
     */
    public ToolOutcome finish(Job job) {
        CaptureId id = job.captureId;
        try {
            clear(id);
            if (job.exported == null) {
                return ToolOutcome.skipped();
            }
            List<FoundFile> found = new ArrayList<>();
            job.exported.results().forEach(found::addAll);
            long t0 = System.nanoTime();
            storage.store(id, job.rows, found);
            LOG.info(() -> String.format("capture %s: %d extracted files stored in %d ms", id, found.size(),
                    (System.nanoTime() - t0) / 1_000_000));
            return ToolOutcome.completed();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            storage.clearQuietly(id);
            return ToolOutcome.interrupted(Tool.FILE_EXTRACTION);
        } catch (ToolFailure | IOException | RuntimeException e) {
            if (outages.explains(e)) {
                storage.clearQuietly(id);
                throw new IllegalStateException("the store went away during the file extraction of capture " + id, e);
            }
            ToolOutcome failed = ToolOutcome.failed(Tool.FILE_EXTRACTION, e);
            LOG.log(Level.WARNING, "file extraction of capture " + id + " failed: " + failed.reason(), e);
            storage.clearQuietly(id);
            return failed;
        }
    }

    /** Removes a capture's extracted files, records and bytes (before a new run, and on deletion). */
    public void clear(CaptureId captureId) throws IOException {
        storage.clear(captureId);
    }
}
