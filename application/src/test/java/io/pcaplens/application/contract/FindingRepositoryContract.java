package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.finding.Detection;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.domain.finding.port.FindingRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link FindingRepository} does, in memory or in a database. A store may be shared by the tests of a
 * class, so each test works in captures of its own and names hosts of its own.
 */
public abstract class FindingRepositoryContract {

    private FindingRepository findings;

    /** The store under test; it may be shared by the tests of a class. */
    protected abstract FindingRepository repository();

    /** A capture of its own, as the store needs it to exist. */
    protected abstract CaptureId capture();

    /** The capture deleted as its deletion does it. */
    protected abstract void deleteCapture(CaptureId id);

    @BeforeEach
    void store() {
        findings = repository();
    }

    private static Finding finding(CaptureId capture, FindingKind kind, FindingSeverity severity, double score,
                                   String host, long... conversations) {
        List<ConversationId> ids = java.util.Arrays.stream(conversations).mapToObj(ConversationId::new).toList();
        Detection d = new Detection(kind, severity, kind.apiName() + " of " + host, "because \"" + host + "\"",
                List.of(host, "10.9.9.9"), score, ids, "ip.src == " + host);
        return new Finding(FindingId.random(), capture, d, "scans", 3, Map.of("min-ports", "5", "min-hosts", "10"));
    }

    private static String aHost() {
        return "h-" + UUID.randomUUID();
    }

    @Test
    void aStoredFindingIsReadBackWhole() {
        CaptureId capture = capture();
        Finding f = finding(capture, FindingKind.VERTICAL_SCAN, FindingSeverity.HIGH, 12.5, aHost(), 7, 3, 5);
        findings.replace(capture, List.of(f), List.of());

        assertEquals(f, findings.find(f.id()).orElseThrow());
        assertEquals(List.of(3L, 5L, 7L), findings.find(f.id()).orElseThrow().detection().conversationIds().stream()
                .map(ConversationId::value).toList());
        assertTrue(findings.find(FindingId.random()).isEmpty());
    }

    @Test
    void replacingTakesTheEarlierFindingsAndRunsAway() {
        CaptureId capture = capture();
        String host = aHost();
        Finding first = finding(capture, FindingKind.BEACONING, FindingSeverity.MEDIUM, 1, host);
        findings.replace(capture, List.of(first), List.of(new DetectorRun("beaconing", 1, DetectorRun.Status.RAN, 1,
                null)));
        Finding second = finding(capture, FindingKind.EXFILTRATION, FindingSeverity.HIGH, 2, host);
        List<DetectorRun> runs = List.of(new DetectorRun("alerts", 1, DetectorRun.Status.FAILED, 0, "boom"),
                new DetectorRun("beaconing", 1, DetectorRun.Status.RAN, 0, null));
        findings.replace(capture, List.of(second), runs);

        assertTrue(findings.find(first.id()).isEmpty());
        assertEquals(List.of(second), findings.page(FindingFilter.ALL.inCapture(capture), FindingSort.SEVERITY, 0, 10));
        assertEquals(runs, findings.runs(capture));
    }

    @Test
    void listsFilterByKindMinimumSeverityAndHost() {
        CaptureId capture = capture();
        CaptureId other = capture();
        String host = aHost();
        Finding critical = finding(capture, FindingKind.CUSTOM_RULE, FindingSeverity.CRITICAL, 1, host);
        Finding high = finding(capture, FindingKind.VERTICAL_SCAN, FindingSeverity.HIGH, 5, host);
        Finding low = finding(capture, FindingKind.TLS_NO_SNI, FindingSeverity.LOW, 9, aHost());
        Finding elsewhere = finding(other, FindingKind.VERTICAL_SCAN, FindingSeverity.HIGH, 1, host);
        findings.replace(capture, List.of(low, high, critical), List.of());
        findings.replace(other, List.of(elsewhere), List.of());

        FindingFilter inCapture = FindingFilter.ALL.inCapture(capture);
        assertEquals(List.of(critical, high, low), findings.page(inCapture, FindingSort.SEVERITY, 0, 10));
        assertEquals(List.of(low, high, critical), findings.page(inCapture, FindingSort.SCORE, 0, 10));
        assertEquals(List.of(high), findings.page(inCapture, FindingSort.SEVERITY, 1, 1));
        assertEquals(3, findings.count(inCapture));
        FindingFilter atLeastHigh = new FindingFilter(capture, null, FindingSeverity.HIGH, null);
        assertEquals(List.of(critical, high), findings.page(atLeastHigh, FindingSort.SEVERITY, 0, 10));
        FindingFilter scans = new FindingFilter(null, FindingKind.VERTICAL_SCAN, null, host);
        assertEquals(2, findings.count(scans));
        assertEquals(List.of(elsewhere, high).stream().map(Finding::id).sorted(java.util.Comparator.comparing(
                FindingId::toString)).toList(), findings.page(scans, FindingSort.SEVERITY, 0, 10).stream()
                .map(Finding::id).sorted(java.util.Comparator.comparing(FindingId::toString)).toList());
    }

    @Test
    void countsBySeverityOfSeveralCapturesInOneReadLeaveOutCapturesNoDetectorRanOver() {
        CaptureId scanned = capture();
        CaptureId clean = capture();
        CaptureId unanalysed = capture();
        CaptureId notAsked = capture();
        List<DetectorRun> ran = List.of(new DetectorRun("scans", 1, DetectorRun.Status.RAN, 3, null),
                new DetectorRun("tls", 1, DetectorRun.Status.RAN, 1, null));
        findings.replace(scanned, List.of(
                finding(scanned, FindingKind.VERTICAL_SCAN, FindingSeverity.HIGH, 5, aHost()),
                finding(scanned, FindingKind.HORIZONTAL_SCAN, FindingSeverity.HIGH, 7, aHost()),
                finding(scanned, FindingKind.TLS_NO_SNI, FindingSeverity.LOW, 1, aHost()),
                finding(scanned, FindingKind.BEACONING, FindingSeverity.MEDIUM, 2, aHost())), ran);
        findings.replace(clean, List.of(), ran);
        findings.replace(notAsked, List.of(finding(notAsked, FindingKind.CUSTOM_RULE, FindingSeverity.CRITICAL, 1,
                aHost())), ran);

        Map<CaptureId, FindingCounts> counts = findings.countsBySeverity(List.of(scanned, clean, unanalysed));

        assertEquals(Map.of(scanned, new FindingCounts(0, 2, 1, 1, 0), clean, FindingCounts.NONE), counts);
        assertEquals(4, counts.get(scanned).total());
        assertEquals(FindingSeverity.HIGH, counts.get(scanned).mostSevere().orElseThrow());
        assertTrue(counts.get(clean).mostSevere().isEmpty());
        assertEquals(Map.of(), findings.countsBySeverity(List.of()));
        assertEquals(Map.of(notAsked, new FindingCounts(1, 0, 0, 0, 0)), findings.countsBySeverity(List.of(notAsked,
                notAsked)));
    }

    @Test
    void aDeletedCapturesFindingsGoWithIt() {
        CaptureId capture = capture();
        Finding f = finding(capture, FindingKind.LONG_CONNECTION, FindingSeverity.LOW, 1, aHost());
        findings.replace(capture, List.of(f), List.of(new DetectorRun("long-connections", 1, DetectorRun.Status.RAN,
                1, null)));
        deleteCapture(capture);

        assertTrue(findings.find(f.id()).isEmpty());
        assertEquals(List.of(), findings.runs(capture));
    }
}
