package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.packet.SeenName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

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
}
