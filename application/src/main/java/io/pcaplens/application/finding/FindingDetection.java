package io.pcaplens.application.finding;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.finding.Detection;
import io.pcaplens.domain.finding.Detector;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.port.FindingRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The findings stage of an analysis (docs/findings.md): walk the capture's stored rows once, in id order and a
 * page at a time, showing each row to every detector; collect what each found; replace the capture's findings
 * with them. A detector that throws is recorded as failed and the others go on: findings never fail an analysis.
 */
@ApplicationScoped
public class FindingDetection {

    private static final Logger LOG = Logger.getLogger(FindingDetection.class.getName());
    /** Rows read per page of the walk: the memory the walk holds beside the detectors' aggregates. */
    static final int PAGE = 2000;

    private ConversationRepository conversations;
    private FindingRepository findings;
    /** Fresh detectors for each run: a detector keeps what it saw of one capture. */
    private Supplier<List<Detector>> detectors;

    /** For the container's proxy. */
    protected FindingDetection() {
    }

    @Inject
    public FindingDetection(ConversationRepository conversations, FindingRepository findings,
                            FindingSettings settings) {
        this(conversations, findings, () -> settings.thresholds().newDetectors());
    }

    /** With detectors of the caller's choice, as tests show a failing one. */
    public FindingDetection(ConversationRepository conversations, FindingRepository findings,
                            Supplier<List<Detector>> detectors) {
        this.conversations = conversations;
        this.findings = findings;
        this.detectors = detectors;
    }

    /** What one run found: the findings stored and how each detector went. */
    public record Outcome(List<Finding> findings, List<DetectorRun> runs) {
    }

    /** Detects the capture's findings and stores them in place of any earlier ones; never throws. */
    public Outcome detect(CaptureId captureId) {
        try {
            Map<Detector, RuntimeException> failed = new LinkedHashMap<>();
            List<Detector> running = detectors.get();
            walk(captureId, running, failed);
            Outcome outcome = collect(captureId, running, failed);
            findings.replace(captureId, outcome.findings(), outcome.runs());
            return outcome;
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "capture " + captureId + ": the findings could not be stored", e);
            return new Outcome(List.of(), List.of());
        }
    }

    private void walk(CaptureId captureId, List<Detector> detectors, Map<Detector, RuntimeException> failed) {
        long after = 0;
        while (true) {
            List<ConversationRow> page = conversations.pageAfter(captureId, after, PAGE);
            for (ConversationRow row : page) {
                show(row, detectors, failed);
            }
            if (page.size() < PAGE) {
                return;
            }
            after = page.get(page.size() - 1).id().value();
        }
    }

    private static void show(ConversationRow row, List<Detector> detectors, Map<Detector, RuntimeException> failed) {
        for (Detector detector : detectors) {
            if (failed.containsKey(detector)) {
                continue;
            }
            try {
                detector.accept(row);
            } catch (RuntimeException e) {
                failed.put(detector, e);
            }
        }
    }

    private static Outcome collect(CaptureId captureId, List<Detector> detectors,
                                   Map<Detector, RuntimeException> failed) {
        List<Finding> found = new ArrayList<>();
        List<DetectorRun> runs = new ArrayList<>();
        for (Detector detector : detectors) {
            List<Detection> detections = failed.containsKey(detector) ? null : detections(detector, failed);
            if (detections == null) {
                RuntimeException why = failed.get(detector);
                LOG.log(Level.WARNING, "capture " + captureId + ": the " + detector.name() + " detector failed", why);
                runs.add(DetectorRun.failed(detector, why));
                continue;
            }
            for (Detection d : detections) {
                found.add(new Finding(FindingId.random(), captureId, d, detector.name(), detector.version(),
                        detector.parameters()));
            }
            runs.add(DetectorRun.ran(detector, detections.size()));
        }
        return new Outcome(found, runs);
    }

    private static List<Detection> detections(Detector detector, Map<Detector, RuntimeException> failed) {
        try {
            return detector.detections();
        } catch (RuntimeException e) {
            failed.put(detector, e);
            return null;
        }
    }
}
