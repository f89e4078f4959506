package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.packet.SeenName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.pcaplens.domain.finding.TestRows.SECOND;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The TLS detector's certificate dates and names, old versions and rare fingerprints, at their edges. The kinds
 * judged here are filtered out of what else a row gives (no SNI and the like).
 */
class TlsExtrasTest {

    private static final long JAN_2020 = 1_577_836_800L * SECOND;

    private final TestRows rows = new TestRows();

    private ConversationRow tls(String src, String dst, long start, TlsFacts facts) {
        return rows.row(src, dst, 443, start, start + SECOND, new Volume(5, 500), new Volume(5, 1500), "TLS", facts);
    }

    private static TlsFacts hello(String sni, String ja3, String ja4) {
        return TlsFacts.ofHellos(sni, ja3, null, ja4, List.of());
    }

    private static TlsFacts certificate(String sni, String subject, String notBefore) {
        return new TlsFacts(sni, "ja3", null, null, List.of(), "CN=Some CA", subject, notBefore,
                "2099-01-01 00:00:00");
    }

    private static ConversationRow withSans(ConversationRow row, String... sans) {
        List<SeenName> names = new ArrayList<>();
        for (String san : sans) {
            names.add(new SeenName(san, SeenName.Source.CERT_SAN));
        }
        return row.withLabels(row.labels().withNames(names));
    }

    private static List<Detection> run(List<ConversationRow> rows, FindingKind kind) {
        return TestRows.run(new TlsAnomalyDetector(TlsThresholds.DEFAULT), rows).stream()
                .filter(d -> d.kind() == kind).toList();
    }

    @Test
    void aCertificateValidFromAfterTheFirstPacketIsNotValidYetFromThatVerySecondItIs() {
        ConversationRow early = tls("10.0.0.5", "1.2.3.4", JAN_2020 - 1,
                certificate("a.example", "CN=a.example", "2020-01-01 00:00:00"));
        ConversationRow onTime = tls("10.0.0.5", "1.2.3.9", JAN_2020,
                certificate("a.example", "CN=a.example", "2020-01-01 00:00:00"));
        ConversationRow unknown = tls("10.0.0.5", "1.2.3.10", JAN_2020, certificate("a.example", "CN=a.example", null));
        List<Detection> found = run(List.of(early, onTime, unknown), FindingKind.TLS_NOT_YET_VALID);
        assertEquals(1, found.size(), found.toString());
        assertEquals(TestRows.ids(List.of(early)), TestRows.ids(found.get(0)));
        assertEquals(FindingSeverity.MEDIUM, found.get(0).severity());
        assertEquals("((ip.dst == 1.2.3.4 && port.dst == 443) || (ip.src == 1.2.3.4 && port.src == 443))"
                + " && tls.not_before == \"2020-01-01 00:00:00\"",
                found.get(0).query());
        QueryText.parse(found.get(0).query());
    }

    @Test
    void aWildcardCoversOneLabelExactlyAndNamesIgnoreCaseAndTheTrailingDot() {
        List<String> sans = List.of("*.example.com", "example.org");
        assertTrue(ServerNameMatch.covers(sans, "a.example.com"));
        assertTrue(ServerNameMatch.covers(sans, "A.Example.COM."));
        assertTrue(ServerNameMatch.covers(sans, "example.org"));
        assertFalse(ServerNameMatch.covers(sans, "example.com"));
        assertFalse(ServerNameMatch.covers(sans, "a.b.example.com"));
        assertFalse(ServerNameMatch.covers(sans, "www.example.org"));
        assertFalse(ServerNameMatch.covers(sans, "aexample.com"));
        // a wildcard this rule cannot read is taken to cover: a mismatch must be certain
        assertTrue(ServerNameMatch.covers(List.of("w*.example.com"), "mail.example.com"));
        assertFalse(ServerNameMatch.judgeable("192.0.2.1"));
        assertFalse(ServerNameMatch.judgeable("2001:db8::1"));
        assertTrue(ServerNameMatch.judgeable("a.example.com"));
    }

    @Test
    void aServerNameTheCertificatesNamesDoNotCoverIsAMismatchWhereItsNamesWereRead() {
        TlsFacts asked = certificate("shop.example.com", "CN=www.example.com", "2019-01-01 00:00:00");
        ConversationRow other = withSans(tls("10.0.0.5", "1.2.3.4", JAN_2020, asked), "www.example.com");
        ConversationRow wildcard = withSans(tls("10.0.0.5", "1.2.3.5", JAN_2020, asked), "*.example.com");
        // the subject's common name covers it, whatever the alternative names say
        ConversationRow byCommonName = withSans(tls("10.0.0.5", "1.2.3.6", JAN_2020,
                certificate("shop.example.com", "O=Shop, CN=shop.example.com", "2019-01-01 00:00:00")),
                "www.example.com");
        // without the alternative names (TLS 1.3, a resumed session) the common name alone is not judged
        ConversationRow subjectOnly = tls("10.0.0.5", "1.2.3.7", JAN_2020, asked);
        ConversationRow parent = withSans(tls("10.0.0.5", "1.2.3.8", JAN_2020,
                certificate("example.com", "CN=*.example.com", "2019-01-01 00:00:00")), "*.example.com");
        List<Detection> found = run(List.of(other, wildcard, byCommonName, subjectOnly, parent),
                FindingKind.TLS_NAME_MISMATCH);
        assertEquals(List.of(TestRows.ids(List.of(other)), TestRows.ids(List.of(parent))),
                found.stream().map(TestRows::ids).toList());
        assertEquals("((ip.dst == 1.2.3.4 && port.dst == 443) || (ip.src == 1.2.3.4 && port.src == 443))"
                + " && sni == \"shop.example.com\"", found.get(0).query());
        assertTrue(found.get(0).explanation().contains("www.example.com"), found.get(0).explanation());
        found.forEach(d -> QueryText.parse(d.query()));
    }

    @Test
    void helloesOfferingNothingNewerThanTls11AndDpisObsoleteRiskAreOldVersions() {
        ConversationRow tls10 = tls("10.0.0.5", "1.2.3.4", 0, hello("a.example", "j1", "t10d1310h1_a_b"));
        ConversationRow ssl3 = tls("10.0.0.5", "1.2.3.4", 0, hello("a.example", "j1", "ts3d0510h1_a_b"));
        ConversationRow tls11 = tls("10.0.0.5", "1.2.3.5", 0, hello("a.example", "j1", "t11d1310h1_a_b"));
        ConversationRow tls12 = tls("10.0.0.5", "1.2.3.6", 0, hello("a.example", "j1", "t12d1310h2_a_b"));
        ConversationRow quic = tls("10.0.0.5", "1.2.3.7", 0, hello("a.example", "j1", "q13d0310h3_a_b"));
        ConversationRow risky = tls("10.0.0.5", "1.2.3.8", 0, null)
                .withFlow(new FlowFacts(null, new DpiFacts(null, null, "DPI",
                        List.of(TlsAnomalyDetector.OBSOLETE_RISK)), hello("b.example", "j2", null)));
        List<Detection> found = run(List.of(tls10, ssl3, tls11, tls12, quic, risky), FindingKind.TLS_OLD_VERSION);
        assertEquals(3, found.size(), found.toString());
        assertEquals(TestRows.ids(List.of(tls10, ssl3)), TestRows.ids(found.get(0)));
        assertTrue(found.get(0).explanation().contains("offered at most SSL 3.0."), found.get(0).explanation());
        assertEquals(FindingSeverity.MEDIUM, found.get(0).severity());
        assertTrue(found.get(1).explanation().contains("offered at most TLS 1.1."), found.get(1).explanation());
        assertEquals(FindingSeverity.LOW, found.get(1).severity());
        assertTrue(found.get(2).explanation().contains("settle on TLS 1.1 or older."), found.get(2).explanation());
        assertEquals(TestRows.ids(List.of(risky)), TestRows.ids(found.get(2)));
        found.forEach(d -> QueryText.parse(d.query()));
    }

    /** n connections from their own ports to the destination, each with these client fingerprints. */
    private List<ConversationRow> connections(int n, String src, String sni, String ja3, String ja4) {
        List<ConversationRow> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(tls(src, "1.2.3.4", i * SECOND, hello(sni, ja3 + (ja4 == null ? "" : i), ja4)));
        }
        return list;
    }

    @Test
    void aFingerprintSeenOnceWhereAnotherMadeTenConnectionsIsRare() {
        // a browser shuffles its extensions: a JA3 of its own each time, one JA4
        List<ConversationRow> common = new ArrayList<>(connections(10, "10.0.0.5", "a.example", "shuffled", "usual"));
        ConversationRow odd = tls("10.0.0.66", "1.2.3.4", 0, hello("a.example", "odd3", "odd4"));
        common.add(odd);
        common.add(rows.sameFlow(odd));
        List<Detection> found = run(common, FindingKind.TLS_RARE_FINGERPRINT);
        assertEquals(1, found.size(), found.toString());
        Detection d = found.get(0);
        assertEquals(List.of("10.0.0.66", "1.2.3.4"), d.hosts());
        assertEquals(2, d.conversationIds().size());
        assertEquals(10, (int) d.score());
        assertEquals(FindingSeverity.LOW, d.severity());
        assertEquals("((ip.dst == 1.2.3.4 && port.dst == 443) || (ip.src == 1.2.3.4 && port.src == 443))"
                + " && ja4 == \"odd4\"", d.query());
        QueryText.parse(d.query());

        // without a JA4 the JA3 stands for the client
        List<ConversationRow> ja3Only = new ArrayList<>(connections(10, "10.0.0.5", "a.example", "usual", null));
        ja3Only.add(tls("10.0.0.66", "1.2.3.4", 0, hello("a.example", "odd3", null)));
        List<Detection> byJa3 = run(ja3Only, FindingKind.TLS_RARE_FINGERPRINT);
        assertEquals(1, byJa3.size(), byJa3.toString());
        assertTrue(byJa3.get(0).query().endsWith(" && ja3 == \"odd3\""), byJa3.get(0).query());
    }

    @Test
    void nineConnectionsOfTheUsualOneOrASecondConnectionAnywhereIsNotRare() {
        // nine connections of the usual one, one of them seen in two rows: still nine
        List<ConversationRow> few = new ArrayList<>(connections(9, "10.0.0.5", "a.example", "usual", null));
        few.add(rows.sameFlow(few.get(0)));
        few.add(tls("10.0.0.66", "1.2.3.4", 0, hello("a.example", "odd", null)));
        assertEquals(List.of(), run(few, FindingKind.TLS_RARE_FINGERPRINT));

        // ten connections, each of its own JA3 and no JA4: nothing is usual there, so nothing stands out
        List<ConversationRow> shuffled = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            shuffled.add(tls("10.0.0.5", "1.2.3.4", i * SECOND, hello("a.example", "shuffled" + i, null)));
        }
        shuffled.add(tls("10.0.0.66", "1.2.3.4", 0, hello("a.example", "odd", null)));
        assertEquals(List.of(), run(shuffled, FindingKind.TLS_RARE_FINGERPRINT));

        List<ConversationRow> twice = new ArrayList<>(connections(10, "10.0.0.5", "a.example", "usual", null));
        twice.add(tls("10.0.0.66", "1.2.3.4", 0, hello("a.example", "odd", null)));
        twice.add(tls("10.0.0.66", "5.6.7.8", 0, hello("b.example", "odd", null)));
        assertEquals(List.of(), run(twice, FindingKind.TLS_RARE_FINGERPRINT));

        // the same address under another server name is another destination
        List<ConversationRow> elsewhere = new ArrayList<>(connections(10, "10.0.0.5", "a.example", "usual", null));
        elsewhere.add(tls("10.0.0.66", "1.2.3.4", 0, hello("c.example", "odd", null)));
        assertEquals(List.of(), run(elsewhere, FindingKind.TLS_RARE_FINGERPRINT));
    }

    @Test
    void aRowBegunByTheServersHelloIsStillAboutTheServer() {
        TlsFacts noName = hello(null, "j1", null);
        ConversationRow handshake = tls("10.0.0.5", "1.2.3.4", 0, noName);
        // the same connection's records, the first of them the server's: source and destination swapped
        ConversationRow records = rows.row("1.2.3.4", "10.0.0.5", handshake.identity().srcPort(), 0, SECOND,
                new Volume(5, 1500), new Volume(5, 500), "TLS", noName);
        records = new ConversationRow(records.id(), records.captureId(), new io.pcaplens.domain.conversation.Identity(
                records.identity().key(), "1.2.3.4", 443, "10.0.0.5", handshake.identity().srcPort(),
                records.identity().transport()), records.traffic(), records.labels(), records.flow(), null,
                records.srcHost(), records.dstHost(), null, 0);
        List<Detection> found = run(List.of(records, handshake), FindingKind.TLS_NO_SNI);
        assertEquals(1, found.size(), found.toString());
        assertEquals(List.of("10.0.0.5", "1.2.3.4"), found.get(0).hosts());
        assertTrue(found.get(0).title().contains(" 1.2.3.4:443 "), found.get(0).title());
        assertEquals(2, found.get(0).conversationIds().size());
    }

    @Test
    void aSubjectDpiWroteTwiceOverIsStillItsIssuersNameAndAnotherOrderTooButNotAnotherName() {
        TlsFacts twice = new TlsFacts(null, "ja3", null, null, List.of(), "CN=molochftw", "CN=molochftw, CN=molochftw",
                null, null);
        TlsFacts reordered = new TlsFacts(null, "ja3", null, null, List.of(), "C=US, O=Box, Inc., CN=box",
                "CN=box, O=Box, Inc., C=US", null, null);
        TlsFacts issued = new TlsFacts(null, "ja3", null, null, List.of(), "CN=box CA, O=Box, Inc., C=US",
                "CN=box, O=Box, Inc., C=US", null, null);
        ConversationRow a = tls("10.0.0.5", "10.0.0.1", 0, twice);
        ConversationRow b = tls("10.0.0.5", "10.0.0.2", 0, reordered);
        ConversationRow c = tls("10.0.0.5", "10.0.0.3", 0, issued);
        List<Detection> found = run(List.of(a, b, c), FindingKind.TLS_SELF_SIGNED);
        assertEquals(List.of(TestRows.ids(List.of(a)), TestRows.ids(List.of(b))),
                found.stream().map(TestRows::ids).toList());
        // the hunt expression names the issuer as stored, which selects the row whatever its subject says
        assertEquals("((ip.dst == 10.0.0.1 && port.dst == 443) || (ip.src == 10.0.0.1 && port.src == 443))"
                + " && tls.issuer == \"CN=molochftw\"", found.get(0).query());
    }
}
