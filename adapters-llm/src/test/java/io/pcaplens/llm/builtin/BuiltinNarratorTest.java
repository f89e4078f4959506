package io.pcaplens.llm.builtin;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.finding.Detection;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.NarrativeSource;
import io.pcaplens.domain.finding.NarrativeSubject;
import io.pcaplens.domain.finding.NarrativeText;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class BuiltinNarratorTest {

    private static final CaptureId CAPTURE = new CaptureId("c0ffee00-0000-0000-0000-000000000001");
    private static final List<DetectorRun> RAN = List.of(new DetectorRun("scans", 1, DetectorRun.Status.RAN, 2, null),
            new DetectorRun("exfiltration", 1, DetectorRun.Status.RAN, 1, null));

    private final BuiltinNarrator narrator = new BuiltinNarrator();

    static Finding finding(FindingKind kind, FindingSeverity severity, String title, List<String> hosts,
                           int conversations) {
        List<ConversationId> ids = LongStream.rangeClosed(1, conversations).mapToObj(ConversationId::new).toList();
        return new Finding(FindingId.random(), CAPTURE, new Detection(kind, severity, title, "because of the numbers",
                hosts, conversations, ids, "ip.src == " + hosts.get(0)), "d", 1, Map.of());
    }

    private static final Finding UPLOAD = finding(FindingKind.EXFILTRATION, FindingSeverity.HIGH,
            "10.1.0.77 sent 50.0 MiB to external 185.199.108.153", List.of("10.1.0.77", "185.199.108.153"), 1);
    private static final Finding SCAN = finding(FindingKind.VERTICAL_SCAN, FindingSeverity.MEDIUM,
            "10.1.0.66 scanned 20 ports of 10.1.0.200", List.of("10.1.0.66", "10.1.0.200"), 20);
    private static final Finding SWEEP = finding(FindingKind.HORIZONTAL_SCAN, FindingSeverity.MEDIUM,
            "10.1.0.66 swept port 445 on 30 hosts", List.of("10.1.0.66", "10.1.2.1"), 30);

    @Test
    void eachFindingIsASentenceOfItsKindSeverityTitleAndEvidenceAfterTheCounts() {
        NarrativeText text = narrator.narrate(new NarrativeSubject(List.of(UPLOAD, SCAN, SWEEP),
                Map.of(FindingSeverity.HIGH, 1L, FindingSeverity.MEDIUM, 2L), RAN));

        assertEquals(NarrativeSource.BUILT_IN, text.source());
        assertNull(text.model());
        assertNull(text.fallbackReason());
        assertEquals(List.of(
                "This capture has 3 findings: 1 high and 2 medium.",
                "Exfiltration (high): 10.1.0.77 sent 50.0 MiB to external 185.199.108.153, in 1 conversation.",
                "Vertical scan (medium): 10.1.0.66 scanned 20 ports of 10.1.0.200, in 20 conversations.",
                "Horizontal scan (medium): 10.1.0.66 swept port 445 on 30 hosts, in 30 conversations."),
                List.of(text.text().split("\n")));
    }

    @Test
    void onlyTheFindingsGivenAreListedAndTheCountsAreTheCapturesAll() {
        String text = narrator.narrate(new NarrativeSubject(List.of(UPLOAD, SCAN),
                Map.of(FindingSeverity.CRITICAL, 0L, FindingSeverity.HIGH, 1L, FindingSeverity.MEDIUM, 5L,
                        FindingSeverity.LOW, 1L), RAN)).text();

        List<String> lines = List.of(text.split("\n"));
        assertEquals("This capture has 7 findings: 1 high, 5 medium and 1 low.", lines.get(0));
        assertEquals("The 2 most severe:", lines.get(1));
        assertEquals(4, lines.size(), text);
        assertEquals(false, text.contains(SWEEP.detection().title()));
    }

    @Test
    void nothingFoundSaysWhetherTheDetectorsRanAndWhichFailed() {
        assertEquals("The detectors found nothing in this capture that deserves a look.",
                narrator.narrate(new NarrativeSubject(List.of(), Map.of(), RAN)).text());
        assertEquals("No detector ran on this capture; analysing it again runs them.",
                narrator.narrate(new NarrativeSubject(List.of(), Map.of(), List.of())).text());

        List<DetectorRun> failing = List.of(RAN.get(0), new DetectorRun("tls", 1, DetectorRun.Status.FAILED, 0, "boom"),
                new DetectorRun("dns", 2, DetectorRun.Status.FAILED, 0, "bust"));
        assertEquals("The detectors found nothing in this capture that deserves a look.\n"
                        + "The tls and dns detectors failed, so findings of their kinds may be missing.",
                narrator.narrate(new NarrativeSubject(List.of(), Map.of(), failing)).text());
        assertEquals("The tls detector failed, so findings of its kinds may be missing.",
                narrator.narrate(new NarrativeSubject(List.of(SCAN), Map.of(FindingSeverity.MEDIUM, 1L),
                        failing.subList(0, 2))).text().lines().reduce((a, b) -> b).orElseThrow());
    }

    @Test
    void everyKindHasItsWords() {
        for (FindingKind kind : FindingKind.values()) {
            String words = kind.label();
            assertEquals(false, words.isBlank() || words.contains("_"), kind + ": " + words);
        }
    }
}
