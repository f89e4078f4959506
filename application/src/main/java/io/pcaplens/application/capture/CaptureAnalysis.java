package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.Lanes;
import io.pcaplens.application.capture.AnalysisProgress.Stage;
import io.pcaplens.application.capture.SliceDissection.Dissection;
import io.pcaplens.application.extraction.FileExtraction;
import io.pcaplens.application.finding.FindingDetection;
import io.pcaplens.application.host.HostClassification;
import io.pcaplens.application.host.HostInventoryBuild;
import io.pcaplens.application.signature.RuleEvaluation;
import io.pcaplens.domain.capture.AnalysisVerdict;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.ToolReport;
import io.pcaplens.domain.capture.port.AnalysisMetrics;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The analysis of one capture, run as a durable job (architecture.md, the analysis pipeline): claim it,
 * read it in slices side by side with the side tools beside them, enrich and store the conversations,
 * evaluate the custom rules, detect the findings, build the host inventory, extract
 * the files, and mark it COMPLETED or FAILED.
 *
 * <p>A claimed capture is first cleared of whatever an interrupted earlier run left, so running a job
 * again gives the same result as running it once.
 */
@ApplicationScoped
public class CaptureAnalysis {

    private static final Logger LOG = Logger.getLogger(CaptureAnalysis.class.getName());
    /** A claimed capture whose heartbeat is older than this belongs to a worker that died. */
    public static final long STALE_AFTER_MILLIS = 20_000;

    private CaptureRepository captures;
    private CaptureStore store;
    private AnalysisResults results;
    private SliceDissection slices;
    private SideTools sideTools;
    private CaptureEnrichment enrichment;
    private RuleEvaluation rules;
    private FileExtraction extraction;
    private AnalysisThreads threads;
    private Lanes lanes;
    private AnalysisMetrics metrics;
    private ResultReplacement replacement;
    private VerdictRecording verdicts;
    private FindingDetection findings;
    private HostInventoryBuild inventory;

    /** For the container's proxy. */
    protected CaptureAnalysis() {
    }

    @Inject
    public CaptureAnalysis(CaptureRepository captures, CaptureStore store, AnalysisResults results,
                           SliceDissection slices, SideTools sideTools, CaptureEnrichment enrichment,
                           RuleEvaluation rules, FileExtraction extraction, AnalysisThreads threads, Lanes lanes,
                           AnalysisMetrics metrics, ResultReplacement replacement, VerdictRecording verdicts,
                           FindingDetection findings, HostInventoryBuild inventory) {
        this.captures = captures;
        this.store = store;
        this.results = results;
        this.slices = slices;
        this.sideTools = sideTools;
        this.enrichment = enrichment;
        this.rules = rules;
        this.extraction = extraction;
        this.threads = threads;
        this.lanes = lanes;
        this.metrics = metrics;
        this.replacement = replacement;
        this.verdicts = verdicts;
        this.findings = findings;
        this.inventory = inventory;
    }

    /** Analyses the next waiting capture, if any; returns whether there was one. */
    public boolean runNext(String workerId) {
        Capture capture = captures.claimNext(workerId, STALE_AFTER_MILLIS).orElse(null);
        if (capture == null) {
            return false;
        }
        LOG.info(() -> "capture " + capture.id() + ": claimed by worker " + workerId);
        analyse(capture, workerId);
        return true;
    }

    private void analyse(Capture capture, String workerId) {
        CaptureId id = capture.id();
        // a re-analysis runs under an id of its own and replaces the capture's results once complete
        CaptureId reanalysed = replacement.captureOf(id).orElse(null);
        AnalysisProgress progress = AnalysisProgress.start(id, captures, store, threads);
        Alongside alongside = new Alongside();
        ToolReport tools = new ToolReport();
        CaptureStatus outcome = CaptureStatus.FAILED;
        try {
            outcome = steps(capture, workerId, reanalysed, progress, alongside, tools);
        } catch (ToolFailure | IOException | InterruptedException | RuntimeException e) {
            // before the files are cleared: a running export would otherwise store some afterwards
            alongside.stop();
            outcome = verdicts.failure(id, e, progress.deleted(), tools);
        } finally {
            progress.close();
            alongside.files.cancel();
            deleteWork(id);
            // a capture queued again keeps the file its next run reads
            if (reanalysed != null && outcome != CaptureStatus.QUEUED) {
                deleteSharedFile(id);
            }
            count(outcome, progress.elapsed(), tools);
        }
    }

    /**
     * The analysis itself, step by step, with the work that runs alongside started as soon as what it reads is
     * there.
     *
     * @return the status the capture ends with
     */
    private CaptureStatus steps(Capture capture, String workerId, CaptureId reanalysed, AnalysisProgress progress,
                                Alongside alongside, ToolReport tools)
            throws ToolFailure, IOException, InterruptedException {
        CaptureId id = capture.id();
        Path work = prepare(id, progress);
        Path file = store.pathOf(id);
        alongside.side = sideTools.start(capture, file, work);
        Dissection dissection = dissect(id, workerId, file, work, progress);
        alongside.indexing = startIndexing(id);
        tools.record(Tool.TSHARK, ToolOutcome.completed());
        HostClassification.Classified enriched = enrichment.enrich(capture, dissection, alongside.side, tools);
        // the packets are written: file extraction reads them while the rows are stored and indexed
        alongside.files = extraction.start(capture, enriched.rows(), dissection.packets(), work);
        results.store(id, enriched);
        progress.ended(Stage.CONVERSATIONS);
        RuleEvaluation.Outcome fired = evaluateRulesWhileIndexing(id, enriched.rows(), dissection,
                alongside.indexing, progress);
        // the rows as stored, with their rule matches, while the files are still being extracted
        findings.detect(id);
        progress.ended(Stage.FINDINGS);
        inventory.build(id);
        progress.ended(Stage.HOSTS);
        tools.record(Tool.FILE_EXTRACTION, extraction.finish(alongside.files));
        progress.ended(Stage.FILE_EXTRACTION);
        LOG.info(() -> progress.summary(id, dissection.packets(), enriched.rows().size(), dissection.slices(), fired));
        return verdicts.verdict(id, reanalysed, dissection, enriched.rows(),
                AnalysisVerdict.of(dissection.packets(), dissection.truncation(), dissection.untimed(), tools));
    }

    /** The packets are all written: their index is built while the rows are enriched, stored and evaluated. */
    private Lanes.Run<Void> startIndexing(CaptureId id) {
        Callable<Void> index = () -> {
            results.index(id);
            return null;
        };
        return lanes.start(List.of(index));
    }

    /** What runs alongside one analysis's steps, each started when its step comes; stopped if the analysis fails. */
    private static final class Alongside {
        SideTools.Running side;
        Lanes.Run<Void> indexing;
        FileExtraction.Job files = FileExtraction.Job.NONE;

        /** A failed analysis clears what it stored once the index it was building is done (or failed too). */
        void stop() {
            files.cancel();
            if (indexing != null) {
                indexing.awaitEnd().ifPresent(e -> LOG.log(Level.FINE, "the index of a failed analysis was not built",
                        e));
            }
            if (side != null) {
                side.stop();
            }
        }
    }

    /** Tells the metrics how the analysis ended, how long it took and which of its tools failed. */
    private void count(CaptureStatus outcome, Duration took, ToolReport tools) {
        for (Tool tool : Tool.values()) {
            tools.outcome(tool).filter(o -> o.status() == ToolOutcome.Status.FAILED)
                    .ifPresent(o -> metrics.toolFailed(tool));
        }
        metrics.analysisEnded(outcome, took);
    }

    private Path prepare(CaptureId id, AnalysisProgress progress) throws IOException {
        results.prepare(id);
        Path work = store.workDirectory(id);
        progress.ended(Stage.PREPARING);
        return work;
    }

    private Dissection dissect(CaptureId id, String workerId, Path file, Path work, AnalysisProgress progress)
            throws ToolFailure, IOException, InterruptedException {
        List<CaptureSlice> parts = slices.slices(file, work);
        progress.ended(Stage.SLICING);
        Dissection dissection = slices.dissect(id, workerId, parts, progress.reading(parts));
        progress.ended(Stage.DISSECTING);
        return dissection;
    }

    /**
     * The custom rules read the rows as stored and what the packets showed of their payload patterns (or the
     * stored payloads, when the rules changed since), and the index is for later reads: the two run side by side.
     */
    private RuleEvaluation.Outcome evaluateRulesWhileIndexing(CaptureId id, List<ConversationRow> rows,
                                                              Dissection dissection, Lanes.Run<Void> indexing,
                                                              AnalysisProgress progress)
            throws ToolFailure, IOException, InterruptedException {
        RuleEvaluation.Outcome fired = rules.apply(id, rows, dissection.sightings());
        progress.ended(Stage.RULES);
        indexing.results();
        progress.ended(Stage.INDEXING);
        return fired;
    }

    /** The re-analysis read the capture's file under its own id. */
    private void deleteSharedFile(CaptureId id) {
        try {
            store.delete(id);
        } catch (IOException e) {
            LOG.log(Level.FINE, "could not delete the re-analysis's name of the capture file " + id, e);
        }
    }

    private void deleteWork(CaptureId id) {
        try {
            store.deleteWorkDirectory(id);
        } catch (IOException e) {
            LOG.log(Level.FINE, "could not delete the work directory of capture " + id, e);
        }
    }
}
