package io.pcaplens.application.finding;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.domain.finding.Narrative;
import io.pcaplens.domain.finding.NarrativeSubject;
import io.pcaplens.domain.finding.port.FindingNarrator;
import io.pcaplens.domain.finding.port.FindingRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** A summary in prose of a completed capture's most severe findings (docs/findings.md#narrative). */
@ApplicationScoped
public class FindingNarratives {

    /**
     * The findings a narrative speaks of: enough for the picture of a capture, few enough to read in a minute and
     * to keep a model's prompt short.
     */
    public static final int TOP = 10;

    private CaptureRepository captures;
    private FindingRepository findings;
    private FindingNarrator narrator;

    /** For the container's proxy. */
    protected FindingNarratives() {
    }

    @Inject
    public FindingNarratives(CaptureRepository captures, FindingRepository findings, FindingNarrator narrator) {
        this.captures = captures;
        this.findings = findings;
        this.narrator = narrator;
    }

    /**
     * @throws Refusal for an unknown capture, or one whose analysis has not completed (its findings are not all
     *                 stored yet)
     */
    public Narrative narrate(CaptureId id) {
        completed(id);
        FindingFilter ofCapture = FindingFilter.ALL.inCapture(id);
        NarrativeSubject subject = new NarrativeSubject(findings.page(ofCapture, FindingSort.SEVERITY, 0, TOP),
                bySeverity(id), findings.runs(id));
        return Narrative.of(id, subject, narrator.narrate(subject));
    }

    /** One grouped count, as the file list's; a capture whose detectors never ran has none of any severity. */
    private Map<FindingSeverity, Long> bySeverity(CaptureId id) {
        FindingCounts counts = findings.countsBySeverity(List.of(id)).getOrDefault(id, FindingCounts.NONE);
        Map<FindingSeverity, Long> bySeverity = new EnumMap<>(FindingSeverity.class);
        for (FindingSeverity severity : FindingSeverity.values()) {
            bySeverity.put(severity, counts.of(severity));
        }
        return bySeverity;
    }

    private void completed(CaptureId id) {
        Capture capture = captures.find(id).orElseThrow(() -> new Refusal(
                Refusal.Reason.UNKNOWN_FILE, "there is no file with id " + id));
        if (capture.status() != CaptureStatus.COMPLETED) {
            throw new Refusal(Refusal.Reason.FILE_NOT_COMPLETED,
                    "the analysis of file " + id + " is " + capture.status() + ", not COMPLETED");
        }
    }
}
