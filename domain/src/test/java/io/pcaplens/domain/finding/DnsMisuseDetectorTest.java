package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DnsAnswers;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.packet.SeenName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.pcaplens.domain.finding.TestRows.SECOND;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** DNS misuse at the edges of its thresholds. */
class DnsMisuseDetectorTest {

    private static final String RANDOM = "laegpumiplhhpz12ynd1efljwlkjcgwy";

    private final TestRows rows = new TestRows();

    private ConversationRow asking(String src, int dport, List<String> names) {
        ConversationRow r = rows.row(src, "10.0.2.20", dport, 0, SECOND, new Volume(5, 500), new Volume(5, 500),
                "DNS", null);
        return r.withLabels(r.labels().withNames(names.stream().map(n -> new SeenName(n, SeenName.Source.DNS))
                .toList()));
    }

    /** n distinct names under the domain, the first long of them with a 32-character random label. */
    private static List<String> names(int n, int random, String domain) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add((i < random ? i + RANDOM.substring(0, 30) : "host" + i) + "." + domain);
        }
        return names;
    }

    @Test
    void fiftyNamesTenOfThemRandomAreATunnelOneFewerOfEitherIsNot() {
        ConversationRow tunnel = asking("10.0.2.30", 53, names(50, 10, "pirate.sea"));
        ConversationRow fewNames = asking("10.0.2.31", 53, names(49, 10, "pirate.sea"));
        ConversationRow fewRandom = asking("10.0.2.32", 53, names(50, 9, "pirate.sea"));
        List<Detection> found = TestRows.run(new DnsMisuseDetector(DnsMisuseThresholds.DEFAULT),
                List.of(tunnel, fewNames, fewRandom));
        assertEquals(1, found.size());
        assertEquals(FindingKind.DNS_TUNNEL, found.get(0).kind());
        assertEquals(List.of("10.0.2.30", "pirate.sea"), found.get(0).hosts());
        QueryText.parse(found.get(0).query());
    }

    @Test
    void dnsOnAnotherPortIsFoundAndOnDnsPortsIsNot() {
        List<Detection> found = TestRows.run(new DnsMisuseDetector(DnsMisuseThresholds.DEFAULT),
                List.of(asking("10.0.0.5", 5300, List.of("a.example.com")),
                        asking("10.0.0.5", 53, List.of("a.example.com")),
                        asking("10.0.0.5", 5353, List.of("a.example.com"))));
        assertEquals(1, found.size());
        assertEquals(FindingKind.DNS_NONSTANDARD_PORT, found.get(0).kind());
        QueryText.parse(found.get(0).query());
    }

    private static ConversationRow answered(ConversationRow r, DnsAnswers dns) {
        Labels l = r.labels();
        return r.withLabels(new Labels(l.protocol(), l.dissectorProtocol(), l.fileTypes(), l.httpUserAgents(),
                l.names(), l.logins(), dns));
    }

    /** A host's rows, each answered NXDOMAIN once for its own generated name, the names cycling over distinct ones. */
    private List<ConversationRow> failing(String src, int answers, int distinct) {
        List<ConversationRow> out = new ArrayList<>();
        for (int i = 0; i < answers; i++) {
            String name = "q" + (i % distinct) + "xkwpzr.com";
            out.add(answered(asking(src, 53, List.of(name)), new DnsAnswers(1, List.of(name), Map.of("A", 1))));
        }
        return out;
    }

    @Test
    void twentyNxdomainAnswersForFifteenNamesAreABurstOneFewerOfEitherIsNot() {
        List<ConversationRow> all = new ArrayList<>(failing("10.0.3.1", 20, 15));
        all.addAll(failing("10.0.3.2", 19, 15));
        all.addAll(failing("10.0.3.3", 20, 14));
        List<Detection> found = TestRows.run(new DnsMisuseDetector(DnsMisuseThresholds.DEFAULT), all);
        assertEquals(1, found.size());
        assertEquals(FindingKind.DNS_NXDOMAIN_BURST, found.get(0).kind());
        assertEquals(FindingSeverity.MEDIUM, found.get(0).severity());
        assertEquals(List.of("10.0.3.1"), found.get(0).hosts());
        assertEquals(20, found.get(0).conversationIds().size());
        QueryText.parse(found.get(0).query());
    }

    @Test
    void manyNxdomainAnswersInOneConversationCountByTheirNames() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            names.add("n" + i + "qqzv.net");
        }
        ConversationRow burst = answered(asking("10.0.3.4", 53, names), new DnsAnswers(20, names, Map.of()));
        ConversationRow fewNames = answered(asking("10.0.3.5", 53, names),
                new DnsAnswers(40, names.subList(0, 14), Map.of()));
        List<Detection> found = TestRows.run(new DnsMisuseDetector(DnsMisuseThresholds.DEFAULT),
                List.of(burst, fewNames));
        assertEquals(List.of(List.of("10.0.3.4")), found.stream().map(Detection::hosts).toList());
    }

    /** Fewer distinct names than a tunnel needs, made up for by questions for TXT or NULL records. */
    @Test
    void twentyTxtOrNullQuestionsStandInForTheDistinctNamesNineteenDoNot() {
        ConversationRow txt = answered(asking("10.0.2.40", 53, names(20, 10, "pirate.sea")),
                new DnsAnswers(0, List.of(), Map.of("TXT", 12, "NULL", 8, "A", 30)));
        ConversationRow fewer = answered(asking("10.0.2.41", 53, names(20, 10, "pirate.sea")),
                new DnsAnswers(0, List.of(), Map.of("TXT", 11, "NULL", 8, "A", 30)));
        ConversationRow tame = answered(asking("10.0.2.42", 53, names(20, 9, "pirate.sea")),
                new DnsAnswers(0, List.of(), Map.of("TXT", 40)));
        List<Detection> found = TestRows.run(new DnsMisuseDetector(DnsMisuseThresholds.DEFAULT),
                List.of(txt, fewer, tame));
        assertEquals(1, found.size());
        assertEquals(FindingKind.DNS_TUNNEL, found.get(0).kind());
        assertEquals(List.of("10.0.2.40", "pirate.sea"), found.get(0).hosts());
        org.junit.jupiter.api.Assertions.assertTrue(found.get(0).explanation().contains("20 question(s) for TXT or NULL"),
                found.get(0).explanation());
    }
}
