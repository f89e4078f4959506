package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.flow.TlsFacts;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.finding.TestRows.SECOND;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The detectors with one threshold or none, each at its edge. */
class OtherDetectorsTest {

    private final TestRows rows = new TestRows();

    @Test
    void aSessionOfAnHourIsLongLivedAndOneSecondLessIsNot() {
        ConversationRow hour = rows.row("10.0.0.5", "1.2.3.4", 22, 0, 3600 * SECOND, new Volume(9, 900),
                new Volume(9, 900), "SSH", null);
        ConversationRow shorter = rows.row("10.0.0.5", "1.2.3.5", 22, 0, 3599 * SECOND, new Volume(9, 900),
                new Volume(9, 900), "SSH", null);
        List<Detection> found = TestRows.run(new LongConnectionDetector(LongConnectionThresholds.DEFAULT),
                List.of(hour, shorter));
        assertEquals(1, found.size());
        assertEquals(TestRows.ids(List.of(hour)), TestRows.ids(found.get(0)));
        assertEquals("ip.src == 10.0.0.5 && ip.dst == 1.2.3.4 && port.dst == 22 && duration >= 3600s",
                found.get(0).query());
        QueryText.parse(found.get(0).query());
    }

    /** An hour at 1024 bytes a minute both ways is quiet and medium; one byte more a minute is loud and low. */
    @Test
    void anHourLongSessionOfAKibibyteAMinuteIsQuietAndOfMoreIsNot() {
        long hour = 3600 * SECOND;
        ConversationRow quiet = rows.row("10.0.0.5", "1.2.3.4", 8443, 0, hour, new Volume(60, 30 * 1024),
                new Volume(60, 30 * 1024), "TLS", null);
        ConversationRow loud = rows.row("10.0.0.6", "1.2.3.4", 8443, 0, hour, new Volume(60, 30 * 1024 + 30),
                new Volume(60, 30 * 1024 + 31), "TLS", null);
        List<Detection> found = TestRows.run(new LongConnectionDetector(LongConnectionThresholds.DEFAULT),
                List.of(quiet, loud));
        assertEquals(2, found.size());
        Detection q = found.stream().filter(d -> d.hosts().contains("10.0.0.5")).findFirst().orElseThrow();
        Detection l = found.stream().filter(d -> d.hosts().contains("10.0.0.6")).findFirst().orElseThrow();
        assertEquals(FindingSeverity.MEDIUM, q.severity());
        org.junit.jupiter.api.Assertions.assertTrue(q.title().contains("quiet always-on"), q.title());
        org.junit.jupiter.api.Assertions.assertTrue(q.explanation().contains("1.0 KiB a minute"), q.explanation());
        assertEquals(FindingSeverity.LOW, l.severity());
        org.junit.jupiter.api.Assertions.assertFalse(l.title().contains("quiet"), l.title());
    }

    /** Two long rows of one connection count as one: their bytes together, over their span. */
    @Test
    void theRowsOfOneConnectionAreOneForItsRate() {
        long hour = 3600 * SECOND;
        ConversationRow first = rows.row("10.0.0.7", "1.2.3.4", 22, 0, hour, new Volume(60, 30 * 1024),
                new Volume(60, 30 * 1024), "SSH", null);
        ConversationRow second = ConversationRow.dissected(new io.pcaplens.domain.conversation.ConversationId(999),
                first.captureId(), first.identity(), new io.pcaplens.domain.conversation.Traffic(0, hour, 2,
                        new Volume(60, 1), new Volume(60, 0)), first.labels(), null);
        List<Detection> found = TestRows.run(new LongConnectionDetector(LongConnectionThresholds.DEFAULT),
                List.of(first, second));
        assertEquals(1, found.size());
        assertEquals(FindingSeverity.LOW, found.get(0).severity(), found.get(0).explanation());
    }

    @Test
    void lopsidedUploadsToTheInternetAreExfiltration() {
        long tenMiB = 10L * 1024 * 1024;
        // exactly 10 MiB sent, a tenth of it received: both thresholds just met
        ConversationRow upload = rows.row("10.0.0.5", "8.8.4.4", 443, 0, SECOND, new Volume(100, tenMiB),
                new Volume(10, tenMiB / 10), "TLS", null);
        // one byte less sent to another address
        ConversationRow smaller = rows.row("10.0.0.5", "8.8.8.8", 443, 0, SECOND, new Volume(100, tenMiB - 1),
                new Volume(10, 100), "TLS", null);
        // a lot sent, but to a private address
        ConversationRow internal = rows.row("10.0.0.5", "10.0.0.6", 445, 0, SECOND, new Volume(100, 5 * tenMiB),
                new Volume(10, 100), null, null);
        // a lot sent, but not ten times what came back
        ConversationRow balanced = rows.row("10.0.0.5", "9.9.9.9", 443, 0, SECOND, new Volume(100, tenMiB),
                new Volume(10, tenMiB / 10 + 1), "TLS", null);
        List<Detection> found = TestRows.run(new ExfiltrationDetector(ExfiltrationThresholds.DEFAULT),
                List.of(upload, smaller, internal, balanced));
        assertEquals(1, found.size());
        assertEquals(List.of("10.0.0.5", "8.8.4.4"), found.get(0).hosts());
        assertEquals(FindingSeverity.HIGH, found.get(0).severity());
    }

    @Test
    void tlsAnomaliesAreReadFromTheHandshake() {
        TlsFacts expired = TlsFacts.ofDpi("a.example", "ja3", null, "CA", "a.example", "2019-01-01 00:00:00",
                "2020-01-01 00:00:00");
        TlsFacts selfSigned = TlsFacts.ofDpi(null, "ja3", null, "CN=box", "CN=box", "2019-01-01 00:00:00",
                "2099-01-01 00:00:00");
        long afterExpiry = 1_577_836_801L * SECOND;
        long atExpiry = 1_577_836_800L * SECOND;
        ConversationRow late = rows.row("10.0.0.5", "1.2.3.4", 443, afterExpiry, afterExpiry, new Volume(1, 1),
                new Volume(1, 1), "TLS", expired);
        ConversationRow justInTime = rows.row("10.0.0.5", "1.2.3.9", 443, atExpiry, atExpiry, new Volume(1, 1),
                new Volume(1, 1), "TLS", expired);
        ConversationRow box = rows.row("10.0.0.5", "10.0.0.1", 8443, afterExpiry, afterExpiry, new Volume(1, 1),
                new Volume(1, 1), "TLS", selfSigned);
        List<Detection> found = TestRows.run(new TlsAnomalyDetector(TlsThresholds.DEFAULT),
                List.of(late, justInTime, box));

        assertEquals(List.of(FindingKind.TLS_EXPIRED_CERTIFICATE, FindingKind.TLS_SELF_SIGNED, FindingKind.TLS_NO_SNI),
                found.stream().map(Detection::kind).toList());
        assertEquals(TestRows.ids(List.of(late)), TestRows.ids(found.get(0)));
        assertEquals("((ip.dst == 1.2.3.4 && port.dst == 443) || (ip.src == 1.2.3.4 && port.src == 443))"
                + " && tls.expired", found.get(0).query());
        assertEquals(TestRows.ids(List.of(box)), TestRows.ids(found.get(2)));
        found.forEach(d -> QueryText.parse(d.query()));
    }

    @Test
    void protocolsOnOtherServicesPortsAreMismatches() {
        assertEquals("TLS", ProtocolMismatchDetector.expected(443, "http"));
        assertEquals("HTTP", ProtocolMismatchDetector.expected(80, "tls"));
        assertEquals("DNS", ProtocolMismatchDetector.expected(53, "http"));
        assertEquals(null, ProtocolMismatchDetector.expected(53, "dns"));
        assertEquals(null, ProtocolMismatchDetector.expected(22, "ssh"));
        assertEquals("not SSH (SSH belongs on 22)", ProtocolMismatchDetector.expected(1023, "ssh"));
        assertEquals(null, ProtocolMismatchDetector.expected(1024, "ssh"));

        ConversationRow tunnel = rows.row("10.0.0.5", "1.2.3.4", 53, 0, 0, new Volume(1, 1), new Volume(1, 1),
                "HTTP", null);
        ConversationRow transportOnly = rows.row("10.0.0.5", "1.2.3.4", 53, 0, 0, new Volume(1, 1), Volume.NONE,
                "TCP", null);
        List<Detection> found = TestRows.run(new ProtocolMismatchDetector(), List.of(tunnel, transportOnly));
        assertEquals(1, found.size());
        assertEquals(TestRows.ids(List.of(tunnel)), TestRows.ids(found.get(0)));
        QueryText.parse(found.get(0).query());
    }

    @Test
    void alertsAndSevereRulesAreRolledUpBySignature() {
        IdsAlert scan = new IdsAlert(null, "ET SCAN nmap", 2001, 2);
        ConversationRow a = rows.probe("10.0.0.9", "10.0.0.1", 22).withIdsAlerts(List.of(scan));
        ConversationRow b = rows.probe("10.0.0.9", "10.0.0.2", 22).withIdsAlerts(List.of(scan));
        ConversationRow rules = new ConversationRow(rows.probe("10.0.0.7", "10.0.0.1", 21).id(), TestRows.CAPTURE,
                a.identity(), a.traffic(), a.labels(), null, null, a.srcHost(), a.dstHost(),
                List.of(new RuleMatch("Cleartext FTP", Severity.HIGH), new RuleMatch("Chatty", Severity.MEDIUM)), 0);
        List<Detection> found = TestRows.run(new AlertRollupDetector(), List.of(a, b, rules));

        assertEquals(2, found.size());
        assertEquals(FindingSeverity.MEDIUM, found.get(0).severity());
        assertEquals(List.of("10.0.0.9", "10.0.0.1", "10.0.0.2"), found.get(0).hosts());
        assertEquals(TestRows.ids(List.of(a, b)), TestRows.ids(found.get(0)));
        assertEquals("Rule: Cleartext FTP", found.get(1).title());
        found.forEach(d -> QueryText.parse(d.query()));
    }
}
