package io.pcaplens.application.finding;

import io.pcaplens.application.fakes.InMemoryCaptureRepository;
import io.pcaplens.application.fakes.InMemoryFindingRepository;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.AnalysisState;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.finding.Detection;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.Narrative;
import io.pcaplens.domain.finding.NarrativeSubject;
import io.pcaplens.domain.finding.NarrativeText;
import io.pcaplens.domain.finding.port.FindingNarrator;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FindingNarrativesTest {

    private final InMemoryCaptureRepository captures = new InMemoryCaptureRepository();
    private final InMemoryFindingRepository findings = new InMemoryFindingRepository();
    private final CaptureId capture = new CaptureId(UUID.randomUUID().toString());

    /** A narrator that records what it is given and claims findings of its own in its text. */
    private static final class RecordingNarrator implements FindingNarrator {
        final List<NarrativeSubject> asked = new ArrayList<>();

        @Override
        public NarrativeText narrate(NarrativeSubject subject) {
            asked.add(subject);
            return NarrativeText.byModel("m", "There is also finding " + FindingId.random() + ", a critical one.");
        }
    }

    private final RecordingNarrator narrator = new RecordingNarrator();
    private final FindingNarratives narratives = new FindingNarratives(captures, findings, narrator);

    private void store(CaptureStatus status) {
        store(capture, status);
    }

    private void store(CaptureId id, CaptureStatus status) {
        captures.add(new Capture(id, new CaptureUpload(id + ".pcap", 1, "sha" + id, CaptureFormat.PCAP,
                new AnalysisOptions(false, false, false), Instant.now()),
                new AnalysisState(status, null, new Progress(100, Progress.DISSECTING), null), CaptureFindings.NONE));
    }

    private Finding finding(FindingSeverity severity, double score) {
        return new Finding(FindingId.random(), capture, new Detection(FindingKind.VERTICAL_SCAN, severity,
                "10.0.0.9 scanned " + (int) score + " ports of 10.0.0.1", "why", List.of("10.0.0.9", "10.0.0.1"), score,
                List.of(new ConversationId(1)), "ip.src == 10.0.0.9"), "scans", 1, Map.of());
    }

    @Test
    void theMostSevereFindingsAreNarratedAndTheNarrativeNamesOnlyThem() {
        store(CaptureStatus.COMPLETED);
        List<Finding> all = new ArrayList<>();
        for (int i = 0; i < FindingNarratives.TOP + 3; i++) {
            all.add(finding(i % 2 == 0 ? FindingSeverity.MEDIUM : FindingSeverity.HIGH, i));
        }
        all.add(finding(FindingSeverity.CRITICAL, 1));
        findings.replace(capture, all, List.of(new DetectorRun("scans", 1, DetectorRun.Status.RAN, all.size(), null)));

        Narrative narrative = narratives.narrate(capture);

        NarrativeSubject given = narrator.asked.get(0);
        assertEquals(FindingNarratives.TOP, given.findings().size());
        assertEquals(all.size(), given.total());
        assertEquals(FindingSeverity.CRITICAL, given.findings().get(0).severity());
        // most severe first, then by score: the critical one, the high ones by score, then the best medium ones
        List<Finding> expected = all.stream().sorted(java.util.Comparator.comparing(Finding::severity)
                .thenComparing(java.util.Comparator.comparingDouble((Finding f) -> f.detection().score()).reversed()))
                .limit(FindingNarratives.TOP).toList();
        assertEquals(expected, given.findings());
        assertEquals(expected.stream().map(Finding::id).toList(), narrative.findingIds());
        assertEquals(all.size(), narrative.total());
        assertEquals("scans", given.runs().get(0).detector());
        assertEquals(Map.of(FindingSeverity.CRITICAL, 1L, FindingSeverity.HIGH, 6L, FindingSeverity.MEDIUM, 7L),
                given.bySeverity());
    }

    @Test
    void aCaptureWithoutFindingsIsNarratedToo() {
        store(CaptureStatus.COMPLETED);
        Narrative narrative = narratives.narrate(capture);
        assertEquals(List.of(), narrative.findingIds());
        assertEquals(0, narrative.total());
        assertEquals(1, narrator.asked.size());
    }

    @Test
    void anUnknownCaptureOrOneNotAnalysedIsRefusedWithoutAskingTheNarrator() {
        assertEquals(Refusal.Reason.UNKNOWN_FILE,
                assertThrows(Refusal.class, () -> narratives.narrate(capture)).reason());
        for (CaptureStatus status : List.of(CaptureStatus.QUEUED, CaptureStatus.ANALYZING, CaptureStatus.FAILED)) {
            CaptureId id = new CaptureId(UUID.randomUUID().toString());
            store(id, status);
            assertEquals(Refusal.Reason.FILE_NOT_COMPLETED,
                    assertThrows(Refusal.class, () -> narratives.narrate(id)).reason(), status.name());
        }
        assertEquals(List.of(), narrator.asked);
    }
}
