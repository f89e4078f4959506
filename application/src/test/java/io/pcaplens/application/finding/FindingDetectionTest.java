package io.pcaplens.application.finding;

import io.pcaplens.application.fakes.InMemoryConversationRepository;
import io.pcaplens.application.fakes.InMemoryFindingRepository;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.finding.Detection;
import io.pcaplens.domain.finding.Detector;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.domain.finding.FindingThresholds;
import io.pcaplens.domain.finding.ScanDetector;
import io.pcaplens.domain.finding.ScanThresholds;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FindingDetectionTest {

    private final InMemoryConversationRepository conversations = new InMemoryConversationRepository();
    private final InMemoryFindingRepository findings = new InMemoryFindingRepository();
    private final CaptureId capture = new CaptureId(UUID.randomUUID().toString());

    /** More probes than a page of the walk holds, so that the walk turns pages: 1 port each. */
    private List<ConversationRow> probes(int count) {
        List<ConversationRow> rows = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String src = "10.0.0.9";
            String dst = "10.0.0.1";
            int port = i;
            rows.add(ConversationRow.dissected(new ConversationId(i), capture,
                    new Identity(new ConversationKey(src + "-" + dst + ":" + port), src, 50000, dst, port,
                            Transport.TCP),
                    new Traffic(0, 0, i, new Volume(1, 60), Volume.NONE), new Labels("TCP", null, List.of(), List.of()),
                    null));
        }
        conversations.addAll(rows);
        return rows;
    }

    @Test
    void theStoredRowsAreWalkedAndTheFindingsStored() {
        probes(FindingDetection.PAGE + 5);
        FindingDetection.Outcome outcome = new FindingDetection(conversations, findings,
                FindingSettings.defaults()).detect(capture);

        List<Finding> stored = findings.page(FindingFilter.ALL.inCapture(capture), FindingSort.SEVERITY, 0, 10);
        assertEquals(List.of(FindingKind.VERTICAL_SCAN), stored.stream().map(Finding::kind).toList());
        assertEquals(FindingDetection.PAGE + 5, stored.get(0).detection().conversationIds().size());
        assertEquals("scans", stored.get(0).detector());
        assertEquals("5", stored.get(0).parameters().get("min-ports"));
        assertEquals(FindingThresholds.DEFAULT.newDetectors().size(), findings.runs(capture).size());
        assertEquals(outcome.findings(), stored);
    }

    @Test
    void aFailingDetectorIsRecordedAndTheOthersStillFind() {
        probes(5);
        Detector broken = new Detector() {
            public String name() {
                return "broken";
            }

            public int version() {
                return 1;
            }

            public Map<String, String> parameters() {
                return Map.of();
            }

            public void accept(ConversationRow row) {
                throw new IllegalStateException("cannot read " + row.id());
            }

            public List<Detection> detections() {
                return List.of();
            }
        };
        new FindingDetection(conversations, findings,
                () -> List.of(broken, new ScanDetector(ScanThresholds.DEFAULT))).detect(capture);

        assertEquals(List.of(new DetectorRun("broken", 1, DetectorRun.Status.FAILED, 0, "cannot read 1"),
                new DetectorRun("scans", 1, DetectorRun.Status.RAN, 1, null)), findings.runs(capture));
        assertEquals(1, findings.count(FindingFilter.ALL.inCapture(capture)));
    }

    @Test
    void anotherRunReplacesTheFindings() {
        probes(5);
        FindingDetection detection = new FindingDetection(conversations, findings, FindingSettings.defaults());
        detection.detect(capture);
        detection.detect(capture);
        assertEquals(1, findings.count(FindingFilter.ALL.inCapture(capture)));
    }
}
