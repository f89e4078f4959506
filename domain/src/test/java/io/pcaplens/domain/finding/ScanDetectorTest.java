package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.query.QueryText;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScanDetectorTest {

    private final TestRows rows = new TestRows();

    private List<ConversationRow> probes(int ports) {
        List<ConversationRow> list = new ArrayList<>();
        for (int p = 1; p <= ports; p++) {
            list.add(rows.probe("10.0.0.9", "10.0.0.1", p));
        }
        return list;
    }

    @Test
    void fiveUnansweredPortsOfOneHostAreAVerticalScan() {
        List<ConversationRow> five = probes(5);
        List<Detection> found = TestRows.run(new ScanDetector(ScanThresholds.DEFAULT), five);

        assertEquals(1, found.size());
        Detection d = found.get(0);
        assertEquals(FindingKind.VERTICAL_SCAN, d.kind());
        assertEquals(FindingSeverity.MEDIUM, d.severity());
        assertEquals(List.of("10.0.0.9", "10.0.0.1"), d.hosts());
        assertEquals(TestRows.ids(five), TestRows.ids(d));
        assertEquals("ip.src == 10.0.0.9 && ip.dst == 10.0.0.1", d.query());
        assertTrue(d.explanation().contains("5 ports of 10.0.0.1 (1, 2, 3, 4, 5)"), d.explanation());
        assertTrue(d.explanation().contains("0% of them were answered"), d.explanation());
        QueryText.parse(d.query());
    }

    @Test
    void fourPortsAreNoScan() {
        assertEquals(List.of(), TestRows.run(new ScanDetector(ScanThresholds.DEFAULT), probes(4)));
    }

    @Test
    void answeredConversationsAreNoScan() {
        // 5 probes and 2 real conversations: 2 of 7 answered is 29%, over the 20% allowed
        List<ConversationRow> mixed = new ArrayList<>(probes(5));
        mixed.add(rows.connection("10.0.0.9", "10.0.0.1", 80, 0));
        mixed.add(rows.connection("10.0.0.9", "10.0.0.1", 443, 0));
        assertEquals(List.of(), TestRows.run(new ScanDetector(ScanThresholds.DEFAULT), mixed));
        // one of 6 answered is 17%, under it
        List<ConversationRow> oneAnswered = new ArrayList<>(probes(5));
        oneAnswered.add(rows.connection("10.0.0.9", "10.0.0.1", 80, 0));
        assertEquals(1, TestRows.run(new ScanDetector(ScanThresholds.DEFAULT), oneAnswered).size());
    }

    @Test
    void onePortOnTenHostsIsAHorizontalScan() {
        List<ConversationRow> sweep = new ArrayList<>();
        for (int h = 1; h <= 10; h++) {
            sweep.add(rows.probe("10.0.0.9", "10.0.1." + h, 445));
        }
        Detection d = TestRows.run(new ScanDetector(ScanThresholds.DEFAULT), sweep).get(0);
        assertEquals(FindingKind.HORIZONTAL_SCAN, d.kind());
        assertEquals("10.0.0.9", d.hosts().get(0));
        assertEquals(11, d.hosts().size());
        assertEquals("ip.src == 10.0.0.9 && port.dst == 445", d.query());

        assertEquals(List.of(), TestRows.run(new ScanDetector(ScanThresholds.DEFAULT), sweep.subList(0, 9)));
    }

    @Test
    void manyTargetsMakeItHigh() {
        Detection d = TestRows.run(new ScanDetector(new ScanThresholds(5, 10, 0.2, 6)), probes(6)).get(0);
        assertEquals(FindingSeverity.HIGH, d.severity());
    }
}
