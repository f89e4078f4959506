package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.conversation.Volume;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.pcaplens.domain.finding.TestRows.SECOND;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BeaconDetectorTest {

    private final TestRows rows = new TestRows();

    /** Connections at these offsets in seconds from 10.0.0.5 to 1.2.3.4:443. */
    private List<ConversationRow> at(long... seconds) {
        List<ConversationRow> list = new ArrayList<>();
        for (long s : seconds) {
            list.add(rows.connection("10.0.0.5", "1.2.3.4", 443, s * SECOND));
        }
        return list;
    }

    @Test
    void sixRegularConnectionsAreABeacon() {
        List<ConversationRow> six = at(0, 60, 120, 180, 240, 300);
        List<Detection> found = TestRows.run(new BeaconDetector(BeaconThresholds.DEFAULT), six);

        assertEquals(1, found.size());
        Detection d = found.get(0);
        assertEquals(FindingKind.BEACONING, d.kind());
        assertEquals(TestRows.ids(six), TestRows.ids(d));
        assertEquals("ip.src == 10.0.0.5 && ip.dst == 1.2.3.4 && port.dst == 443", d.query());
        assertTrue(d.explanation().contains("6 connections"), d.explanation());
        assertTrue(d.explanation().contains("1.0 min"), d.explanation());
        // each connection: 500 bytes sent and 1500 received, 2000 B = 1.95 KiB
        assertTrue(d.explanation().contains("2.0 KiB per connection"), d.explanation());
        QueryText.parse(d.query());
    }

    @Test
    void fiveConnectionsAreTooFewToTell() {
        assertEquals(List.of(), TestRows.run(new BeaconDetector(BeaconThresholds.DEFAULT), at(0, 60, 120, 180, 240)));
    }

    @Test
    void jitterUnderTheVariationIsTolerated() {
        // gaps 50, 70, 50, 70, 60: mean 60, deviation sqrt((100+100+100+100+0)/5) = 8.94, variation 0.149
        List<ConversationRow> jittered = at(0, 50, 120, 170, 240, 300);
        assertEquals(1, TestRows.run(new BeaconDetector(new BeaconThresholds(6, 0.15, 1000)), jittered).size());
        assertEquals(0, TestRows.run(new BeaconDetector(new BeaconThresholds(6, 0.14, 1000)), at(0, 50, 120, 170, 240,
                300)).size());
    }

    @Test
    void burstsFasterThanThePeriodAreNoBeacon() {
        // a browser's parallel connections: 0.5 s apart, perfectly regular
        List<ConversationRow> burst = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            burst.add(rows.connection("10.0.0.5", "1.2.3.4", 443, i * SECOND / 2));
        }
        assertEquals(List.of(), TestRows.run(new BeaconDetector(BeaconThresholds.DEFAULT), burst));
    }

    @Test
    void theServerNameGroupsConnectionsToChangingAddresses() {
        List<ConversationRow> named = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            named.add(rows.row("10.0.0.5", "1.2.3." + (i + 1), 443, i * 30 * SECOND, i * 30 * SECOND + SECOND,
                    new Volume(3, 300), new Volume(3, 300), "TLS", TlsFacts.ofHellos("c2.example", "j", null, null,
                            List.of())));
        }
        Detection d = TestRows.run(new BeaconDetector(BeaconThresholds.DEFAULT), named).get(0);
        assertEquals("ip.src == 10.0.0.5 && sni == \"c2.example\" && port.dst == 443", d.query());
        assertTrue(d.hosts().contains("c2.example"));
    }

    /** DNS lookups from 10.0.0.5 to the resolver, one a row, at these offsets, each for the name given. */
    private List<ConversationRow> lookups(List<String> names, long... seconds) {
        List<ConversationRow> list = new ArrayList<>();
        for (int i = 0; i < seconds.length; i++) {
            ConversationRow r = rows.connection("10.0.0.5", "10.0.0.1", 53, seconds[i] * SECOND);
            list.add(r.withLabels(r.labels().withNames(List.of(new io.pcaplens.domain.packet.SeenName(
                    names.get(i % names.size()), io.pcaplens.domain.packet.SeenName.Source.DNS)))));
        }
        return list;
    }

    @Test
    void sixRegularLookupsOfOneNameAreABeaconToTheName() {
        List<ConversationRow> six = lookups(List.of("Update.C2.example"), 0, 60, 120, 180, 240, 300);
        List<Detection> found = TestRows.run(new BeaconDetector(BeaconThresholds.DEFAULT), six);

        assertEquals(1, found.size());
        Detection d = found.get(0);
        assertEquals(FindingKind.BEACONING, d.kind());
        assertEquals(TestRows.ids(six), TestRows.ids(d));
        assertTrue(d.hosts().contains("update.c2.example"), d.hosts().toString());
        assertEquals("ip.src == 10.0.0.5 && port.dst == 53 && name == \"update.c2.example\"", d.query());
        assertTrue(d.title().contains("update.c2.example:53"), d.title());
        assertTrue(d.explanation().contains("looked up update.c2.example 6 times"), d.explanation());
        QueryText.parse(d.query());
    }

    @Test
    void fiveLookupsOrRegularLookupsOfDifferentNamesAreNoBeacon() {
        assertEquals(List.of(), TestRows.run(new BeaconDetector(BeaconThresholds.DEFAULT),
                lookups(List.of("a.example"), 0, 60, 120, 180, 240)));
        // the resolver's address alone no longer makes lookups of many names one target
        assertEquals(List.of(), TestRows.run(new BeaconDetector(BeaconThresholds.DEFAULT),
                lookups(List.of("a.example", "b.example", "c.example"), 0, 60, 120, 180, 240, 300)));
    }
}
