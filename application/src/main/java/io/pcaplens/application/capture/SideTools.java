package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.domain.capture.AnalysisVerdict;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.ToolReport;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.dissection.port.DeepPacketInspector;
import io.pcaplens.domain.dissection.port.IntrusionDetector;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.ids.IdsRuleset;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The tools that read a capture beside the dissector (architecture.md, pipeline step 4): ndpiReader and,
 * when enabled, Suricata. They read the file far faster than the dissector, each on a thread of its own.
 * A failing side tool never fails the analysis: its outcome in the file record says what happened.
 */
@ApplicationScoped
public class SideTools {

    private static final Logger LOG = Logger.getLogger(SideTools.class.getName());

    private DeepPacketInspector inspector;
    private IntrusionDetector detector;
    private AnalysisThreads threads;

    /** For the container's proxy. */
    protected SideTools() {
    }

    @Inject
    public SideTools(DeepPacketInspector inspector, IntrusionDetector detector, AnalysisThreads threads) {
        this.inspector = inspector;
        this.detector = detector;
        this.threads = threads;
    }

    /** Starts the side tools the capture's options ask for, each with a scratch directory under the work one. */
    public Running start(Capture capture, Path file, Path workDir) throws IOException {
        Path dpiWork = Files.createDirectories(workDir.resolve("dpi"));
        Future<List<FlowFacts>> dpi = capture.options().enableDpi()
                ? threads.submit(() -> inspector.inspect(file, dpiWork)) : null;
        Path idsWork = Files.createDirectories(workDir.resolve("ids"));
        // what the run loads, read as it starts: the file record says which rules found (or missed) what
        IdsRuleset rules = capture.options().enableIds() ? rulesOrNone() : null;
        Future<List<IdsAlert>> ids = capture.options().enableIds()
                ? threads.submit(() -> detector.detect(file, idsWork)) : null;
        return new Running(capture.id(), dpi, ids, rules);
    }

    /** A rules directory that cannot be read fails the run itself, which says why. */
    private IdsRuleset rulesOrNone() {
        try {
            return detector.ruleset();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the IDS rule set could not be read", e);
            return null;
        }
    }

    /** The side tools of one analysis; null futures for the tools not asked to run. */
    public static final class Running {

        private final CaptureId captureId;
        private final Future<List<FlowFacts>> dpi;
        private final Future<List<IdsAlert>> ids;
        private final IdsRuleset rules;

        Running(CaptureId captureId, Future<List<FlowFacts>> dpi, Future<List<IdsAlert>> ids, IdsRuleset rules) {
            this.captureId = captureId;
            this.dpi = dpi;
            this.ids = ids;
            this.rules = rules;
        }

        /**
         * DPI's facts about each flow, or none, with ndpiReader's outcome recorded as the verdict judges it from
         * what it reported ({@link AnalysisVerdict#ofDeepPacketInspection}).
         */
        public List<FlowFacts> flowFacts(List<ConversationRow> rows, ToolReport tools) throws InterruptedException {
            List<FlowFacts> facts = result(dpi, Tool.NDPI_READER, tools, captureId).orElse(List.of());
            boolean ipTraffic = rows.stream().anyMatch(r -> r.identity().transport().isIp());
            tools.record(Tool.NDPI_READER, AnalysisVerdict.ofDeepPacketInspection(
                    tools.outcome(Tool.NDPI_READER).orElseThrow(), !facts.isEmpty(), ipTraffic));
            return facts;
        }

        /** Stops the tools that still run: the analysis ended without them. */
        public void stop() {
            for (Future<?> task : new Future<?>[] {dpi, ids}) {
                if (task != null) {
                    task.cancel(true);
                }
            }
        }

        /**
         * The IDS alerts, or none at all when IDS did not run or failed, with Suricata's outcome and the rules
         * it ran with recorded.
         */
        public Optional<List<IdsAlert>> alerts(ToolReport tools) throws InterruptedException {
            Optional<List<IdsAlert>> alerts = result(ids, Tool.SURICATA, tools, captureId);
            if (rules != null) {
                tools.record(Tool.SURICATA, tools.outcome(Tool.SURICATA).orElseThrow().withRuleset(rules));
            }
            return alerts;
        }

        /**
         * The result of a side tool, with its outcome recorded: SKIPPED when it was not asked to run, FAILED
         * with the tool's own words, else COMPLETED.
         */
        private static <T> Optional<T> result(Future<T> task, Tool tool, ToolReport tools, CaptureId captureId)
                throws InterruptedException {
            if (task == null) {
                tools.record(tool, ToolOutcome.skipped());
                return Optional.empty();
            }
            try {
                T result = task.get();
                tools.record(tool, ToolOutcome.completed());
                return Optional.of(result);
            } catch (ExecutionException e) {
                tools.record(tool, ToolOutcome.failed(tool, e.getCause()));
                LOG.log(Level.WARNING, "capture " + captureId + ": " + tool.label() + " failed: "
                        + tools.outcome(tool).orElseThrow().reason(), e.getCause());
                return Optional.empty();
            }
        }
    }
}
